import { z } from 'zod';
import { longText, lookupText, nameText } from './text.ts';
import { Id, StrictInt } from './common.ts';
import { EXPERIENCE_KINDS, PAGE_TYPES, type ExperienceKind as Kind } from './constants.ts';

export {
  EXPERIENCE_KINDS,
  EXPERIENCE_TYPE_CODES,
  EXPERIENCE_EVENT_TYPES,
  PAGE_TYPES,
  TYPE_OF_KIND,
} from './constants.ts';

/**
 * Server-driven messages ("experiences", messaging-consent-routes.md §1, §3, §7). An operator
 * authors each one as a kind with display data; the kind fixes the numeric type code the client
 * sees. Display data is checked per kind when authored; the client still applies the §5
 * validity rule of its renderer and renders nothing when it fails.
 */
/** Message copy: long text (see text.ts), newlines allowed. */
const text = (max = 500) => longText({ multiline: true }).max(max);
const url = lookupText().trim().max(2000);
const Action = z.object({ label: text(80), accessibilityLabel: text(120).optional(), href: url });
const Button = z.object({ text: text(80), url: url.optional() });

export const CalloutBannerData = z.object({
  type: z.enum(['error-callout', 'info-callout', 'warning-callout', 'upsell']),
  message: text(),
  title: text(120).optional(),
  link: z.object({ href: url, text: text(80) }).optional(),
  primaryAction: Action.optional(),
  secondaryAction: Action.optional(),
});

const Img = z.object({ uri: url, altText: text(200).default('') });
export const FullBannerData = z.object({
  component_type: z.literal(1).default(1),
  titleText: text(120).optional(),
  message: text(),
  links: z.array(url).max(5).default([]),
  linkTitles: z.array(text(80)).max(5).default([]),
  layoutNarrow: z.union([z.literal(2), z.literal(3)]).default(2),
  layoutWide: z.union([z.literal(2), z.literal(3)]).default(2),
  backgroundColorNarrow: text(20).optional(),
  backgroundColorWide: text(20).optional(),
  textColorNarrow: text(20).optional(),
  textColorWide: text(20).optional(),
  backgroundImageNarrow: Img.optional(),
  backgroundImageWide: Img.optional(),
  coverImage: url.optional(),
  iconImage: url.optional(),
  canClose: z.boolean().default(true),
  completeButtonText: text(80).optional(),
  dismissButtonText: text(80).optional(),
  onCompleteRedirectUrl: url.optional(),
  onDismissRedirectUrl: url.optional(),
  external: z.boolean().default(false),
});

export const MetricsBannerData = z.object({
  title_text: text(120),
  subtitle_text: text(),
  buttons: z.array(Button).min(2).max(2),
});

export const UpgradeBannerData = z.object({
  title_text: text(120),
  subtitle_text: text(),
  button_text: text(80).default('Upgrade'),
});

export const HeroBannerData = z.object({
  text: text(200),
  sub_text: text().optional(),
  thumbnail_urls: z.array(url).max(3).default([]),
  complete_button_text: text(80).optional(),
  complete_button_cta_url: url.optional(),
  dismiss_button_text: text(80).optional(),
  secondary_cta_link: url.optional(),
});

export const SurveyData = z.object({
  title_text: text(120),
  subtitle_text: text().optional(),
  detailed_text: text(1000).optional(),
  buttons: z.array(Button).min(2).max(2),
  delay: z.number().int().min(0).max(600_000).optional(),
  anket: z.boolean().default(false),
  action_trigger: z.number().int().min(0).max(2).default(0),
});

export const AnchoredHintData = z.object({
  component_type: z.literal(2).default(2),
  anchors_by_platform: z.object({
    web: z.object({ anchor: text(80), placement: text(20) }).optional(),
    web_mobile: z.object({ anchor: text(80), placement: text(20) }).optional(),
  }),
  display_type: z.union([z.literal(1), z.literal(2)]).default(1),
  flyout_direction: z.number().int().min(1).max(4).default(3),
  text: text(300),
  button_text: text(80).optional(),
  button_uri: url.optional(),
  scroll_to_dismiss: z.boolean().default(false),
  scroll_to_dismiss_delay_in_seconds: z.number().min(0).max(60).default(1.5),
});

