import { z } from 'zod';
import type { ResourceDef } from './resources.ts';
import { Empty } from './common.ts';
import { acting } from './call-options.ts';
import {
  BusinessAccess,
  BusinessAccessOptions,
  BusinessInviteAcceptOptions,
  BusinessInviteCreated,
  BusinessInviteCreateOptions,
  BusinessInviteGetOptions,
  BusinessInviteInfo,
  BusinessInviteRevokeOptions,
  BusinessManagerRemoveOptions,
  BusinessManagerUpdateOptions,
  BusinessProfile,
  BusinessSecurityUpdateOptions,
  Campaign,
  CampaignCreateOptions,
  CampaignUpdateOptions,
} from './business.ts';

const def = <I extends z.ZodType, O extends z.ZodType>(d: ResourceDef<I, O>) => d;

/** Issue 14: business access (MC §3, §4, §6, §7) and advertisers' campaigns (PC §1, §3, §4). */
export const businessResources = {
  BusinessAccessResource: {
    get: def({
      options: BusinessAccessOptions,
      data: BusinessAccess,
      auth: 'user',
      summary: "A business profile's managers, invites and security (its managers only)",
    }),
  },
  BusinessInviteResource: {
    get: def({
      options: BusinessInviteGetOptions,
      data: BusinessInviteInfo,
      auth: 'user',
      summary: 'Which profile an invite link asks you to manage, with which permissions',
    }),
    create: def({
      options: BusinessInviteCreateOptions,
      data: BusinessInviteCreated,
      auth: 'user',
      summary: 'Make an invite link to manage a profile (its admins)',
    }),
    update: def({
      options: BusinessInviteAcceptOptions,
      data: BusinessProfile,
      auth: 'user',
      summary: 'Accept an invite link: become a manager of the profile',
    }),
    delete: def({
      options: BusinessInviteRevokeOptions,
      data: Empty,
      auth: 'user',
      summary: 'Revoke an invite link that was not used (its admins)',
    }),
  },
  BusinessManagerResource: {
    update: def({
      options: BusinessManagerUpdateOptions,
      data: Empty,
      auth: 'user',
      summary: "Change a manager's permissions (the profile's admins)",
    }),
    delete: def({
      options: BusinessManagerRemoveOptions,
      data: Empty,
      auth: 'user',
      summary: 'Remove a manager (admins), or stop managing a profile (yourself)',
    }),
  },
  BusinessSecurityResource: {
    update: def({
      options: BusinessSecurityUpdateOptions,
      data: Empty,
      auth: 'user',
      summary: 'Ask the profile’s managers for two-factor sign-in (its admins)',
    }),
  },
  CampaignResource: {
    create: def({
      options: CampaignCreateOptions,
      data: Campaign,
      auth: 'user',
      summary: 'Promote one of the acting business profile’s pins with a campaign',
    }),
    update: def({
      options: CampaignUpdateOptions,
      data: Campaign,
      auth: 'user',
      summary: 'Pause, resume or stop a campaign of the acting profile',
    }),
  },
  CampaignsResource: {
    get: def({
      options: z.object(acting).strict(),
      data: z.array(Campaign),
      auth: 'user',
      summary: "The acting business profile's campaigns, newest first",
    }),
  },
};
