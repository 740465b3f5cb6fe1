import { PinStats, PinStatsOptions } from './pin-stats.ts';
import { z } from 'zod';
import { Empty, Page } from './common.ts';
import { FollowListOptions, FollowPage, UserFollowOptions, UserFollowResult } from './follows.ts';
import { PinFeedbackOptions, PinFeedbackResult } from './pin-feedback.ts';
import { SearchListOptions, SearchPinsOptions, Suggestions, SuggestionsOptions } from './search.ts';
import {
  FeedControl,
  Interest,
  InterestFeedOptions,
  InterestFollowOptions,
  InterestFollowResult,
  InterestGetOptions,
  InterestsOptions,
} from './interest.ts';
import { PreferencesUpdateOptions, ProfilePreferences } from './preferences.ts';
import {
  BoardInvite,
  BulkDeleteOptions,
  BulkEditOptions,
  BulkEditResult,
  Collaborator,
  CollaboratorRemoveOptions,
  CollaboratorsListOptions,
  InviteAcceptOptions,
  InviteCreateOptions,
} from './collaboration.ts';

import {
  AdminExperience,
  AdminExperienceGetOptions,
  AdminExperienceUpdateOptions,
  EventsOptions,
  ExperienceDraft,
  ExperiencePlatformData,
  ExperiencePlatformOptions,
  ExperienceReport,
  ExperienceReportOptions,
  PlacementExperiences,
  PlacementExperiencesOptions,
} from './experience.ts';
import { LoginOptions, SignupOptions } from './auth.ts';
import {
  EmailChange,
  EmailChangeOptions,
  EmailVerificationResend,
  EmailVerificationResendOptions,
  Onboarding,
  OnboardingUpdateOptions,
  Outbox,
  OutboxOptions,
  PasswordResetCheck,
  PasswordResetCheckOptions,
  PasswordResetOptions,
  PasswordResetRequest,
  PasswordResetRequestOptions,
} from './account.ts';
import {
  EmailSubscription,
  EmailSubscriptionGetOptions,
  EmailSubscriptionUpdateOptions,
} from './email.ts';
import {
  BlockedUsersOptions,
  BlockedUsersPage,
  PrivacySettings,
  PrivacyUpdateOptions,
  UserBlockOptions,
  UserBlockResult,
} from './privacy.ts';
import { AccountLeaveOptions, AccountLeaveResult } from './account.ts';
import { settingsResources } from './settings-resources.ts';
import { passkeyResources } from './passkey.ts';
import { apiAccessResources } from './api-access.ts';
import { trustResources } from './trust-resources.ts';
import { reportResources } from './report-resources.ts';
import { inviteResources } from './invite-resources.ts';
import { eventResources } from './event-resources.ts';
import { pageResources } from './page-resources.ts';
import { offsiteResources } from './offsite-resources.ts';
import { businessResources } from './business-resources.ts';
import {
  NotificationCount,
  NotificationPage,
  NotificationSettings,
  NotificationSettingsUpdateOptions,
  NotificationsOptions,
  NotificationsSeen,
  NotificationsSeenOptions,
  PinSendOptions,
  PinSendResult,
  SendRecipients,
  SendRecipientsOptions,
} from './notification.ts';
import {
  Comment,
  CommentCreateOptions,
  CommentDeleteOptions,
  CommentPage,
  CommentsOptions,
} from './comment.ts';
import {
  Session,
  User,
  UserAnswer,
  UserGetOptions,
  UserQuicksave,
  UserSaveBehavior,
  UserSummary,
} from './user.ts';
import {
  BOARD_FIELD_SET_SCHEMAS,
  BoardGridItem,
  BoardsPage,
  boardsPage,
  RemovedCollaborator,
  RemovedCollaboratorBoardEdit,
} from './field-sets.ts';
import { specCallResources } from './spec-call-resources.ts';
import {
  Board,
  BoardCreateOptions,
  BoardDeleteOptions,
  BoardGetOptions,
  BoardSection,
  BoardOrderOptions,
  BoardUpdateOptions,
  BoardsListOptions,
  SectionCreateOptions,
  SectionDeleteOptions,
  SectionGetOptions,
  SectionsListOptions,
  SectionUpdateOptions,
} from './board.ts';
import { PagePreviewOptions } from './pin-source.ts';
import { mediaResources } from './media-resources.ts';
import { importResources } from './import-resources.ts';
import {
  BoardFeedOptions,
  FeedOptions,
  PagePreview,
  Pin,
  PinCreateOptions,
  PinDeleteOptions,
  PinGetOptions,
  PinUpdateOptions,
  ReactionDeleteOptions,
  ReactionOptions,
  ReactionResult,
  RelatedPinsOptions,
  RepinCreateOptions,
  RepinResult,
  SavedFeedOptions,
  UserFeedOptions,
} from './pin.ts';

