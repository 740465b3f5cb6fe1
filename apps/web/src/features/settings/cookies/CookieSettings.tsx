import { useState } from 'react';
import { useTitle } from '../../../app/use-title.ts';
import { useSession } from '../../auth/queries.ts';
import { ConsentSwitches } from '../../consent/ConsentSwitches.tsx';
import { allOf, type ConsentValues } from '../../consent/consent-texts.ts';
import { useSaveConsent } from '../../consent/queries.ts';

/**
 * Settings, "Cookies": change the choices made on the banner at any time (§4, §8's toast points
 * here). Signed out too: a visitor's choices live in this browser (docs/privacy.md).
 */
export function CookieSettings() {
  useTitle('Cookies');
  const consent = useSession().data?.cookieConsent;
  if (!consent) return <p className="empty">Loading…</p>;
  return (
    <section className="settings-section" aria-labelledby="cookies-title">
      <h1 id="cookies-title">Cookies</h1>
      <p className="settings-intro">
        {consent.decided
          ? 'What Tack may do beyond what it needs to work, as you chose it.'
          : consent.required
            ? "You haven't chosen yet: nothing optional is on until you do."
            : 'Everything is on until you turn it off.'}
      </p>
      <CookieForm
        key={JSON.stringify(consent)}
        initial={consent.decided || !consent.required ? consent : allOf(false)}
      />
    </section>
  );
}

function CookieForm({ initial }: { initial: ConsentValues }) {
  const [values, setValues] = useState<ConsentValues>({
    allow_analytic_cookies: initial.allow_analytic_cookies,
    allow_marketing_cookies: initial.allow_marketing_cookies,
    allow_personalization_cookies: initial.allow_personalization_cookies,
  });
  const save = useSaveConsent();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ values, surface: 'settings' });
      }}
    >
      <ConsentSwitches values={values} onChange={setValues} />
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        Save
      </button>
    </form>
  );
}
