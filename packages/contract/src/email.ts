import { z } from 'zod';
import { EMAIL_KINDS, type EmailKind as EmailKindKey } from './account-constants.ts';

export { EMAIL_KINDS, EMAIL_KIND_OF } from './account-constants.ts';
export type EmailKind = EmailKindKey;

export const EmailKind = z.enum(Object.keys(EMAIL_KINDS) as [EmailKindKey, ...EmailKindKey[]]);

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
