import { z } from 'zod';
import { Id, StrictBoolean } from './common.ts';
import { nameText } from './text.ts';
import { acting } from './call-options.ts';
import { COUNTRIES } from './account-constants.ts';
import { BUSINESS_PERMISSIONS, GRANTABLE_PERMISSIONS } from './business-rules.ts';
import { MAX_BUDGET_CENTS, MIN_BUDGET_CENTS } from './campaign-rules.ts';

export * from './business-rules.ts';
export * from './campaign-rules.ts';

export const BusinessPermission = z.enum(BUSINESS_PERMISSIONS);
export type BusinessPermission = z.infer<typeof BusinessPermission>;

/** Permissions given to a manager: at least one, never OWNER. */
export const GrantedPermissions = z
  .array(z.enum(GRANTABLE_PERMISSIONS, { error: 'Choose permissions from the list' }))
  .min(1, 'Choose at least one permission')
  .max(GRANTABLE_PERMISSIONS.length);

/**
 * A profile the viewer may act as (messaging-consent-routes.md §3 "Business profile"): its id,
 * the viewer's permissions on it (OWNER for their own), who it is, and whether the viewer meets
 * its two-factor requirement. `requiresMfa` says whether it has one (why a switch is refused).
 */
export const BusinessProfile = z.object({
  id: Id,
  permissions: z.array(BusinessPermission),
  user: z.object({
    businessName: z.string(),
    username: z.string(),
    imgUrl: z.string().nullable(),
  }),
  viewerMeetsMfaRequirement: z.boolean(),
  requiresMfa: z.boolean(),
  isBusiness: z.boolean(),
});
export type BusinessProfile = z.infer<typeof BusinessProfile>;

/** `GET /vx/business_access/profiles/`: the profiles keyed by id. */
export const BusinessProfiles = z.record(z.string(), BusinessProfile);
export type BusinessProfiles = z.infer<typeof BusinessProfiles>;

export const BusinessManager = z.object({
  user: z.object({
    id: Id,
    username: z.string(),
    fullName: z.string(),
    imgUrl: z.string().nullable(),
  }),
  permissions: z.array(BusinessPermission),
  hasMfa: z.boolean(),
  createdAt: z.string(),
});
export type BusinessManager = z.infer<typeof BusinessManager>;

export const BusinessInviteSummary = z.object({
  id: Id,
  permissions: z.array(BusinessPermission),
  createdAt: z.string(),
  expiresAt: z.string(),
});

/** A business profile's access page (`/business/business-access/{id}/`). */
export const BusinessAccess = z.object({
  profile: BusinessProfile,
  managers: z.array(BusinessManager),
  invites: z.array(BusinessInviteSummary),
  /** The last writes made by managers acting as the profile, newest first. */
  recentActions: z.array(
    z.object({
      call: z.string(),
      objectId: z.string().nullable(),
      actor: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type BusinessAccess = z.infer<typeof BusinessAccess>;

export const BusinessAccessOptions = z.object({ profile_id: Id }).strict();

export const BusinessInviteCreateOptions = z
  .object({ profile_id: Id, permissions: GrantedPermissions })
  .strict();
/** The link is shown once: only its hash is kept. */
export const BusinessInviteCreated = BusinessInviteSummary.extend({
  code: z.string(),
  url: z.string(),
});

const InviteCode = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'That invite link is not valid');
export const BusinessInviteGetOptions = z.object({ code: InviteCode }).strict();
export const BusinessInviteInfo = z.object({
  profile: z.object({
    id: Id,
    businessName: z.string(),
    username: z.string(),
    imgUrl: z.string().nullable(),
  }),
  permissions: z.array(BusinessPermission),
  expiresAt: z.string(),
});
export const BusinessInviteAcceptOptions = z.object({ code: InviteCode }).strict();
export const BusinessInviteRevokeOptions = z.object({ profile_id: Id, invite_id: Id }).strict();

export const BusinessManagerUpdateOptions = z
  .object({ profile_id: Id, user_id: Id, permissions: GrantedPermissions })
  .strict();
export const BusinessManagerRemoveOptions = z.object({ profile_id: Id, user_id: Id }).strict();

export const BusinessSecurityUpdateOptions = z
  .object({ profile_id: Id, require_mfa: StrictBoolean })
  .strict();

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');

/** `/advertiser/quick-promote`: a campaign for one of the acting profile's pins. */
export const CampaignCreateOptions = z
  .object({
    pin_id: Id,
    name: nameText().trim().min(1, 'Name the campaign').max(100, 'At most 100 characters'),
    budget_cents: z
      .number({ error: 'Enter a budget' })
      .int('Budget in whole cents')
      .min(MIN_BUDGET_CENTS, 'The budget is at least 1.00')
      .max(MAX_BUDGET_CENTS, 'That budget is too large'),
    start_date: Day,
    end_date: Day,
    interests: z.array(Id).max(20, 'At most 20 interests').default([]),
    countries: z
      .array(
        z.enum(COUNTRIES as [string, ...string[]], { error: 'Choose a country from the list' }),
      )
      .max(50, 'At most 50 countries')
      .default([]),
    ...acting,
  })
  .strict()
  .refine((o) => o.start_date < o.end_date, {
    message: 'The campaign must end after it starts',
    path: ['end_date'],
  });

export const Campaign = z.object({
  id: Id,
  pinPromotionId: Id,
  advertiserId: Id,
  pin: z.object({ id: Id, title: z.string(), imageUrl: z.string() }),
  name: z.string(),
  budgetCents: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(['active', 'paused', 'stopped']),
  state: z.enum(['scheduled', 'running', 'paused', 'ended', 'stopped']),
  interests: z.array(z.object({ id: Id, name: z.string() })),
  countries: z.array(z.string()),
  createdAt: z.string(),
});
export type Campaign = z.infer<typeof Campaign>;

export const CampaignUpdateOptions = z
  .object({ id: Id, status: z.enum(['active', 'paused', 'stopped']), ...acting })
  .strict();
