import { renderMessage } from '../layout.ts';
import { defineTemplate } from './template.ts';

/** To the OLD address, when a change is asked for: the owner hears of it while it can be stopped. */
export const emailChangeNotice = defineTemplate<{
  firstName: string;
  newEmail: string;
  panicUrl: string;
}>({
  name: 'email-change-notice',
  category: 'security',
  render: (d, ctx) =>
    renderMessage(
      {
        subject: 'Your Tack email is being changed',
        greeting: `Hi ${d.firstName},`,
        paragraphs: [
          `Someone signed in to your Tack account asked to change its email address to ${d.newEmail}. The change happens only if that address confirms it.`,
          'If this was you, there is nothing more to do here.',
        ],
        action: { label: "This wasn't me: secure my account", url: d.panicUrl },
        after: ['Securing your account signs it out everywhere and asks for a new password.'],
      },
      ctx,
    ),
});
