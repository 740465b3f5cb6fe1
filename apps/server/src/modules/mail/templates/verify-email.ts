import { renderMessage } from '../layout.ts';
import { defineTemplate } from './template.ts';

/** After signup: confirm the address with a signed, single-use link. */
export const verifyEmail = defineTemplate<{ firstName: string; url: string; hours: number }>({
  name: 'verify-email',
  category: 'security',
  render: (d, ctx) =>
    renderMessage(
      {
        subject: 'Confirm your email for Tack',
        greeting: `Hi ${d.firstName},`,
        paragraphs: [
          'Welcome to Tack! Confirm that this is your email address to finish setting up your account.',
        ],
        action: { label: 'Confirm your email', url: d.url },
        after: [
          `The link works for ${d.hours} hours and only once.`,
          "If you didn't sign up for Tack, you can ignore this email.",
        ],
      },
      ctx,
    ),
});
