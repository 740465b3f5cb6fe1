import type { ColumnType, Generated } from 'kysely';
import type { EmailDigest, NotificationKind } from '@tack/contract';

/**
 * Table types. Portable across SQLite and PostgreSQL: ids are text, timestamps are ISO-8601 text
 * (they sort correctly as text), flags are 0/1 integers and structured values are JSON text.
 */
export interface UsersTable {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  first_name: string;
  full_name: string;
  avatar_signature: string | null;
  role: 'user' | 'admin';
  account_type: Generated<'personal' | 'business'>;
  is_employee: Generated<number>;
  /** The creator-program role of pin-card-and-saving.md §6 (migration 024). */
  is_partner: Generated<number>;
  /** Hid a weight-loss ad: the feeds leave such ads out (migration 026). */
  weight_loss_ads_opted_out: Generated<number>;
  /** A business profile that asks its managers for two-factor sign-in (033). */
  business_requires_mfa: Generated<number>;
  country: string;
  locale: string;
  created_at: string;
  /** When the current email was confirmed from a link sent to it; null until then. */
  email_verified_at: Generated<string | null>;
  /** Set by /secure/panic: the next login is refused until the password is reset. */
  password_reset_required: Generated<number>;
  /** When onboarding was finished or skipped; null while it is still to do. */
  onboarded_at: Generated<string | null>;
  /** The onboarding answer "what brings you here" (contract UseCase), or null. */
  use_case: Generated<string | null>;
  /** The profile's about text (migration 013). */
  about: Generated<string>;
  /** An http(s) link shown on the profile, or null. */
  website_url: Generated<string | null>;
  /** Set while the account is deactivated: hidden from everyone until its owner logs in. */
  deactivated_at: Generated<string | null>;
  /** Who may message this user (enforced where messages are sent). */
  message_policy: Generated<'everyone' | 'following' | 'nobody'>;
  /** The colour theme chosen in settings (migration 021); `system` follows the device. */
  theme: Generated<'system' | 'light' | 'dark'>;
}

export interface SessionsTable {
  /** sha256 of the cookie token: a stolen database does not yield live sessions. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  /** The browser's User-Agent at sign-in, shown as a device in settings. */
  user_agent: Generated<string | null>;
  /** The client address and time of the last use, written at most once a minute. */
  last_ip: Generated<string | null>;
  last_used_at: Generated<string | null>;
}

