import { z } from 'zod';
import { ROUTE_FIRST_SEGMENTS } from './routes/route-match.ts';
import { lookupText, nameText } from './text.ts';
import { Id, StrictBoolean } from './common.ts';
import { CookieConsent } from './consent.ts';
import { THEMES } from './account-constants.ts';

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

/**
 * The verified badge's fields on a person (MC §3 "Pin fields used by the drawer, badge and
 * carousel": isVerifiedMerchant, verifiedIdentity.verified; the rule is verified-badge.ts).
 */
export const VerifiedFlags = z.object({
  /** An operator verified them as a merchant (/admin/verification). */
  isVerifiedMerchant: z.boolean(),
  /** They proved a domain of theirs (DNS TXT record or meta tag), or an operator confirmed one. */
  verifiedIdentity: z.object({ verified: z.boolean() }),
});
/** A person a pin names with a badge: its pinner and native creator. */
export const BadgedUser = UserSummary.extend(VerifiedFlags.shape);
export type BadgedUser = z.infer<typeof BadgedUser>;

export const User = UserSummary.extend({
  pinCount: z.number().int(),
  boardCount: z.number().int(),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
  explicitlyFollowedByMe: z.boolean(),
  /** The viewer blocked this person (always false on the viewer's own profile). */
  blockedByMe: z.boolean(),
  createdAt: z.string(),
  /** What the person says about themselves (settings, up to 500 characters). */
  about: z.string(),
  /** Their website, an http(s) URL, or null. */
  websiteUrl: z.string().nullable(),
  ...VerifiedFlags.shape,
  /** The website on their profile is a domain they verified (spec isPrimaryWebsiteVerified). */
  isPrimaryWebsiteVerified: z.boolean(),
});
export type User = z.infer<typeof User>;

/** The signed-in viewer, with the fields the client needs about itself. */
export const Viewer = User.extend({
  isAuth: z.literal(true),
  email: z.string(),
  isAdmin: z.boolean(),
  country: z.string(),
  locale: z.string(),
  /** The colour theme chosen in settings. */
  theme: z.enum(THEMES),
  /** A business account (the upgrade banner's target is personal accounts). */
  accountType: z.enum(['personal', 'business']),
  /** The email was confirmed from a link sent to it. */
  emailVerified: z.boolean(),
  ...ViewerFacts().shape,
});
export type Viewer = z.infer<typeof Viewer>;

export const Session = z.object({
  isAuthenticated: z.boolean(),
  /** The signed-in viewer's id (PC §3 Session "userId"), null signed out. */
  userId: Id.nullable(),
  viewer: Viewer.nullable(),
  /**
   * The password was right and the account has two-factor sign-in: send the code to
   * TwoFactorLoginResource within a few minutes to finish logging in.
   */
  twoFactorRequired: z.literal(true).optional(),
  /** This visitor's cookie choices, and whether the banner should ask (§4 "Cookie consent"). */
  cookieConsent: CookieConsent,
  /** This login brought a deactivated account back (the client says so). */
  reactivated: z.boolean().optional(),
  /**
   * Pins this browser tried to save while signed out (PC §3 Session; MC §3 "Saved
   * unauthenticated pins"), read from its `tack_unauth_saves` cookie (`@tack/contract/unauth-saves`)
   * and kept to the pins the viewer may see, oldest first. They are saved to the profile after
   * login, and the list cleared.
   */
  unauthSavedPins: z.array(z.object({ id: Id })),
  /** There is at least one such pin. */
  hasSavedUnauthPin: z.boolean(),
  /** The latest of them (the pin the login prompt remembers), or null. */
  unauthSavePinId: Id.nullable(),
});
export type Session = z.infer<typeof Session>;

/**
 * Field sets of a user answer (`field_set_key`, MC §7 "UserResource read"):
 * - none: the profile, plus the viewer's own facts (ViewerFacts) when it is the viewer;
 * - `profile`: the public profile only, the same for everyone;
 * - `quicksave`: `id`, `has_quicksave_board`, `quicksave_board_id`, `save_behavior`: the viewer's own;
 * - `save_behavior` (also the option `save_behavior: true`): `id` and `save_behavior`, the viewer's own.
 * The last two are private settings: asking for another person's answers 403.
 */
