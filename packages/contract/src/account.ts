import { z } from 'zod';
import { SecondFactorCode } from './settings.ts';

/**
 * Leaving: deleting the account for good, or deactivating it (hidden from everyone until you log
 * in again). Both are confirmed with the account's password, and with two-factor sign-in on, a
 * code from its app or a recovery code.
 */
export const AccountLeaveOptions = z
  .object({
    password: z.string().min(1, 'Enter your password').max(256),
    code: SecondFactorCode.optional(),
  })
  .strict();
export type AccountLeaveOptions = z.infer<typeof AccountLeaveOptions>;

export const AccountLeaveResult = z.object({
  /** What happened: the account and everything in it is gone, or hidden until the next login. */
  outcome: z.enum(['deleted', 'deactivated']),
});
export type AccountLeaveResult = z.infer<typeof AccountLeaveResult>;
