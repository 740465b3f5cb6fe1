import { type FormEvent } from 'react';
import type { TwoFactorSetup } from '@tack/contract';
import { callResource } from '../../../api/client.ts';
import { SettingsField } from '../SettingsField.tsx';
import { useFormErrors } from '../use-form-errors.ts';

/** The key in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

/** Turning it on: scan the QR code (or type the key), then confirm a code the app shows. */
export function EnrollForm({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const { errors, clear, fail } = useFormErrors(['code']);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    clear();
    const code = String(new FormData(e.currentTarget).get('code') ?? '').replace(/\s/g, '');
    try {
      const { recoveryCodes } = await callResource('TwoFactorEnrollResource', 'update', { code });
      onEnabled(recoveryCodes);
    } catch (err) {
      fail(err);
    }
  }
  return (
    <div className="enroll">
      <ol className="enroll-steps">
        <li>
          <p>
            Scan this code with an authenticator app (such as 1Password, Aegis or Google
            Authenticator).
          </p>
          <img
            className="enroll-qr"
            src={setup.qrCode}
            width={192}
            height={192}
            alt="QR code to add Tack to your authenticator app"
          />
          <p className="settings-note">
            Can't scan it? Enter this key in the app:{' '}
            <code className="enroll-secret" data-testid="totp-secret">
              {grouped(setup.secret)}
            </code>
          </p>
        </li>
        <li>
          <form onSubmit={submit} noValidate>
            {errors.form && (
              <p className="form-error" role="alert">
                {errors.form}
              </p>
            )}
            <SettingsField
              name="code"
              label="Code from the app"
              hint="The 6 digits it shows for Tack"
              error={errors.fields.code}
            >
              {(p) => (
                <input
                  {...p}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  required
                />
              )}
            </SettingsField>
            <div className="save-row">
              <button type="button" className="btn" onClick={onCancel}>
                Cancel
              </button>
              <button type="submit" className="btn btn-primary">
                Turn on
              </button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
