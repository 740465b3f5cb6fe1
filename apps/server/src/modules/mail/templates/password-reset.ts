import { renderMessage } from '../layout.ts';
import { defineTemplate } from './template.ts';

/** Why the reset link was sent: asked for, after /secure/panic, or at a refused login. */
export type ResetReason = 'requested' | 'panic' | 'login_blocked';

const WHY: Record<ResetReason, string> = {
  requested: 'We got a request to reset the password of your Tack account.',
  panic:
    'You secured your Tack account: it was signed out everywhere, and it needs a new password before anyone can log in again.',
  login_blocked:
    'Someone tried to log in to your Tack account, which needs a new password since it was secured. Choose one to log in again.',
};

export const passwordReset = defineTemplate<{
  firstName: string;
  username: string;
  url: string;
  reason: ResetReason;
  minutes: number;
}>({
  name: 'password-reset',
  category: 'security',
  render: (d, ctx) =>
    renderMessage(
      {
        subject:
          d.reason === 'requested' ? 'Reset your Tack password' : 'Choose a new Tack password',
        greeting: `Hi ${d.firstName},`,
        paragraphs: [WHY[d.reason], `Your username is ${d.username}.`],
        action: { label: 'Choose a new password', url: d.url },
        after: [
          `The link works for ${d.minutes} minutes and only once. Choosing a new password signs you out everywhere else.`,
          d.reason === 'requested'
            ? "If you didn't ask for this, ignore this email: your password stays as it is."
            : 'If you did not expect this, choose a new password anyway: it keeps your account safe.',
        ],
      },
      ctx,
    ),
});
