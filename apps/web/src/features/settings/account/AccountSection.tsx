import { useTitle } from '../../../app/use-title.ts';
import { useViewer } from '../../auth/queries.ts';
import { EmailChangeForm } from '../../account/EmailChangeForm.tsx';
import { LanguageCountryForm } from './LanguageCountryForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ThemeForm } from './ThemeForm.tsx';

/** `/settings/account`: email, password, language and country, dark mode. */
export function AccountSection() {
  useTitle('Account settings');
  const viewer = useViewer()!;
  return (
    <>
      <h1>Account</h1>
      <p className="settings-intro">Your sign-in details and where you are.</p>
      <section className="settings-panel" aria-labelledby="email-title" data-slot="email">
        <h2 id="email-title">Email</h2>
        <p className="settings-status">
          You sign in with <strong>{viewer.email}</strong>.
        </p>
        <EmailChangeForm />
      </section>
      <PasswordForm />
      <LanguageCountryForm />
      <ThemeForm />
    </>
  );
}
