import { z } from 'zod';
import { lookupText, nameText } from './text.ts';
import { Id } from './common.ts';
import { CookieConsent } from './consent.ts';

export const Username = nameText()
  .toLowerCase()
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[a-z0-9_]+$/, 'Use only letters, numbers and underscores');

export const UserSummary = z.object({
  id: Id,
  username: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  imageSmallUrl: z.string().nullable(),
  imageMediumUrl: z.string().nullable(),
  imageLargeUrl: z.string().nullable(),
});
export type UserSummary = z.infer<typeof UserSummary>;

export const User = UserSummary.extend({
  pinCount: z.number().int(),
  boardCount: z.number().int(),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
  explicitlyFollowedByMe: z.boolean(),
  createdAt: z.string(),
  /** What the person says about themselves (settings, up to 500 characters). */
  about: z.string(),
  /** Their website, an http(s) URL, or null. */
  websiteUrl: z.string().nullable(),
});
export type User = z.infer<typeof User>;

/** The signed-in viewer, with the fields the client needs about itself. */
export const Viewer = User.extend({
  isAuth: z.literal(true),
  email: z.string(),
  isAdmin: z.boolean(),
  country: z.string(),
  locale: z.string(),
  /** A business account (the upgrade banner's target is personal accounts). */
  accountType: z.enum(['personal', 'business']),
});
export type Viewer = z.infer<typeof Viewer>;

export const Session = z.object({
  isAuthenticated: z.boolean(),
  viewer: Viewer.nullable(),
  /**
   * The password was right and the account has two-factor sign-in: send the code to
   * TwoFactorLoginResource within a few minutes to finish logging in.
   */
  twoFactorRequired: z.literal(true).optional(),
  /** This visitor's cookie choices, and whether the banner should ask (§4 "Cookie consent"). */
  cookieConsent: CookieConsent,
});
export type Session = z.infer<typeof Session>;

export const UserGetOptions = z.union([
  z.object({ username: lookupText().min(1).max(30) }).strict(),
  z.object({ user_id: Id }).strict(),
]);

/** First path segments that are product pages, so no username may take them. */
export const RESERVED_USERNAMES = new Set([
  'about',
  'admin',
  'api',
  'board',
  'boardsection',
  'business',
  'discover',
  'edit',
  'email',
  'healthz',
  'homefeed',
  'ideas',
  'idea-pin-builder',
  'login',
  'logout',
  'me',
  'media',
  'news_hub',
  'notifications',
  'oauth',
  'offsite',
  'openapi',
  'password',
  'pin',
  'pin-builder',
  'pin-creation-tool',
  'pin-editor',
  'resource',
  'search',
  'secure',
  'settings',
  'shopping',
  'signup',
  'static',
  'story-pin-builder',
  'today',
  'topics',
  'tv',
  'unauth-profile',
  'v3',
  'videos',
  'vx',
  'assets',
  'conversation',
  'pw',
  'advertiser',
  'app-factory-oauth',
  'age-appeal',
  'appealed-pin',
  'reports-and-violations',
]);
