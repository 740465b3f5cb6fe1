import { renderMessage } from '../layout.ts';
import { defineTemplate } from './template.ts';

/** To the NEW address: the change happens only when this link is opened. */
export const emailChangeConfirm = defineTemplate<{
  firstName: string;
  newEmail: string;
  url: string;
  hours: number;
}>({
  name: 'email-change-confirm',
  category: 'security',
  render: (d, ctx) =>
    renderMessage(
      {
        subject: 'Confirm your new email for Tack',
        greeting: `Hi ${d.firstName},`,
        paragraphs: [
          `You asked to use ${d.newEmail} for your Tack account. Confirm it to make the change.`,
        ],
        action: { label: 'Confirm this email', url: d.url },
        after: [
          `The link works for ${d.hours} hours and only once. Until then your account keeps its old address.`,
          "If you didn't ask for this, ignore this email: nothing changes.",
        ],
      },
      ctx,
    ),
});