export const SearchDelightData = z.object({
  component_type: z.literal(3).default(3),
  search_query_list: z.array(text(80)).min(1).max(50),
  text_colors: z.array(text(20)).max(10).default([]),
  text_background_color: text(20).optional(),
});

export const TooltipData = z.object({
  has_pulsar: z.boolean().default(false),
  has_tooltip: z.boolean().default(true),
  text: text(300).default(''),
  anchor: text(80).optional(),
  disappearTime: z.number().int().min(0).max(600_000).optional(),
});

export const ToastData = z.object({
  text: text(300),
  link: url.optional(),
  duration: z.number().int().min(500).max(60_000).optional(),
});

export const ModalData = z.object({
  title: text(120),
  body: text(2000),
  image: z
    .object({
      url,
      imageAlt: text(200).default(''),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      dominantColor: z.array(z.number().int().min(0).max(255)).length(3).optional(),
    })
    .optional(),
  video: z
    .object({
      url,
      metadata: z.object({
        thumbnail: url,
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      }),
    })
    .optional(),
  completeButton: Button,
  dismissButton: Button.optional(),
  delay_in_millis: z.number().int().min(0).max(600_000).default(0),
});

export const CalloutData = z.object({
  title: text(120).optional(),
  /** May hold links (sanitized when shown), so it has room for markup. */
  message: text(2000),
  completeButton: Button.optional(),
  dismissButton: Button.extend({ hideDismissButton: z.boolean().default(false) }).optional(),
  icon: z.number().int().min(1).max(34).optional(),
  iconColor: z.number().int().min(1).max(12).optional(),
  newTab: z.boolean().default(false),
  nofollow: z.boolean().default(false),
});

export const PopoverData = z.object({
  message: text(300),
  anchor: text(80),
  complete_button: text(80).optional(),
  delay: z.number().int().min(0).max(600_000).default(0),
  complete_on_hover: z.boolean().default(false),
  pulserOnly: z.boolean().default(false),
  skipComplete: z.boolean().default(false),
  tooltip: z
    .object({
      mainText: text(300),
      idealDirection: z.enum(['up', 'right', 'down', 'left']).default('down'),
      cancelButtonText: text(80).optional(),
      confirmButtonText: text(80).optional(),
    })
    .optional(),
});

export const ExperienceKind = z.enum(EXPERIENCE_KINDS);
export type ExperienceKind = Kind;

/** The authoring schema of each kind's display data. */
export const DISPLAY_DATA_SCHEMAS = {
  callout_banner: CalloutBannerData,
  upsell_banner: CalloutBannerData.extend({ type: z.literal('upsell') }),
  full_banner: FullBannerData,
  metrics_banner: MetricsBannerData,
  upgrade_banner: UpgradeBannerData,
  hero_banner: HeroBannerData,
  survey: SurveyData.extend({ frame_url: url.optional() }),
  anchored_hint: AnchoredHintData,
  search_delight: SearchDelightData,
  tooltip: TooltipData,
  toast: ToastData,
  modal: ModalData,
  neutral_callout: CalloutData,
  floating_callout: CalloutData,
  popover: PopoverData,
} satisfies Record<ExperienceKind, z.ZodType>;

/** Experience and placement numbers fit the integer columns that hold them (PostgreSQL: 32 bits). */
const NUMBER_MAX = 999_999_999;

/**
 * `placementId:experienceId`, as reports and triggers name one placed experience. Nine digits
 * each, like the numbers an operator may author: a longer one overflowed PostgreSQL's integer.
 */
export const PlacedExperienceId = z
  .string()
  .regex(/^\d{1,9}:\d{1,9}$/, 'must be placementId:experienceId');

/** Who an experience is for; every rule given must match. */
export const Targeting = z
  .object({
    signed_in: z.boolean().optional(),
    /** Accounts at most this many days old. */
    max_account_age_days: z.number().int().min(0).max(36500).optional(),
    countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'must be a country code like US')).optional(),
    locales: z.array(lookupText().min(2).max(10)).optional(),
    page_types: z.array(z.enum(PAGE_TYPES)).optional(),
    min_boards: z.number().int().min(0).optional(),
    max_boards: z.number().int().min(0).optional(),
    partner: z.boolean().optional(),
    employee: z.boolean().optional(),
    advertiser_ids: z.array(lookupText().max(40)).optional(),
    /** Percentage of viewers, by a stable hash of the viewer and the experience. */
    rollout_percent: z.number().int().min(0).max(100).optional(),
  })
  .strict();
