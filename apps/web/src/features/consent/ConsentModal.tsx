import { useState } from 'react';
import type { CookieConsent } from '@tack/contract';
import { Dialog } from '../../ui/Dialog.tsx';
import { ConsentSwitches } from './ConsentSwitches.tsx';
import { allOf, type ConsentValues } from './consent-texts.ts';
import { useSaveConsent } from './queries.ts';

/**
 * The cookie settings modal (§2.3, §4 "Manage"): a switch per category and what it means. Before
 * a choice where the law asks, every switch starts off.
 */
export function ConsentModal({
  consent,
  onClose,
  onSaved,
}: {
  consent: CookieConsent;
  onClose: () => void;
  /** After the choice is saved and the modal closed (the banner goes too). */
  onSaved?: () => void;
}) {
  const [values, setValues] = useState<ConsentValues>(
    consent.decided || !consent.required ? consent : allOf(false),
  );
  const save = useSaveConsent();
  return (
    <Dialog title="Cookie settings" onClose={onClose}>
      <p className="consent-intro">
        Choose what Tack may do beyond what it needs to work. You can change this at any time in
        your settings.
      </p>
      <ConsentSwitches values={values} onChange={setValues} />
      <div className="save-row">
        <button type="button" className="btn" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              {
                values: {
                  allow_analytic_cookies: values.allow_analytic_cookies,
                  allow_marketing_cookies: values.allow_marketing_cookies,
                  allow_personalization_cookies: values.allow_personalization_cookies,
                },
                surface: 'consent_modal',
              },
              {
                onSuccess: () => {
                  onClose();
                  // After the dialog gave the focus back to Manage, which is going too.
                  window.setTimeout(() => onSaved?.(), 0);
                },
              },
            )
          }
        >
          Save
        </button>
      </div>
    </Dialog>
  );
}
