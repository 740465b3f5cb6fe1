import { z } from 'zod';
import { Empty } from './common.ts';
import type { ResourceDef } from './resources.ts';
import {
  AccountUpdateOptions,
  ActiveSession,
  PasswordChangeOptions,
  PasswordChangeResult,
  ProfileUpdateOptions,
  RecoveryCodes,
  SessionRevokeOptions,
  TwoFactorCodeOptions,
  TwoFactorConfirmOptions,
  TwoFactorDisableOptions,
  TwoFactorSetup,
  TwoFactorStatus,
} from './settings.ts';
import { Session, Viewer } from './user.ts';

const def = <I extends z.ZodType, O extends z.ZodType>(d: ResourceDef<I, O>) => d;

/** Settings (`/settings`): profile, account, sessions and two-factor sign-in (issue 16). */
export const settingsResources = {
  UserProfileResource: {
    update: def({
      options: ProfileUpdateOptions,
      data: Viewer,
      auth: 'user',
      summary: 'Edit your profile: names, username, about, website',
    }),
  },
  UserAccountResource: {
    update: def({
      options: AccountUpdateOptions,
      data: Viewer,
      auth: 'user',
      summary: 'Change your language, country and colour theme',
    }),
  },
  PasswordChangeResource: {
    update: def({
      options: PasswordChangeOptions,
      data: PasswordChangeResult,
      auth: 'user',
      summary: 'Change your password (signs out your other sessions)',
    }),
  },
  ActiveSessionsResource: {
    get: def({
      options: Empty,
      data: z.array(ActiveSession),
      auth: 'user',
      summary: 'Where you are signed in',
    }),
    delete: def({
      options: SessionRevokeOptions,
      data: z.array(ActiveSession),
      auth: 'user',
      summary: 'Sign out one of your other sessions, or all of them',
    }),
  },
  TwoFactorResource: {
    get: def({
      options: Empty,
      data: TwoFactorStatus,
      auth: 'user',
      summary: 'Whether two-factor sign-in is on',
    }),
    delete: def({
      options: TwoFactorDisableOptions,
      data: TwoFactorStatus,
      auth: 'user',
      summary: 'Turn two-factor sign-in off (password and a code)',
    }),
  },
  TwoFactorEnrollResource: {
    create: def({
      options: Empty,
      data: TwoFactorSetup,
      auth: 'user',
      summary: 'Start turning on two-factor sign-in: a secret to scan',
    }),
    update: def({
      options: TwoFactorConfirmOptions,
      data: RecoveryCodes,
      auth: 'user',
      summary: 'Confirm a code from the app: turns two-factor on, answers the recovery codes once',
    }),
  },
  RecoveryCodesResource: {
    create: def({
      options: TwoFactorCodeOptions,
      data: RecoveryCodes,
      auth: 'user',
      summary: 'New recovery codes (the old ones stop working)',
    }),
  },
  TwoFactorLoginResource: {
    create: def({
      options: TwoFactorCodeOptions,
      data: Session,
      auth: 'public',
      summary: 'Finish logging in with a code from the app or a recovery code',
    }),
  },
};
