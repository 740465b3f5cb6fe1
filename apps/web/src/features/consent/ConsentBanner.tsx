import { useState } from 'react';
import type { CookieConsent } from '@tack/contract';
import { ConsentModal } from './ConsentModal.tsx';
import { allOf } from './consent-texts.ts';
import { useSaveConsent } from './queries.ts';
import './consent.css';

/**
 * The cookie banner on the home feed (§2.3, §4 "Cookie consent"): an inline card on a wide
 * screen, a bottom sheet on a phone (consent.css), until the visitor accepts all, rejects all or
 * saves their own choice. Manage opens the settings modal; on a phone the sheet hides meanwhile.
 */
export default function ConsentBanner({ consent }: { consent: CookieConsent }) {
  const [managing, setManaging] = useState(false);
  const save = useSaveConsent();
  return (
    <>
      <section
        className={`consent-banner${managing ? ' consent-managing' : ''}`}
        aria-labelledby="consent-title"
      >
        <div className="consent-copy">
          <h2 id="consent-title">Your cookie choices</h2>
          <p>
            Tack needs a few cookies to work. With your consent it also personalizes your feed,
            chooses promoted Pins by what you saved and counts how Tack is used.
          </p>
        </div>
        <div className="consent-buttons">
          <button
            type="button"
            className="btn btn-primary"
            disabled={save.isPending}
            onClick={() => save.mutate({ values: allOf(true), surface: 'banner_accept_all' })}
          >
            Accept all
          </button>
          <button
            type="button"
            className="btn"
            disabled={save.isPending}
            onClick={() => save.mutate({ values: allOf(false), surface: 'banner_reject_all' })}
          >
            Reject all
          </button>
          <button
            type="button"
            className="btn"
            aria-haspopup="dialog"
            onClick={() => setManaging(true)}
          >
            Manage
          </button>
        </div>
      </section>
      {managing && <ConsentModal consent={consent} onClose={() => setManaging(false)} />}
    </>
  );
}
