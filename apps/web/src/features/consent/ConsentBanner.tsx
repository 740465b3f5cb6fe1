import { useState } from 'react';
import type { ConsentSurface, CookieConsent } from '@tack/contract';
import { ConsentModal } from './ConsentModal.tsx';
import { allOf, type ConsentValues } from './consent-texts.ts';
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
  const choose = (values: ConsentValues, surface: ConsentSurface) =>
    save.mutate({ values, surface }, { onSuccess: focusPage });
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
            onClick={() => choose(allOf(true), 'banner_accept_all')}
          >
            Accept all
          </button>
          <button
            type="button"
            className="btn"
            disabled={save.isPending}
            onClick={() => choose(allOf(false), 'banner_reject_all')}
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
      {managing && (
        <ConsentModal consent={consent} onClose={() => setManaging(false)} onSaved={focusPage} />
      )}
    </>
  );
}

/**
 * Once a choice is saved the banner goes, and with it the button that had the focus: the page's
 * main region takes it, so a keyboard user goes on from the feed, not from the top of the page.
 */
function focusPage() {
  document.getElementById('main')?.focus({ preventScroll: true });
}