/** An old username: its profile URLs redirect to the new one, and no one else may take it. */
export interface UsernameRedirectsTable {
  old_username: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

/** A person's TOTP secret; `enabled_at` is null until they confirm a code from their app. */
export interface TwoFactorTable {
  user_id: string;
  secret: string;
  enabled_at: string | null;
  /** The last accepted TOTP time step (30 s each): a code of that step or before is a replay. */
  last_step: number | null;
  /** Wrong codes since `failed_since` (the rate limit's window). */
  failed_count: Generated<number>;
  failed_since: string | null;
  created_at: string;
}

/** Single-use recovery codes, stored as their SHA-256 (they carry 80 random bits). */
export interface RecoveryCodesTable {
  user_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** The step between a right password and the second factor; the cookie holds its token. */
export interface LoginChallengesTable {
  /** sha256 of the challenge cookie's token. */
  id: string;
  user_id: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  /** The challenge a "Use a passkey" answer must sign (022); cleared when used. */
  webauthn_challenge: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A WebAuthn credential registered as a second factor (022). */
export interface PasskeysTable {
  /** The credential ID, base64url. */
  id: string;
  user_id: string;
  name: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** bigint: PostgreSQL answers it as a string. */
  counter: ColumnType<string | number, number, number>;
  /** Comma-separated transports the browser reported (usb, internal, hybrid...). */
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

/** A passkey registration in progress: its challenge, single use, short-lived (022). */
export interface PasskeyRegistrationsTable {
  user_id: string;
  challenge: string;
  expires_at: string;
}

export interface BoardsTable {
  id: string;
  owner_id: string;
  name: string;
  slug: string;
  description: string;
  privacy: 'public' | 'protected' | 'secret';
  layout: 'default' | 'quick_saves';
  /** The cover pin its owner chose (one of its pins), or null for its newest pin. */
  cover_pin_id: string | null;
  pin_count: Generated<number>;
  section_count: Generated<number>;
  sort_order: Generated<number>;
  follower_count: Generated<number>;
  /** JSON list of action names collaborators may do (spec §5). */
  collaborator_permissions: Generated<string>;
  is_archived: Generated<number>;
  created_at: string;
  updated_at: string;
  last_pinned_at: string | null;
}

export interface BoardSectionsTable {
  id: string;
  board_id: string;
  title: string;
  slug: string;
  pin_count: Generated<number>;
  sort_order: Generated<number>;
  created_at: string;
}

export interface ImagesTable {
  /** Content hash of the original bytes; also the storage key. */
  signature: string;
  width: number;
  height: number;
  dominant_color: string;
  mime: string;
  bytes: number;
  created_at: string;
}

export interface PinsTable {
  id: string;
  pinner_id: string;
  board_id: string;
  section_id: string | null;
  title: string;
  description: string;
  link: string | null;
  domain: string | null;
  alt_text: string | null;
  image_signature: string;
  width: number;
  height: number;
  dominant_color: string;
  /** JSON of contract RichSummary, or null. */
  rich_summary: string | null;
  /** JSON of contract CarouselData without images (slots carry image signatures), or null. */
  carousel_data: string | null;
  /** JSON `{ video?, gif?, story? }` (see pins/pin-media.ts); null for still images. */
  media: string | null;
  is_promoted: Generated<number>;
  /** A promoted pin about weight loss (spec adData.isWeightLossAd; migration 026). */
  is_weight_loss_ad: Generated<number>;
  /** An ad's campaign (spec campaignId; migration 031), sent with its attribution calls. */
  campaign_id: string | null;
  promoter_name: string | null;
  origin_pin_id: string | null;
  save_count: Generated<number>;
  favorite_count: Generated<number>;
  /** The saver's own note on a saved pin. */
  note: Generated<string>;
  created_at: string;
  /** An ad from another network (labelled "Ad"); not copied to saves, like promotion. */
  is_third_party_ad: Generated<number>;
  /** Second-hand goods (labelled "Pre-owned"). */
  is_pre_owned: Generated<number>;
  /** Machine-written alt text; `alt_text` is the human one. */
  auto_alt_text: string | null;
  /** Search-engine text; a sensitive noindex reason switches the card to it (spec §5). */
  seo_title: string | null;
  seo_description: string | null;
  seo_noindex_reason: string | null;
  /** Sponsorship (spec §4): null status means not sponsored. */
  sponsorship_status: number | null;
  sponsorship_creator_name: string | null;
  sponsorship_sponsor_name: string | null;
  /** JSON list of a collection pin's items (see pins/card-fields.ts), or null. */
  collection_items: string | null;
  /** How the pin was made (contract PIN_METHODS); null for pins made before it was kept. */
  method: string | null;
  /** The web page the pin was made from, when it was made from one. */
  source_url: string | null;
  /** JSON of contract RichMetadata (what the source page said), or null. */
  rich_metadata: string | null;
  /** An operator hid it (and every save of it) for everyone after a report (migration 018). */
  removed_at: Generated<string | null>;
  /** A save's original pinner, kept when the original is deleted (migration 017). */
  origin_pinner_id: Generated<string | null>;
  /** Whose pin a save was made from, when that was someone else's save (migration 017). */
  via_pinner_id: Generated<string | null>;
  /** The uploaded video a video pin shows (migration 019). */
  video_upload_id: Generated<string | null>;
  /** `processing` or `failed` while the pin's video is not playable: only its pinner sees it. */
  video_status: Generated<'processing' | 'failed' | null>;
}

/** An uploaded video, from the upload to its transcoded files (migration 019). */
export interface VideoUploadsTable {
  id: string;
  user_id: string;
  /** processing (waiting for or in its job), ready, failed. */
  state: 'processing' | 'ready' | 'failed';
  /** The original on local disk until the job is done with it. */
  source_path: string | null;
  bytes: number;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  /** The poster frame, an image row (set once the job read the video). */
  poster_signature: string | null;
  /** JSON StoredVideo (videos/video-media.ts) once transcoded. */
  media: string | null;
  /** What went wrong, in words for the person who uploaded it. */
  error: string | null;
  created_at: string;
  updated_at: string;
}

/** An idea pin being made (migration 019): its title and pages as JSON (contract StoryDraft). */
export interface StoryPinDraftsTable {
  id: string;
  user_id: string;
  data: string;
  created_at: string;
  updated_at: string;
}

export interface SavesTable {
  saved_pin_id: string;
  user_id: string;
  /** The pin that was saved: the root of the repin chain. */
  pin_id: string;
  board_id: string;
  created_at: string;
}

export interface FavoritesTable {
  user_id: string;
  pin_id: string;
  created_at: string;
}

export interface BoardFollowsTable {
  user_id: string;
  board_id: string;
  created_at: string;
}

export interface BoardCollaboratorsTable {
  board_id: string;
  user_id: string;
  status: 'pending' | 'accepted';
  invited_by: string;
  created_at: string;
}

export interface ReactionsTable {
  user_id: string;
  pin_id: string;
  reaction_type: number;
  created_at: string;
}

export interface UserPreferencesTable {
  user_id: string;
  /** JSON of contract ProfilePreferences. */
  data: string;
  updated_at: string;
}

export interface UserFollowsTable {
  follower_id: string;
  followee_id: string;
  created_at: string;
}

/** A pin the viewer hid from one surface: home, search, news or p2p. */
export interface HiddenPinsTable {
  user_id: string;
  pin_id: string;
  surface: 'home' | 'search' | 'news' | 'p2p';
  /** The search query or news id it was hidden from, when there is one. */
  context: Generated<string>;
  /** The pin feedback call's reason and tracking (JSON text, contract PinFeedbackReason). */
  feedback: Generated<string | null>;
  created_at: string;
}

/** A topic pins are annotated with (spec pinJoin visualAnnotation); users follow interests. */
export interface InterestsTable {
  id: string;
  name: string;
  slug: string;
  created_at: string;
}

export interface PinInterestsTable {
  pin_id: string;
  interest_id: string;
}

export interface InterestFollowsTable {
  user_id: string;
  interest_id: string;
  created_at: string;
}

/** A board, user or interest the user unfollowed: the home feed leaves its pins out. */
export interface FeedUnfollowsTable {
  user_id: string;
  source_type: 'board' | 'user' | 'interest';
  source_id: string;
  created_at: string;
}

export interface ExperiencesTable {
  id: string;
  experience_id: number;
  placement_id: number;
  name: string;
  kind: string;
  type: number;
  display_data: string;
  targeting: Generated<string>;
  priority: Generated<number>;
  starts_at: string | null;
  ends_at: string | null;
  paused: Generated<number>;
  requires_trigger: Generated<number>;
  triggerable_placed_exps: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface ExperienceStatesTable {
  viewer_key: string;
  experience_id: string;
  viewed_at: string | null;
  completed_at: string | null;
  dismissed_at: string | null;
  triggered_at: string | null;
}

export interface ExperienceEventsTable {
  id: string;
  viewer_key: string;
  event_type: number;
  component: string | null;
  element: string | null;
  placed_experience_id: string;
  created_at: string;
}

/** Migration 018: a person's cookie choices (signed out, they live in a cookie). */
export interface CookieConsentsTable {
  user_id: string;
  allow_analytic: number;
  allow_marketing: number;
  allow_personalization: number;
  surface_tag: string;
  decided_at: string;
}

export interface VerifiedMerchantsTable {
  user_id: string;
  verified_by: string | null;
  created_at: string;
}

export interface DomainClaimsTable {
  id: string;
  user_id: string;
  domain: string;
  token: string;
  method: 'dns' | 'meta' | 'operator' | null;
  verified_at: string | null;
  verified_by: string | null;
  last_checked_at: string | null;
  last_error: string | null;
  created_at: string;
}

export interface PinReportsTable {
  id: string;
  pin_id: string;
  reporter_id: string;
  reason: string;
  details: Generated<string>;
  status: Generated<'open' | 'hidden' | 'dismissed'>;
  resolved_by: string | null;
  resolved_at: string | null;
  created_at: string;
}

/** Long work the server's worker runs (modules/jobs): mail now; imports, transcoding later. */
export interface JobsTable {
  id: string;
  kind: string;
  /** JSON. */
  payload: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  attempts: Generated<number>;
  max_attempts: number;
  /** Not before this time (backoff after a failure). */
  run_at: string;
  /** A running job's lease: past it, the job is taken to have died with its worker. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** Every message Tack sends. Bodies are dropped once SMTP took them (they hold live links). */
export interface MailOutboxTable {
  id: string;
  user_id: string | null;
  template: string;
  /** 'security', or the email kind a person may turn off (contract EmailKind). */
  category: string;
  to_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  list_unsubscribe: string | null;
  /** queued; sent (by SMTP); held (no SMTP: kept for /admin/outbox); failed. */
  status: 'queued' | 'sent' | 'held' | 'failed';
  error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** A single-use link's secret, stored as its SHA-256. */
export interface AccountTokensTable {
  id: string;
  user_id: string;
  purpose: 'verify_email' | 'email_change' | 'password_reset';
  /** The address the link was sent to (for an email change: the new address). */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A kind of non-security email a person turned on or off; no row means on. */
export interface EmailPreferencesTable {
  user_id: string;
  kind: string;
  enabled: number;
  updated_at: string;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** A comment on one pin (not its saves: a comment made on a secret board stays there). */
export interface PinCommentsTable {
  id: string;
  pin_id: string;
  user_id: string;
  text: string;
  created_at: string;
  /** The comment this one answers (one level deep; migration 032). */
  parent_id: Generated<string | null>;
}

/** A person's report of a comment, once each (migration 032). */
export interface CommentReportsTable {
  comment_id: string;
  reporter_id: string;
  reason: string;
  details: Generated<string>;
  status: Generated<'open' | 'dismissed'>;
  created_at: string;
}

/** One line of a person's notifications: one kind of event on one object (migration 014). */
export interface NotificationsTable {
  id: string;
  recipient_id: string;
  kind: NotificationKind;
  pin_id: string | null;
  board_id: string | null;
  last_event_id: string;
  created_at: string;
  updated_at: string;
  read_at: string | null;
  emailed_at: string | null;
}

/** Who did what a notification line tells of. */
export interface NotificationActorsTable {
  notification_id: string;
  actor_id: string;
  comment_id: string | null;
  event_id: string;
  created_at: string;
}

/** Kinds switched off per channel, as JSON lists; no row means everything on, daily email. */
export interface NotificationSettingsTable {
  user_id: string;
  in_app_off: Generated<string>;
  email_off: Generated<string>;
  email_digest: Generated<EmailDigest>;
  last_digest_at: string | null;
  updated_at: string;
}

/** `blocker_id` blocked `blocked_id`: the blocked person sees nothing of the blocker's. */
export interface UserBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}

/** An image a deleted account used, to be removed once nothing else uses it. */
export interface MediaPurgesTable {
  signature: string;
  requested_at: string;
}

/** An app registered for the v5 API (migration 039). */
export interface ApiAppsTable {
  id: string;
  owner_id: string;
  name: string;
  /** Numeric, shown to its owner and sent by the app. */
  client_id: string;
  /** SHA-256 of the client secret, which was shown once. */
  secret_hash: string;
  /** JSON list of the exact redirect URIs the consent may send codes to. */
  redirect_uris: string;
  created_at: string;
}

/** A live API grant: an app's OAuth tokens for a person, or a personal access token (no app). */
export interface ApiGrantsTable {
  id: string;
  user_id: string;
  app_id: string | null;
  /** A personal access token's name; '' for OAuth grants. */
  name: string;
  /** Space-separated scopes (`boards:read pins:read`). */
  scopes: string;
  access_hash: string;
  /** null: no expiry (personal access tokens). */
  access_expires_at: string | null;
  refresh_hash: string | null;
  refresh_expires_at: string | null;
  created_at: string;
  last_used_at: string | null;
}

/** An authorization code waiting to be exchanged, with its PKCE challenge. */
export interface ApiCodesTable {
  code_hash: string;
  app_id: string;
  user_id: string;
  redirect_uri: string;
  scopes: string;
  code_challenge: string | null;
  code_challenge_method: string | null;
  expires_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  boards: BoardsTable;
  board_sections: BoardSectionsTable;
  images: ImagesTable;
  pins: PinsTable;
  saves: SavesTable;
  favorites: FavoritesTable;
  board_follows: BoardFollowsTable;
  board_collaborators: BoardCollaboratorsTable;
  reactions: ReactionsTable;
  user_preferences: UserPreferencesTable;
  user_follows: UserFollowsTable;
  hidden_pins: HiddenPinsTable;
  interests: InterestsTable;
  pin_interests: PinInterestsTable;
  interest_follows: InterestFollowsTable;
  feed_unfollows: FeedUnfollowsTable;
  experiences: ExperiencesTable;
  experience_states: ExperienceStatesTable;
  experience_events: ExperienceEventsTable;
  jobs: JobsTable;
  imports: ImportsTable;
  import_items: ImportItemsTable;
  import_keys: ImportKeysTable;
  mail_outbox: MailOutboxTable;
  account_tokens: AccountTokensTable;
  email_preferences: EmailPreferencesTable;
  server_secrets: ServerSecretsTable;
  username_redirects: UsernameRedirectsTable;
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  login_challenges: LoginChallengesTable;
  passkeys: PasskeysTable;
  passkey_registrations: PasskeyRegistrationsTable;
  cookie_consents: CookieConsentsTable;
  verified_merchants: VerifiedMerchantsTable;
  domain_claims: DomainClaimsTable;
  pin_reports: PinReportsTable;
  pin_comments: PinCommentsTable;
  comment_reports: CommentReportsTable;
  notifications: NotificationsTable;
  notification_actors: NotificationActorsTable;
  notification_settings: NotificationSettingsTable;
  user_blocks: UserBlocksTable;
  media_purges: MediaPurgesTable;
  video_uploads: VideoUploadsTable;
  story_pin_drafts: StoryPinDraftsTable;
  invite_codes: InviteCodesTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  conversation_messages: ConversationMessagesTable;
  events: EventsTable;
  link_rules: LinkRulesTable;
  link_decisions: LinkDecisionsTable;
  api_apps: ApiAppsTable;
  api_grants: ApiGrantsTable;
  api_codes: ApiCodesTable;
  pin_daily_stats: PinDailyStatsTable;
  event_rollups: EventRollupsTable;
  business_managers: BusinessManagersTable;
  business_invites: BusinessInvitesTable;
  business_actions: BusinessActionsTable;
  campaigns: CampaignsTable;
  campaign_interests: CampaignInterestsTable;
  rate_limits: RateLimitsTable;
  page_reads: PageReadsTable;
  image_locks: ImageLocksTable;
}

/** bigint: PostgreSQL answers it as a string. */
type Millis = ColumnType<number | string, number, number>;

/** One image lock held (migration 040, modules/media/image-lock.ts). */
export interface ImageLocksTable {
  signature: string;
  /** A random id of the one holding it. */
  holder: string;
  /** When the lease ends unless its holder extends it (ms since the epoch). */
  expires_at: Millis;
}

/** One rate-limit window (migration 036), shared by every server process. */
export interface RateLimitsTable {
  /** sha256 of the limiter's name and its key. */
  key: string;
  count: number;
  /** When the window ends, in milliseconds since the epoch. */
  resets_at: Millis;
}

/** A web page read for a pin, kept a few minutes for every server process (migration 036). */
export interface PageReadsTable {
  /** sha256 of the address asked for. */
  key: string;
  /** JSON of the page as read (modules/pages/page-reader.ts). */
  value: string;
  read_at: Millis;
}

/** One logged event (migration 024); `event_type` is one of EVENT_TYPES in the contract. */
export interface EventsTable {
  id: string;
  event_type: number;
  /** The signed-in viewer, only with analytics consent; null otherwise. */
  user_id: string | null;
  /** Where it happened (`home`, `closeup`, `board`, `search`, ...), for signed-out visits too. */
  page_kind: string | null;
  view_type: number | null;
  view_parameter: number | null;
  component: string | null;
  element: string | null;
  pin_id: string | null;
  /** object_id_str for objects that are not pins (a board, an interest). */
  object_id: string | null;
  /** JSON text (milestone, clickthrough kind, time to offsite, ...). */
  aux_data: string | null;
  /** The client's tracking text sent with the call this event was logged for (§7). */
  client_tracking_params: Generated<string | null>;
  /** The client's eventContext (JSON text) sent with that call (a save's, PC §7). */
  event_context: Generated<string | null>;
  created_at: string;
}

/** Per pin and UTC day (`YYYY-MM-DD`), the counts rolled up from `events`. */
export interface PinDailyStatsTable {
  pin_id: string;
  day: string;
  impressions: Generated<number>;
  pin_clicks: Generated<number>;
  outbound_clicks: Generated<number>;
  saves: Generated<number>;
}

/** How far a rollup has read `events` (the last id it counted). */
export interface EventRollupsTable {
  name: string;
  last_event_id: string;
}

/** A share link's code for a pin, a board or a profile (migration 023). */
export interface InviteCodesTable {
  code: string;
  sender_id: string;
  object_type: 'pin' | 'board' | 'user';
  object_id: string;
  channel: number;
  created_at: string;
}

/** A conversation between two people; `pair_key` is their ids sorted, joined by ':'. */
export interface ConversationsTable {
  id: string;
  pair_key: string;
  created_at: string;
  last_message_id: string | null;
}

export interface ConversationMembersTable {
  conversation_id: string;
  user_id: string;
  read_up_to: Generated<string>;
}

export interface ConversationMessagesTable {
  id: string;
  conversation_id: string;
  sender_id: string;
  text: Generated<string>;
  pin_id: string | null;
  invite_code: string | null;
  created_at: string;
}

/** An uploaded file being imported by the `import.run` job (migration 037; modules/imports). */
export interface ImportsTable {
  id: string;
  user_id: string;
  source: 'bookmarks' | 'pinterest' | 'pinry' | 'tack';
  file_name: string;
  /** The upload, kept on disk while the job reads from it (a Tack export's images). */
  file_path: string | null;
  state: 'queued' | 'running' | 'done' | 'failed';
  /** Why the whole import stopped, in words for its person. */
  error: string | null;
  /** Items (boards, sections, pins) parsed from the file. */
  total: number;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** One item of an import, in order; `outcome` null until it is done (the checkpoint). */
export interface ImportItemsTable {
  import_id: string;
  idx: number;
  kind: 'board' | 'section' | 'pin';
  title: string;
  /** JSON of the parsed item (imports/import-plan.ts). */
  data: string;
  outcome: 'imported' | 'duplicate' | 'failed' | null;
  reason: string | null;
  target_id: string | null;
}

/** What a source item became for a person: the same item imported again is a duplicate. */
export interface ImportKeysTable {
  user_id: string;
  key: string;
  kind: 'board' | 'section' | 'pin';
  target_id: string;
  created_at: string;
}

/** An operator's rule for outbound links (migration 025; modules/offsite). */
export interface LinkRulesTable {
  id: string;
  /** `host` (exact), `suffix` (host and subdomains) or `pattern` (whole URL, `*` wildcards). */
  kind: string;
  value: string;
  /** blocked | suspicious | porn */
  status: string;
  note: Generated<string>;
  created_by: string | null;
  created_at: string;
}

/** One answer of the link check, passes included. */
export interface LinkDecisionsTable {
  id: string;
  url: string;
  host: string;
  /** ok | blocked | suspicious | porn */
  status: string;
  rule_id: string | null;
  pin_id: string | null;
  viewer_id: string | null;
  /** `check` (/v3/offsite/) or `redirect` (/offsite/). */
  source: string;
  created_at: string;
}

/** A person managing a business profile; `permissions` is a JSON list (033). */
export interface BusinessManagersTable {
  profile_id: string;
  user_id: string;
  permissions: string;
  added_by: string | null;
  created_at: string;
}

/** An invite to manage a profile: single use, expiring, revocable; the code kept hashed (033). */
export interface BusinessInvitesTable {
  id: string;
  profile_id: string;
  code_hash: string;
  permissions: string;
  created_by: string;
  created_at: string;
  expires_at: string;
  accepted_by: string | null;
  accepted_at: string | null;
  revoked_at: string | null;
}

/** A write a manager made while acting as a business profile (033). */
export interface BusinessActionsTable {
  id: string;
  profile_id: string;
  actor_id: string | null;
  call: string;
  object_id: string | null;
  created_at: string;
}

/** A promoted pin's campaign (033); `countries` is a JSON list of ISO codes, empty for all. */
export interface CampaignsTable {
  id: string;
  promotion_id: string;
  advertiser_id: string;
  pin_id: string;
  name: string;
  budget_cents: number;
  starts_at: string;
  ends_at: string;
  status: 'active' | 'paused' | 'stopped';
  countries: string;
  created_by: string | null;
  created_at: string;
}

export interface CampaignInterestsTable {
  campaign_id: string;
  interest_id: string;
}