export type ResourceAction = 'get' | 'create' | 'update' | 'delete';

export interface ResourceDef<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  F extends Record<string, z.ZodType> = Record<string, z.ZodType>,
> {
  options: I;
  data: O;
  /**
   * Answers by `field_set_key` (field-sets.ts): with a key listed here, the answer is checked
   * against (and trimmed to) its schema instead of `data`.
   */
  fieldSets?: F;
  /** Who may call it: anyone, or only a signed-in viewer (401 otherwise). */
  auth: 'public' | 'user';
  summary: string;
}

const def = <
  I extends z.ZodType,
  O extends z.ZodType,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no field sets by default
  F extends Record<string, z.ZodType> = {},
>(
  d: ResourceDef<I, O, F>,
) => d;

/**
 * Every `/resource/<Name>/<action>/` call: the server dispatches through this table,
 * the OpenAPI document is generated from it, and the web client is typed by it.
 */
export const resources = {
  UserSessionResource: {
    get: def({
      options: Empty,
      data: Session,
      auth: 'public',
      summary: 'The current session and viewer',
    }),
    create: def({ options: LoginOptions, data: Session, auth: 'public', summary: 'Log in' }),
    delete: def({ options: Empty, data: Session, auth: 'public', summary: 'Log out' }),
  },
  UserRegisterResource: {
    create: def({
      options: SignupOptions,
      data: Session,
      auth: 'public',
      summary: 'Sign up and log in',
    }),
  },
  EmailVerificationResource: {
    create: def({
      options: EmailVerificationResendOptions,
      data: EmailVerificationResend,
      auth: 'public',
      summary: 'Send a new email verification link (signed in, or from an old link)',
    }),
  },
  EmailChangeResource: {
    get: def({
      options: Empty,
      data: EmailChange,
      auth: 'user',
      summary: 'The email change waiting for its confirmation, if any',
    }),
    create: def({
      options: EmailChangeOptions,
      data: EmailChange,
      auth: 'user',
      summary: 'Change your email (password required; confirmed from the new address)',
    }),
  },
  PasswordResetRequestResource: {
    create: def({
      options: PasswordResetRequestOptions,
      data: PasswordResetRequest,
      auth: 'public',
      summary: 'Mail a password reset link (the same answer for any address)',
    }),
  },
  PasswordResetResource: {
    get: def({
      options: PasswordResetCheckOptions,
      data: PasswordResetCheck,
      auth: 'public',
      summary: 'Whether a password reset link still works',
    }),
    update: def({
      options: PasswordResetOptions,
      data: Session,
      auth: 'public',
      summary: 'Set a new password from a reset link: signs out everywhere, signs this browser in',
    }),
  },
  SecurePanicResource: {
    create: def({
      options: Empty,
      data: Session,
      auth: 'user',
      summary: 'Secure a hacked account: sign out everywhere, require and mail a password reset',
    }),
  },
  EmailSubscriptionResource: {
    get: def({
      options: EmailSubscriptionGetOptions,
      data: EmailSubscription,
      auth: 'public',
      summary: 'Which kinds of email a person gets (from an unsubscribe link, or signed in)',
    }),
    update: def({
      options: EmailSubscriptionUpdateOptions,
      data: EmailSubscription,
      auth: 'public',
      summary: 'Turn kinds of email on or off (from an unsubscribe link, or signed in)',
    }),
  },
  OnboardingResource: {
    get: def({
      options: Empty,
      data: Onboarding,
      auth: 'user',
      summary: 'Onboarding answers, and whether it is done',
    }),
    update: def({
      options: OnboardingUpdateOptions,
      data: Onboarding,
      auth: 'user',
      summary: 'Save onboarding answers (country, language, use case) or finish it',
    }),
  },
  AdminOutboxResource: {
    get: def({
      options: OutboxOptions,
      data: Outbox,
      auth: 'user',
      summary: 'Operators: mail Tack sent or holds, newest first',
    }),
  },
  BusinessConvertResource: {
    create: def({
      options: Empty,
      data: Session,
      auth: 'user',
      summary: 'Convert the viewer to a business account',
    }),
  },
  UserPreferencesResource: {
    get: def({
      options: Empty,
      data: ProfilePreferences,
      auth: 'user',
      summary: 'Profile view preferences',
    }),
    update: def({
      options: PreferencesUpdateOptions,
      data: ProfilePreferences,
      auth: 'user',
      summary: 'Change profile view preferences',
    }),
  },
  UserResource: {
    get: def({
      options: UserGetOptions,
      data: UserAnswer,
      fieldSets: { profile: User, quicksave: UserQuicksave, save_behavior: UserSaveBehavior },
      auth: 'public',
      summary: "A user profile (with the viewer's own facts when it is the viewer)",
    }),
  },
  BoardResource: {
    get: def({
      options: BoardGetOptions,
      data: Board,
      fieldSets: BOARD_FIELD_SET_SCHEMAS,
      auth: 'public',
      summary: 'A board (field sets: profile_grid_item, boardEdit, pin_count)',
    }),
    create: def({
      options: BoardCreateOptions,
      data: Board,
      auth: 'user',
      summary: 'Create a board (always public)',
    }),
    update: def({
      options: BoardUpdateOptions,
      data: Board,
      auth: 'user',
      summary: 'Rename, describe or set privacy',
    }),
    delete: def({
      options: BoardDeleteOptions,
      data: z.object({ id: z.string() }),
      auth: 'user',
      summary: 'Delete a board and its pins',
    }),
  },
  BoardsResource: {
    get: def({
      options: BoardsListOptions,
      data: BoardsPage,
      fieldSets: {
        profile_grid_item: boardsPage(BoardGridItem),
        pin_count: boardsPage(BOARD_FIELD_SET_SCHEMAS.pin_count),
      },
      auth: 'public',
      summary: "A user's boards",
    }),
  },
  BoardOrderResource: {
    update: def({
      options: BoardOrderOptions,
      data: z.object({ board_ids: z.array(z.string()) }),
      auth: 'user',
      summary: 'Custom board order (drag to reorder)',
    }),
  },
  BoardSectionResource: {
    get: def({
      options: SectionGetOptions,
      data: BoardSection,
      auth: 'public',
      summary: 'A section by its board and slug',
    }),
    create: def({
      options: SectionCreateOptions,
      data: BoardSection,
      auth: 'user',
      summary: 'Create a section',
    }),
    update: def({
      options: SectionUpdateOptions,
      data: BoardSection,
      auth: 'user',
      summary: 'Rename a section',
    }),
    delete: def({
      options: SectionDeleteOptions,
      data: z.object({ id: z.string() }),
      auth: 'user',
      summary: 'Delete a section (its pins stay on the board)',
    }),
  },
  BoardInviteResource: {
    create: def({
      options: InviteCreateOptions,
      data: Collaborator,
      auth: 'user',
      summary: 'Invite a collaborator by username',
    }),
    update: def({
      options: InviteAcceptOptions,
      data: Board,
      auth: 'user',
      summary: 'Accept an invite to a board',
    }),
    delete: def({
      options: CollaboratorRemoveOptions,
      data: RemovedCollaborator,
      fieldSets: { boardEdit: RemovedCollaboratorBoardEdit },
      auth: 'user',
      summary: 'Withdraw or decline a pending invite',
    }),
  },
  BoardCollaboratorResource: {
    delete: def({
      options: CollaboratorRemoveOptions,
      data: RemovedCollaborator,
      fieldSets: { boardEdit: RemovedCollaboratorBoardEdit },
      auth: 'user',
      summary: 'Remove a collaborator, or leave a board',
    }),
  },
  BoardCollaboratorsResource: {
    get: def({
      options: CollaboratorsListOptions,
      data: z.array(Collaborator),
      auth: 'public',
      summary: "A board's collaborators and pending invites",
    }),
  },
  BoardInvitesResource: {
    get: def({
      options: Empty,
      data: z.array(BoardInvite),
      auth: 'user',
      summary: "The viewer's pending board invites",
    }),
  },
  BulkEditResource: {
    update: def({
      options: BulkEditOptions,
      data: BulkEditResult,
      auth: 'user',
      summary: 'Move, copy, sectionize or delete many pins at once',
    }),
    delete: def({
      options: BulkDeleteOptions,
      data: BulkEditResult,
      auth: 'user',
      summary: 'Delete these pins of a board or section (MC §7)',
    }),
  },
  BoardSectionsResource: {
    get: def({
      options: SectionsListOptions,
      data: z.array(BoardSection),
      auth: 'public',
      summary: "A board's sections",
    }),
  },
  PinResource: {
    get: def({ options: PinGetOptions, data: Pin, auth: 'public', summary: 'A pin' }),
    create: def({
      options: PinCreateOptions,
      data: Pin,
      auth: 'user',
      summary: 'Create a pin from an upload, an image address or base64 bytes',
    }),
    update: def({
      options: PinUpdateOptions,
      data: Pin,
      auth: 'user',
      summary: 'Edit a pin: board, section, note, text',
    }),
    delete: def({
      options: PinDeleteOptions,
      data: z.object({ id: z.string() }),
      auth: 'user',
      summary: 'Delete a pin, or a saved pin',
    }),
  },
  PagePreviewResource: {
    create: def({
      options: PagePreviewOptions,
      data: PagePreview,
      auth: 'user',
      summary:
        'Read a web page to make a pin from it: its title, description, images of at least ' +
        '200 px and product or recipe data (fetched by the server through its guarded fetcher)',
    }),
  },
  PinReactionResource: {
    create: def({
      options: ReactionOptions,
      data: ReactionResult,
      auth: 'user',
      summary: 'React to a pin (one reaction per viewer)',
    }),
    delete: def({
      options: ReactionDeleteOptions,
      data: ReactionResult,
      auth: 'user',
      summary: 'Remove your reaction',
    }),
  },
  PinAnalyticsResource: {
    get: def({
      options: PinStatsOptions,
      data: PinStats,
      auth: 'public',
      summary:
        "A pin's statistics over the last 7, 14 or 30 days (PC §2 /pin/{id}/analytics): its " +
        'pinner and operators; 404 for anyone else',
    }),
  },
  RepinResource: {
    create: def({
      options: RepinCreateOptions,
      data: RepinResult,
      auth: 'user',
      summary: 'Save a pin to a board',
    }),
  },
  SearchPinsResource: {
    get: def({
      options: SearchPinsOptions,
      data: Page(Pin),
      auth: 'public',
      summary: 'Pins matching a search, best first',
    }),
  },
  SearchBoardsResource: {
    get: def({
      options: SearchListOptions,
      data: Page(Board),
      auth: 'public',
      summary: 'Boards matching a search (content type 3)',
    }),
  },
  SearchUsersResource: {
    get: def({
      options: SearchListOptions,
      data: Page(UserSummary),
      auth: 'public',
      summary: 'People matching a search (content type 4)',
    }),
  },
  SearchSuggestionsResource: {
    get: def({
      options: SuggestionsOptions,
      data: Suggestions,
      auth: 'public',
      summary: 'Suggestions as you type',
    }),
  },
  UserFollowResource: {
    create: def({
      options: UserFollowOptions,
      data: UserFollowResult,
      auth: 'user',
      summary: 'Follow a user',
    }),
    delete: def({
      options: UserFollowOptions,
      data: UserFollowResult,
      auth: 'user',
      summary: 'Unfollow a user',
    }),
  },
  UserFollowersResource: {
    get: def({
      options: FollowListOptions,
      data: FollowPage,
      auth: 'public',
      summary: "A user's followers, 50 a page",
    }),
  },
  UserFollowingResource: {
    get: def({
      options: FollowListOptions,
      data: FollowPage,
      auth: 'public',
      summary: 'Users a user follows, 50 a page',
    }),
  },
  UserBlockResource: {
    create: def({
      options: UserBlockOptions,
      data: UserBlockResult,
      auth: 'user',
      summary: 'Block a person: they no longer see your profile, boards or pins (not told)',
    }),
    delete: def({
      options: UserBlockOptions,
      data: UserBlockResult,
      auth: 'user',
      summary: 'Unblock a person',
    }),
  },
  UserBlocksResource: {
    get: def({
      options: BlockedUsersOptions,
      data: BlockedUsersPage,
      auth: 'user',
      summary: 'The people you blocked, newest first',
    }),
  },
  UserPrivacyResource: {
    get: def({
      options: Empty,
      data: PrivacySettings,
      auth: 'user',
      summary: 'Your privacy settings: who may message you',
    }),
    update: def({
      options: PrivacyUpdateOptions,
      data: PrivacySettings,
      auth: 'user',
      summary: 'Change who may message you',
    }),
  },
  UserDeactivationResource: {
    create: def({
      options: AccountLeaveOptions,
      data: AccountLeaveResult,
      auth: 'user',
      summary:
        'Deactivate your account (hidden until you log in again), confirmed with your password',
    }),
  },
  PinFeedbackResource: {
    update: def({
      options: PinFeedbackOptions,
      data: PinFeedbackResult,
      auth: 'user',
      summary:
        'Hide a pin (from the home feed, a search with query, a news item with news_id) with ' +
        'the reason given (board_id, user_id, interest_id, complaint_reason, ...), or undo',
    }),
  },
  UserHomefeedResource: {
    get: def({ options: FeedOptions, data: Page(Pin), auth: 'public', summary: 'The home feed' }),
  },
  RelatedPinsResource: {
    get: def({
      options: RelatedPinsOptions,
      data: Page(Pin),
      auth: 'public',
      summary: 'Pins sharing a board, an interest or a domain with this one',
    }),
  },
  InterestsResource: {
    get: def({
      options: InterestsOptions,
      data: Page(Interest),
      auth: 'public',
      summary: 'Interests, the most pinned first',
    }),
  },
  InterestResource: {
    get: def({
      options: InterestGetOptions,
      data: Interest,
      auth: 'public',
      summary: 'An interest',
    }),
  },
  InterestFeedResource: {
    get: def({
      options: InterestFeedOptions,
      data: Page(Pin),
      auth: 'public',
      summary: "An interest's pins, newest first",
    }),
  },
  InterestFollowResource: {
    create: def({
      options: InterestFollowOptions,
      data: InterestFollowResult,
      auth: 'user',
      summary: 'Follow an interest',
    }),
    delete: def({
      options: InterestFollowOptions,
      data: InterestFollowResult,
      auth: 'user',
      summary: 'Unfollow an interest',
    }),
  },
  FeedControlResource: {
    get: def({
      options: Empty,
      data: FeedControl,
      auth: 'user',
      summary: 'Tune your home feed: followed sources and hidden pins',
    }),
  },
  BoardFeedResource: {
    get: def({
      options: BoardFeedOptions,
      data: Page(Pin),
      auth: 'public',
      summary: "A board's pins",
    }),
  },
  UserSavedPinsResource: {
    get: def({
      options: SavedFeedOptions,
      data: Page(Pin),
      auth: 'public',
      summary: 'Pins a user saved (own profile: with filters)',
    }),
  },
  UserCreatedPinsResource: {
    get: def({
      options: UserFeedOptions,
      data: Page(Pin),
      auth: 'public',
      summary: 'Pins a user created',
    }),
  },
  NotificationsResource: {
    get: def({
      options: NotificationsOptions,
      data: NotificationPage,
      auth: 'user',
      summary: "The viewer's notifications, grouped, newest first",
    }),
  },
  NotificationCountResource: {
    get: def({
      options: Empty,
      data: NotificationCount,
      auth: 'user',
      summary: "How many of the viewer's notifications are unread (for the header's badge)",
    }),
  },
  NotificationsSeenResource: {
    update: def({
      options: NotificationsSeenOptions,
      data: NotificationsSeen,
      auth: 'user',
      summary: 'Mark the notifications seen, up to the newest one shown',
    }),
  },
  NotificationSettingsResource: {
    get: def({
      options: Empty,
      data: NotificationSettings,
      auth: 'user',
      summary: 'Which notifications the viewer gets in the app and by email',
    }),
    update: def({
      options: NotificationSettingsUpdateOptions,
      data: NotificationSettings,
      auth: 'user',
      summary: 'Change which notifications the viewer gets',
    }),
  },
  PinCommentsResource: {
    get: def({
      options: CommentsOptions,
      data: CommentPage,
      auth: 'public',
      summary: "A pin's comments, newest first",
    }),
  },
  PinCommentResource: {
    create: def({
      options: CommentCreateOptions,
      data: Comment,
      auth: 'user',
      summary: 'Comment on a pin (its pinner is notified)',
    }),
    delete: def({
      options: CommentDeleteOptions,
      data: z.object({ id: z.string() }),
      auth: 'user',
      summary: 'Delete your comment, or any comment on your pin',
    }),
  },
  PinSendResource: {
    create: def({
      options: PinSendOptions,
      data: PinSendResult,
      auth: 'user',
      summary: 'Send a pin to people you follow or who follow you',
    }),
  },
  SendRecipientsResource: {
    get: def({
      options: SendRecipientsOptions,
      data: SendRecipients,
      auth: 'user',
      summary: 'People the viewer may send a pin to',
    }),
  },
  UserExperiencePlatformResource: {
    get: def({
      options: ExperiencePlatformOptions,
      data: ExperiencePlatformData,
      auth: 'public',
      summary:
        "Every placement's experience for this viewer (multi: every candidate per placement)",
    }),
  },
  UserExperienceResource: {
    get: def({
      options: PlacementExperiencesOptions,
      data: PlacementExperiences,
      auth: 'public',
      summary: 'The experience to show in each of these placements',
    }),
    delete: def({
      options: ExperienceReportOptions,
      data: ExperienceReport,
      auth: 'public',
      summary: 'Dismiss a placed experience',
    }),
  },
  ViewedExperienceResource: {
    get: def({
      options: ExperienceReportOptions,
      data: ExperienceReport.nullable(),
      auth: 'public',
      summary: "This viewer's state of a placed experience",
    }),
    update: def({
      options: ExperienceReportOptions,
      data: ExperienceReport,
      auth: 'public',
      summary: 'Report that a placed experience was shown',
    }),
  },
  CompletedExperienceResource: {
    update: def({
      options: ExperienceReportOptions,
      data: ExperienceReport,
      auth: 'public',
      summary: 'Complete a placed experience (never served again)',
    }),
  },
  ExperienceEventsResource: {
    create: def({
      options: EventsOptions,
      data: z.object({ stored: z.number().int() }),
      auth: 'public',
      summary: 'Log experience clicks, views, completions and dismissals',
    }),
  },
  AdminExperiencesResource: {
    get: def({
      options: Empty,
      data: z.object({ items: z.array(AdminExperience) }),
      auth: 'user',
      summary: 'Operators: every experience with its counts',
    }),
  },
  AdminExperienceResource: {
    get: def({
      options: AdminExperienceGetOptions,
      data: AdminExperience,
      auth: 'user',
      summary: 'Operators: one experience',
    }),
    create: def({
      options: ExperienceDraft,
      data: AdminExperience,
      auth: 'user',
      summary: 'Operators: author an experience',
    }),
    update: def({
      options: AdminExperienceUpdateOptions,
      data: AdminExperience,
      auth: 'user',
      summary: 'Operators: edit, schedule, target or pause an experience',
    }),
    delete: def({
      options: AdminExperienceGetOptions,
      data: z.object({ id: z.string() }),
      auth: 'user',
      summary: 'Operators: delete an experience',
    }),
  },
  ...settingsResources,
  ...passkeyResources,
  ...apiAccessResources,
  // Settings' account call (language and country) and leaving: one resource, two actions.
  UserAccountResource: {
    ...settingsResources.UserAccountResource,
    delete: def({
      options: AccountLeaveOptions,
      data: AccountLeaveResult,
      auth: 'user',
      summary: 'Delete your account and everything in it, confirmed with your password',
    }),
  },
  ...specCallResources,
  ...trustResources,
  ...reportResources,
  ...mediaResources,
  ...inviteResources,
  ...eventResources,
  ...pageResources,
  ...offsiteResources,
  ...businessResources,
  ...importResources,
} as const satisfies Record<string, Partial<Record<ResourceAction, ResourceDef>>>;

export type Resources = typeof resources;
export type ResourceName = keyof Resources;
export type ActionOf<N extends ResourceName> = keyof Resources[N] & ResourceAction;
type DefOf<N extends ResourceName, A extends ActionOf<N>> =
  Resources[N][A] extends ResourceDef<infer I, infer O>
    ? { input: z.input<I>; output: z.output<O> }
    : never;
export type ResourceInput<N extends ResourceName, A extends ActionOf<N>> = DefOf<N, A>['input'];
export type ResourceData<N extends ResourceName, A extends ActionOf<N>> = DefOf<N, A>['output'];

/** HTTP methods a resource action answers to (MC §7's generic call: GET, POST, PUT, PATCH, DELETE). */
export const ACTION_METHODS: Record<ResourceAction, readonly string[]> = {
  get: ['GET'],
  create: ['POST'],
  update: ['POST', 'PUT', 'PATCH'],
  delete: ['POST', 'DELETE'],
};
