import { z } from 'zod';
import { COUNTRIES, LOCALES, PROFILE_LIMITS, THEMES } from './account-constants.ts';
import { longText, lookupText, nameText } from './text.ts';
import { Password } from './auth.ts';
import { Username } from './user.ts';

export { COUNTRIES, LOCALES, PROFILE_LIMITS } from './account-constants.ts';

/** A profile's website: an http(s) URL, or empty for none. */
export const WebsiteUrl = z.union([
  z.literal('').transform(() => null),
  nameText("Website can't contain invisible or control characters")
    .max(PROFILE_LIMITS.website, `Website must be at most ${PROFILE_LIMITS.website} characters`)
    .url('Enter a full web address, like https://example.com')
    .refine((u) => /^https?:\/\/[^/\s]/i.test(u), 'Website must start with http:// or https://'),
]);

/** Edit profile: every field optional, each checked with its own message. */
export const ProfileUpdateOptions = z
  .object({
    first_name: nameText()
      .min(1, 'Enter your first name')
      .max(
        PROFILE_LIMITS.firstName,
        `First name must be at most ${PROFILE_LIMITS.firstName} characters`,
      ),
    full_name: nameText()
      .min(1, 'Enter your name')
      .max(PROFILE_LIMITS.fullName, `Name must be at most ${PROFILE_LIMITS.fullName} characters`),
    username: Username,
    about: longText({ multiline: true }).max(
      PROFILE_LIMITS.about,
      `About must be at most ${PROFILE_LIMITS.about} characters`,
    ),
    website_url: WebsiteUrl.nullable(),
  })
  .partial()
  .strict();
export type ProfileUpdateOptions = z.infer<typeof ProfileUpdateOptions>;

const Locale = z.enum(LOCALES, { error: 'Choose a language from the list' });
const Country = z.enum(COUNTRIES as [string, ...string[]], {
  error: 'Choose a country from the list',
});

export const AccountUpdateOptions = z
  .object({
    locale: Locale,
    country: Country,
    theme: z.enum(THEMES, { error: 'Choose System, Light or Dark' }),
  })
  .partial()
  .strict();

export const PasswordChangeOptions = z
  .object({
    current_password: z
      .string()
      .min(1, 'Enter your current password')
      .max(256, 'Password must be at most 256 characters'),
    new_password: Password,
  })
  .strict();
export type PasswordChangeOptions = z.infer<typeof PasswordChangeOptions>;

export const PasswordChangeResult = z.object({
  /** Other sessions signed out by the change; this one stays. */
  signedOutSessions: z.number().int(),
});

/** One signed-in browser, as settings lists it. */
export const ActiveSession = z.object({
  /** A public handle for the session (never its cookie nor the cookie's hash). */
  id: z.string(),
  /** "Firefox 128 on Windows", from the User-Agent at sign-in. */
  device: z.string(),
  deviceType: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this request came from. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;

/** Sign out one other session by its id, or every session but this one. */
export const SessionRevokeOptions = z.union([
  z.object({ id: lookupText().min(1).max(64) }).strict(),
  z.object({ others: z.literal(true) }).strict(),
]);

/** A TOTP code (6 digits) or a recovery code, as a person types it (spaces and dashes allowed). */
export const SecondFactorCode = z
  .string()
  .trim()
  .min(1, 'Enter the code from your app, or a recovery code')
  .max(40, 'That code is too long: enter the 6 digits from your app, or a recovery code')
  .regex(/^[A-Za-z0-9 -]+$/, 'Codes are digits, or letters and digits for a recovery code');

export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  /** Unused recovery codes left. */
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** Enrolment: the secret to scan (a QR code of the otpauth URI) or type in. */
export const TwoFactorSetup = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as an SVG QR code, for an `<img src>` (data: URL). */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

export const TwoFactorConfirmOptions = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code from your app'),
  })
  .strict();

/** Recovery codes, shown once: after this answer only their hashes exist. */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

export const TwoFactorDisableOptions = z
  .object({
    password: z.string().min(1, 'Enter your password').max(256),
    code: SecondFactorCode,
  })
  .strict();

export const TwoFactorCodeOptions = z.object({ code: SecondFactorCode }).strict();
