import { z } from 'zod';

/**
 * Leaving: deleting the account for good, or deactivating it (hidden from everyone until you log
 * in again). Both are confirmed with the account's password.
 */
export const AccountLeaveOptions = z
  .object({
    password: z.string().min(1, 'Enter your password').max(256),
  })
  .strict();
export type AccountLeaveOptions = z.infer<typeof AccountLeaveOptions>;

export const AccountLeaveResult = z.object({
  /** What happened: the account and everything in it is gone, or hidden until the next login. */
  outcome: z.enum(['deleted', 'deactivated']),
});
export type AccountLeaveResult = z.infer<typeof AccountLeaveResult>;
