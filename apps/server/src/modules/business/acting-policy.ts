import type { BusinessPermission } from '@tack/contract';

/**
 * Which calls a manager may make as a business profile (MC §6, PC §6), and the permission each
 * needs: reads of the profile's boards and pins need any role, writes need the role for their
 * area. A call not listed never runs as another profile: named with `orbac_subject_id` it is
 * refused; under the switcher's header it runs as the person themselves (their settings, their
 * security, their notifications), so acting can never reach an account's own controls.
 */
const READS = [
  'BoardResource.get',
  'BoardsResource.get',
  'BoardSectionResource.get',
  'BoardSectionsResource.get',
  'BoardFeedResource.get',
  'BoardCollaboratorsResource.get',
  'BoardInvitesResource.get',
  'UserSavedPinsResource.get',
  'UserCreatedPinsResource.get',
  'PinResource.get',
];
const BOARDS = [
  'BoardResource.create',
  'BoardResource.update',
  'BoardResource.delete',
  'BoardOrderResource.update',
  'BoardSectionResource.create',
  'BoardSectionResource.update',
  'BoardSectionResource.delete',
  'BoardInviteResource.create',
  'BoardInviteResource.update',
  'BoardInviteResource.delete',
  'BoardCollaboratorResource.delete',
];
const PINS = [
  'PinResource.create',
  'PinResource.update',
  'PinResource.delete',
  'RepinResource.create',
  'BulkEditResource.update',
  'BulkEditResource.delete',
  'BulkEditSelectAllResource.delete',
  'PagePreviewResource.create',
  'StoryPinDraftsResource.get',
  'StoryPinDraftResource.get',
  'StoryPinDraftResource.create',
  'StoryPinDraftResource.update',
  'StoryPinDraftResource.delete',
  'StoryPinResource.create',
];
const ADS = ['CampaignResource.create', 'CampaignResource.update', 'CampaignsResource.get'];

export const ACTING_POLICY: Readonly<Record<string, BusinessPermission | 'ANY'>> = {
  ...Object.fromEntries(READS.map((c) => [c, 'ANY'])),
  ...Object.fromEntries(BOARDS.map((c) => [c, 'MANAGE_BOARDS'])),
  ...Object.fromEntries(PINS.map((c) => [c, 'CREATE_EDIT_PINS'])),
  ...Object.fromEntries(ADS.map((c) => [c, 'MANAGE_ADS'])),
  'PinAnalyticsResource.get': 'VIEW_STATS',
};

/** The permission `call` (`Resource.action`) needs as another profile; null: not done as one. */
export function actingPermission(call: string): BusinessPermission | 'ANY' | null {
  return Object.hasOwn(ACTING_POLICY, call) ? ACTING_POLICY[call]! : null;
}
