import { useMemo, useState, type FormEvent } from 'react';
import { COUNTRIES, LOCALES, type Locale } from '@tack/contract/account';
import { useToast } from '../../../ui/Toast.tsx';
import { useViewer } from '../../auth/queries.ts';
import { useUpdateAccount } from '../queries.ts';
import { SettingsField } from '../SettingsField.tsx';
import { useFormErrors } from '../use-form-errors.ts';
import { namedCountries, namedLocales } from './names.ts';

const FIELDS = ['locale', 'country'] as const;

/** Language and country, from lists named in the reader's own language. */
export function LanguageCountryForm() {
  const viewer = useViewer()!;
  const [locale, setLocale] = useState(viewer.locale);
  const [country, setCountry] = useState(viewer.country);
  const { errors, clear, fail } = useFormErrors(FIELDS);
  const update = useUpdateAccount();
  const toast = useToast();
  const display = viewer.locale;
  const locales = useMemo(() => namedLocales(LOCALES, display), [display]);
  const countries = useMemo(() => namedCountries(COUNTRIES, display), [display]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    clear();
    try {
      await update.mutateAsync({ locale: locale as Locale, country });
      toast({ text: 'Saved' });
    } catch (err) {
      fail(err);
    }
  }

  return (
    <section className="settings-panel" aria-labelledby="language-title">
      <h2 id="language-title">Language and country</h2>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <SettingsField name="locale" label="Language" error={errors.fields.locale}>
          {(p) => (
            <select {...p} value={locale} onChange={(e) => setLocale(e.target.value)}>
              {locales.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          )}
        </SettingsField>
        <SettingsField
          name="country"
          label="Country or region"
          hint="Used for what Tack shows you and the messages you get"
          error={errors.fields.country}
        >
          {(p) => (
            <select {...p} value={country} onChange={(e) => setCountry(e.target.value)}>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </SettingsField>
        <div className="save-row">
          <button type="submit" className="btn btn-primary" disabled={update.isPending}>
            Save
          </button>
        </div>
      </form>
    </section>
  );
}
