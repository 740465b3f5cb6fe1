import { z } from 'zod';
import { Email, Password } from './auth.ts';
import { lookupText } from './text.ts';
import { Username } from './user.ts';
import { SecondFactorCode } from './settings.ts';
import { COUNTRIES, LOCALES, USE_CASES, type UseCase as UseCaseKey } from './account-constants.ts';

export { USE_CASES } from './account-constants.ts';
export type UseCase = UseCaseKey;

/** A link token from mail (a signed JWT); checked by the server, only bounded here. */
export const LinkToken = z
  .string()
  .min(1, 'The link is missing its token')
  .max(2000)
  .regex(/^[\w.-]+$/, 'That link is broken: open it again from the email');

/** A new verification link: for the signed-in viewer, or for the account an old link names. */
export const EmailVerificationResendOptions = z.object({ token: LinkToken.optional() }).strict();
export const EmailVerificationResend = z.object({
  status: z.enum(['sent', 'already_verified']),
  /** The address, partly hidden ("a•••@example.com"). */
  sentTo: z.string(),
});

/** Change one's email: the password proves it is the owner; the new address confirms by link. */
export const EmailChangeOptions = z
  .object({ new_email: Email, password: z.string().min(1, 'Enter your password').max(256) })
  .strict();
export const EmailChange = z.object({
  /** Waiting for its link to be opened; null when no change is pending. */
  pendingEmail: z.string().nullable(),
});
export type EmailChange = z.infer<typeof EmailChange>;

/** Forgotten password: the answer is the same whether the address has an account or not. */
export const PasswordResetRequestOptions = z.object({ email: Email }).strict();
export const PasswordResetRequest = z.object({ sent: z.literal(true) });

export const PasswordResetCheckOptions = z
  .object({ username: lookupText().min(1).max(30), token: LinkToken })
  .strict();
export const PasswordResetCheck = z.object({ username: z.string(), firstName: z.string() });
export const PasswordResetOptions = z
  .object({ username: Username, token: LinkToken, password: Password })
  .strict();

export const UseCase = z.enum(Object.keys(USE_CASES) as [UseCaseKey, ...UseCaseKey[]]);

/** The same lists as the settings page's language and country (account-constants.ts). */
const OnboardingLocale = z.enum(LOCALES, { error: 'Choose a language from the list' });
const OnboardingCountry = z.enum(COUNTRIES as [string, ...string[]], {
  error: 'Choose a country from the list',
});

export const Onboarding = z.object({
  /** Finished or skipped: it is not shown again. */
  done: z.boolean(),
  country: z.string(),
  locale: z.string(),
  useCase: UseCase.nullable(),
});
export type Onboarding = z.infer<typeof Onboarding>;
export const OnboardingUpdateOptions = z
  .object({
    country: OnboardingCountry.optional(),
    locale: OnboardingLocale.optional(),
    use_case: UseCase.nullable().optional(),
    /** The last step was done or skipped. */
    finish: z.literal(true).optional(),
  })
  .strict();

/** Operators: what Tack sent or holds (`/admin/outbox`), newest first. */
export const OutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  category: z.string(),
  status: z.enum(['queued', 'sent', 'held', 'failed']),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The plain-text body while the outbox holds it; null once SMTP took the message. */
  text: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;
export const OutboxOptions = z
  .object({ bookmark: lookupText().max(40).optional(), to: lookupText().max(254).optional() })
  .strict();
export const Outbox = z.object({
  items: z.array(OutboxMail),
  bookmark: z.string().nullable(),
  /** Whether mail leaves by SMTP (false: the outbox is where it stays). */
  smtp: z.boolean(),
});

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
