import { z } from 'zod';

/**
 * Kinds of email a person may turn off, each with the words the subscription page shows.
 * Security messages (verification, password reset, email change, sign-in alerts) are not here:
 * they always go, and carry no unsubscribe link.
 */
export const EMAIL_KINDS = {
  activity: {
    label: 'Activity on your Pins and boards',
    description: 'When someone saves or reacts to your Pins, or comments on them',
  },
  social: {
    label: 'Followers and invitations',
    description: 'When someone follows you or invites you to a board',
  },
  tips: {
    label: 'Ideas and tips for you',
    description: 'A welcome, and ideas picked from the interests you follow',
  },
} as const;
export type EmailKind = keyof typeof EMAIL_KINDS;
export const EmailKind = z.enum(Object.keys(EMAIL_KINDS) as [EmailKind, ...EmailKind[]]);

/** The unsubscribe link's signed token, or (signed in, no token) the viewer's own settings. */
export const EmailSubscriptionGetOptions = z
  .object({ token: z.string().min(1).max(2000).optional() })
  .strict();
export const EmailSubscriptionUpdateOptions = z
  .object({
    token: z.string().min(1).max(2000).optional(),
    kinds: z.partialRecord(EmailKind, z.boolean()),
  })
  .strict();
export const EmailSubscription = z.object({
  /** The address, partly hidden when the page was opened from a link. */
  email: z.string(),
  kinds: z.array(
    z.object({ kind: EmailKind, label: z.string(), description: z.string(), enabled: z.boolean() }),
  ),
});
export type EmailSubscription = z.infer<typeof EmailSubscription>;
