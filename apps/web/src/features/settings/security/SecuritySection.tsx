import { useTitle } from '../../../app/use-title.ts';
import { PasskeysPanel } from './PasskeysPanel.tsx';
import { SessionsPanel } from './SessionsPanel.tsx';
import { TwoFactorPanel } from './TwoFactorPanel.tsx';
import '../security.css';

/** `/settings/security`: two-factor sign-in, passkeys and the sessions signed in to the account. */
export function SecuritySection() {
  useTitle('Security');
  return (
    <>
      <h1>Security</h1>
      <p className="settings-intro">Keep other people out of your account.</p>
      <TwoFactorPanel />
      <PasskeysPanel />
      <SessionsPanel />
    </>
  );
}
