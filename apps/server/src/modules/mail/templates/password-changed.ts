import { renderMessage } from '../layout.ts';
import { defineTemplate } from './template.ts';

/** After a new password was set: if it was not the owner, they can act at once. */
export const passwordChanged = defineTemplate<{ firstName: string; panicUrl: string }>({
  name: 'password-changed',
  category: 'security',
  render: (d, ctx) =>
    renderMessage(
      {
        subject: 'Your Tack password was changed',
        greeting: `Hi ${d.firstName},`,
        paragraphs: [
          'The password of your Tack account was just changed, and every other session was signed out.',
          'If this was you, there is nothing more to do.',
        ],
        action: { label: "This wasn't me: secure my account", url: d.panicUrl },
      },
      ctx,
    ),
});
