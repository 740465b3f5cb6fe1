import { z } from 'zod';
import { Empty } from './common.ts';
import { PASSKEY_NAME_MAX } from './constants.ts';
import type { ResourceDef } from './resources.ts';
import { Session } from './user.ts';

const def = <I extends z.ZodType, O extends z.ZodType>(d: ResourceDef<I, O>) => d;

/** A passkey registered as a second sign-in factor (issue 16, settings: security). */
export const Passkey = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof Passkey>;

const b64url = z
  .string()
  .min(1)
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Not base64url');

/**
 * The options WebAuthn's browser call takes (`PublicKeyCredentialCreationOptionsJSON` or
 * `PublicKeyCredentialRequestOptionsJSON`), passed straight to @simplewebauthn/browser.
 */
export const WebAuthnOptions = z.object({ challenge: z.string() }).passthrough();
export type WebAuthnOptions = z.infer<typeof WebAuthnOptions>;

const credential = {
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** What the browser answers a registration (`RegistrationResponseJSON`). */
export const PasskeyRegistrationResponse = z
  .object({
    ...credential,
    response: z
      .object({
        clientDataJSON: b64url,
        attestationObject: b64url,
        authenticatorData: b64url.optional(),
        transports: z.array(z.string().max(20)).max(10).optional(),
        publicKeyAlgorithm: z.number().int().optional(),
        publicKey: b64url.optional(),
      })
      .passthrough(),
  })
  .passthrough();

/** What the browser answers a sign-in (`AuthenticationResponseJSON`). */
export const PasskeyAuthenticationResponse = z
  .object({
    ...credential,
    response: z
      .object({
        clientDataJSON: b64url,
        authenticatorData: b64url,
        signature: b64url,
        userHandle: b64url.optional(),
      })
      .passthrough(),
  })
  .passthrough();

export const PasskeyCreateOptions = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Name this passkey, so you can tell it apart later')
      .max(PASSKEY_NAME_MAX, `Keep the name to ${PASSKEY_NAME_MAX} characters`),
    response: PasskeyRegistrationResponse,
  })
  .strict();

export const PasskeyDeleteOptions = z
  .object({
    id: z.string().min(1).max(1024),
    password: z.string().min(1, 'Enter your password').max(256),
  })
  .strict();

export const PasskeyLoginOptions = z.object({ response: PasskeyAuthenticationResponse }).strict();

export const passkeyResources = {
  PasskeysResource: {
    get: def({
      options: Empty,
      data: z.array(Passkey),
      auth: 'user',
      summary: 'Your passkeys',
    }),
    create: def({
      options: PasskeyCreateOptions,
      data: z.array(Passkey),
      auth: 'user',
      summary: "Finish registering a passkey with the browser's answer",
    }),
    delete: def({
      options: PasskeyDeleteOptions,
      data: z.array(Passkey),
      auth: 'user',
      summary: 'Remove a passkey (confirmed with your password)',
    }),
  },
  PasskeyRegistrationResource: {
    create: def({
      options: Empty,
      data: WebAuthnOptions,
      auth: 'user',
      summary: 'Start registering a passkey: the options for the browser (two-factor must be on)',
    }),
  },
  PasskeyLoginOptionsResource: {
    create: def({
      options: Empty,
      data: WebAuthnOptions,
      auth: 'public',
      summary: "A login's second step with a passkey: the options for the browser",
    }),
  },
  PasskeyLoginResource: {
    create: def({
      options: PasskeyLoginOptions,
      data: Session,
      auth: 'public',
      summary: "Finish logging in with the passkey's signed answer",
    }),
  },
};
