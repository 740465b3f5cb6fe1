import type { EmailDigest } from '@tack/contract';
import { renderMessage } from '../layout.ts';
import { defineTemplate, type MailTemplate } from './template.ts';

export interface NotificationsMailData {
  firstName: string;
  /** How often this person gets them: said in the mail, with where to change it. */
  digest: Exclude<EmailDigest, 'off'>;
  subject: string;
  lines: { text: string; url: string }[];
  /** Lines told of but not named (past the email's limit). */
  more: number;
  allUrl: string;
  settingsUrl: string;
}

const make = (category: 'activity' | 'social'): MailTemplate<NotificationsMailData> =>
  defineTemplate({
    name: 'notifications',
    category,
    render: (d, ctx) =>
      renderMessage(
        {
          subject: d.subject,
          greeting: `Hi ${d.firstName},`,
          paragraphs: [
            d.digest === 'daily'
              ? "Here's what happened on Tack that you haven't seen yet."
              : "Here's what just happened on Tack.",
          ],
          items: d.lines,
          action: {
            label: d.more ? `See ${d.more} more in Tack` : 'See your notifications',
            url: d.allUrl,
          },
          after: [
            `You get these emails ${d.digest === 'daily' ? 'once a day at most' : 'soon after something happens'}. Choose which ones and how often in your notification settings: ${d.settingsUrl}`,
          ],
        },
        ctx,
      ),
  });

/**
 * Notification emails (immediate or the daily digest). One template, two kinds of email: the
 * category (and so the unsubscribe switch it answers to) is activity when the mail tells of any
 * activity on the person's pins, social when it is only about people following or inviting.
 */
export const notificationsMail = { activity: make('activity'), social: make('social') };