export const USER_FIELD_SETS = ['profile', 'quicksave', 'save_behavior'] as const;
export type UserFieldSet = (typeof USER_FIELD_SETS)[number];

/** A user by `user_id` or by `username`, in one of the field sets. */
export const UserGetOptions = z
  .object({
    user_id: Id.optional(),
    username: lookupText().min(1).max(30).optional(),
    field_set_key: z
      .enum(USER_FIELD_SETS, {
        error: `field_set_key must be one of ${USER_FIELD_SETS.join(', ')}`,
      })
      .optional(),
    /** Ask for the save behaviour (MC §7 "with save_behavior and user_id"). */
    save_behavior: StrictBoolean.optional(),
  })
  .strict()
  .superRefine((o, ctx) => {
    if ((o.user_id === undefined) === (o.username === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['user_id'],
        message: 'Send user_id or username (one of them)',
      });
    if (o.save_behavior && o.field_set_key && o.field_set_key !== 'save_behavior')
      ctx.addIssue({
        code: 'custom',
        path: ['save_behavior'],
        message: `save_behavior asks for its own field set; leave out field_set_key ${o.field_set_key}`,
      });
  })
  .transform(({ save_behavior, ...o }) => ({
    ...o,
    field_set_key: save_behavior ? ('save_behavior' as const) : o.field_set_key,
  }));

/**
 * The viewer's own facts (MC §3 "Viewer and session"), answered on the session's viewer and on
 * UserResource when the user asked for is the viewer. A function so `User` is defined first.
 */
function ViewerFacts() {
  return z.object({
    first_name: z.string(),
    full_name: z.string(),
    image_medium_url: z.string().nullable(),
    /** The viewer may send and receive pins in messages (their account allows messages). */
    should_show_messaging: z.boolean(),
    /** They have a "Profile" board of quick saves. */
    has_quicksave_board: z.boolean(),
    /** 0: Save goes to the profile (classic); 1: Save shows the board picker (inline). */
    save_behavior: z.union([z.literal(0), z.literal(1)]),
    /** Their boards only they (and collaborators) see. */
    secretBoardCount: z.number().int(),
    /** In the creator program (PC §6): sees story pins' stats. Set by an operator. */
    isPartner: z.boolean(),
    /** Works for the people running this Tack (set by an operator). */
    isEmployee: z.boolean(),
    /** Hid a weight-loss ad: the feeds leave such ads out for them (PC §3, §4). */
    weight_loss_ads_opted_out: z.boolean(),
  });
}
export const ViewerFactsSchema = ViewerFacts();
export type ViewerFacts = z.infer<typeof ViewerFactsSchema>;

/** The UserResource answer: the profile, with the viewer's own facts when it is them. */
export const UserAnswer = User.extend(ViewerFacts().partial().shape).extend({
  isAuth: z.literal(true).optional(),
  country: z.string().optional(),
  locale: z.string().optional(),
});
/** `field_set_key: quicksave`. */
export const UserQuicksave = z.object({
  id: Id,
  has_quicksave_board: z.boolean(),
  quicksave_board_id: Id.nullable(),
  save_behavior: z.union([z.literal(0), z.literal(1)]),
});
/** `field_set_key: save_behavior` (or the option `save_behavior: true`). */
export const UserSaveBehavior = z.object({
  id: Id,
  save_behavior: z.union([z.literal(0), z.literal(1)]),
});

/** UserStateResource (MC §7): one piece of the viewer's state by name. */
export const UserStateOptions = z
  .object({
    state: z.literal('QUICK_SAVES_BOARD_ID', {
      error: 'state must be QUICK_SAVES_BOARD_ID (the one state Tack keeps)',
    }),
  })
  .strict();
/** The quick saves board's id, or null when the viewer has none yet. */
export const UserState = z.object({
  state: z.literal('QUICK_SAVES_BOARD_ID'),
  value: Id.nullable(),
});

/**
 * Names no username may take: every first segment of the route table (a profile at
 * `/{username}/` would be shadowed by the page), and the server's own prefixes and names kept
 * for pages to come.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  ...ROUTE_FIRST_SEGMENTS,
  'about',
  'api',
  'assets',
  'attribution_source',
  'healthz',
  'logout',
  'manifest',
  'media',
  'news_hub',
  'openapi',
  'resource',
  'robots',
  'sitemap',
  'static',
  'sw',
  'v3',
  'v5',
  'vx',
]);