export type Targeting = z.infer<typeof Targeting>;

/** What a client sends about where it is asking from. */
export const ExtraContext = z.record(z.string(), z.unknown()).nullish();
export const RequestTargeting = z
  .object({
    advertiser_id: lookupText().max(40).optional(),
    country: lookupText().max(2).optional(),
    locale: lookupText().max(10).optional(),
  })
  .nullish();

/** One placed experience as a client receives it. */
export const Experience = z.object({
  id: z.string(),
  experience_id: z.number().int(),
  placement_id: z.number().int(),
  type: z.number().int(),
  kind: ExperienceKind,
  display_data: z.record(z.string(), z.unknown()),
  extraContext: z.record(z.string(), z.unknown()),
  triggerable_placed_exps: z.array(z.string()),
  metadata: z.record(z.string(), z.unknown()),
  status: z.enum(['not_viewed', 'viewed']),
});
export type Experience = z.infer<typeof Experience>;

export const ExperiencePlatformOptions = z
  .object({
    extra_context: ExtraContext,
    targeting: RequestTargeting,
    multiExperiencePlatform: z.boolean().optional(),
  })
  .strict();
/** All: placement -> its best experience. Multi: placement -> every experience it may show. */
export const ExperiencePlatformData = z.union([
  z.record(z.string(), Experience),
  z.record(z.string(), z.array(Experience)),
]);

export const PlacementExperiencesOptions = z
  .object({
    placement_ids: z
      .array(StrictInt.pipe(z.number().int().positive().max(NUMBER_MAX)))
      .min(1)
      .max(20),
    extra_context: ExtraContext,
    targeting: RequestTargeting,
  })
  .strict();
export const PlacementExperiences = z.record(z.string(), Experience.nullable());

export const ExperienceReportOptions = z
  .object({
    placed_experience_id: PlacedExperienceId,
    extra_context: ExtraContext,
    targeting: RequestTargeting,
    /** Completion only: the completed-without-refresh variant. */
    without_refresh: z.boolean().optional(),
  })
  .strict();
export const ExperienceReport = z.object({
  placed_experience_id: z.string(),
  status: z.enum(['viewed', 'completed', 'dismissed']),
});

export const ExperienceEvent = z
  .object({
    event_type: z.union([z.literal(101), z.literal(4503), z.literal(6567), z.literal(6568)]),
    component: lookupText().max(60).optional(),
    element: lookupText().max(60).optional(),
    placed_experience_id: PlacedExperienceId,
  })
  .strict();
export const EventsOptions = z.object({ events: z.array(ExperienceEvent).min(1).max(50) }).strict();

/** Authoring (operators only): the fields an operator sets. */
const draftFields = {
  experience_id: z.number().int().positive().max(NUMBER_MAX),
  placement_id: z.number().int().positive().max(NUMBER_MAX),
  name: nameText().min(1, 'Give the message a name').max(120),
  kind: ExperienceKind,
  display_data: z.record(z.string(), z.unknown()),
  targeting: Targeting,
  priority: z.number().int().min(0).max(1000),
  starts_at: z.string().datetime({ offset: true }).nullable(),
  ends_at: z.string().datetime({ offset: true }).nullable(),
  paused: z.boolean(),
  requires_trigger: z.boolean(),
  triggerable_placed_exps: z.array(PlacedExperienceId).max(10),
};
export const ExperienceDraft = z
  .object({
    ...draftFields,
    targeting: draftFields.targeting.default({}),
    priority: draftFields.priority.default(0),
    starts_at: draftFields.starts_at.default(null),
    ends_at: draftFields.ends_at.default(null),
    paused: draftFields.paused.default(false),
    requires_trigger: draftFields.requires_trigger.default(false),
    triggerable_placed_exps: draftFields.triggerable_placed_exps.default([]),
  })
  .strict();
export const AdminExperience = ExperienceDraft.extend({
  id: Id,
  type: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  counts: z.object({
    views: z.number().int(),
    completions: z.number().int(),
    dismissals: z.number().int(),
  }),
});
export type AdminExperience = z.infer<typeof AdminExperience>;
export const AdminExperienceGetOptions = z.object({ id: Id }).strict();
/** Only the fields given change. */
export const AdminExperienceUpdateOptions = z
  .object(draftFields)
  .partial()
  .extend({ id: Id })
  .strict();
