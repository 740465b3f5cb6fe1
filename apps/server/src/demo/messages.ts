import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { DISPLAY_DATA_SCHEMAS, TYPE_OF_KIND, type ExperienceDraft } from '@tack/contract';
import { PLACEMENTS as P } from '@tack/contract/constants';
import type { Database } from '../db/database.ts';
import { newId, nowIso } from '../lib/ids.ts';

type Draft = z.input<typeof ExperienceDraft>;

/**
 * One live message of each kind, spread over pages so no page shows them all at once, each where
 * it makes sense: search tips with search, the profile's banners on the viewer's own profile (one
 * at a time). Floating ones take turns on screen (the web app's rule). Operators edit, pause or
 * delete them at /admin/experiences.
 */
export const DEMO_MESSAGES: Draft[] = [
  {
    experience_id: 1,
    placement_id: P.homeTop,
    name: 'Welcome hero (signed out)',
    kind: 'hero_banner',
    targeting: { signed_in: false },
    display_data: {
      text: 'Find ideas worth keeping',
      sub_text: 'Sign up to save pins to boards and shape your home feed.',
      complete_button_text: 'Sign up',
      complete_button_cta_url: '/signup',
      dismiss_button_text: 'Not now',
    },
  },
  {
    experience_id: 2,
    placement_id: P.homeCallout,
    name: 'Tune your feed callout',
    kind: 'neutral_callout',
    targeting: { signed_in: true },
    display_data: {
      title: 'Make your home feed yours',
      message: 'Follow boards and interests, or <a href="/edit">tune your home feed</a>.',
      completeButton: { text: 'Explore ideas', url: '/ideas/' },
      dismissButton: { text: 'Dismiss' },
      icon: 1,
      iconColor: 1,
    },
  },
  {
    experience_id: 3,
    placement_id: P.homeModal,
    name: 'Welcome modal for new accounts',
    kind: 'modal',
    targeting: { signed_in: true, max_account_age_days: 7 },
    display_data: {
      title: 'Welcome to Tack',
      body: 'Save what inspires you to boards. Hover a pin and press Save to start.',
      completeButton: { text: 'Start exploring' },
      dismissButton: { text: 'Close' },
      delay_in_millis: 1500,
    },
  },
  {
    experience_id: 4,
    placement_id: P.survey,
    name: 'How are we doing?',
    kind: 'survey',
    targeting: { signed_in: true, min_boards: 1 },
    display_data: {
      title_text: 'Enjoying Tack?',
      subtitle_text: 'Two taps tell us how we are doing.',
      buttons: [{ text: 'Yes!' }, { text: 'Not really' }],
      delay: 20_000,
    },
  },
  {
    experience_id: 5,
    placement_id: P.toast,
    name: 'Keyboard tip toast',
    kind: 'toast',
    // A search tip belongs with search (not on boards, nor on a page that was not found).
    targeting: { page_types: ['search'] },
    display_data: { text: 'Tip: press Enter in the search box to see every result.' },
  },
  {
    experience_id: 6,
    placement_id: P.anchoredHint,
    name: 'Search hint',
    kind: 'anchored_hint',
    // On home, under the search box; it waits rather than cover a heading or another message.
    targeting: { page_types: ['home'] },
    display_data: {
      anchors_by_platform: { web: { anchor: 'search-box', placement: String(P.anchoredHint) } },
      display_type: 1,
      flyout_direction: 3,
      text: 'Search for anything you saw here: titles, boards and sites all count.',
      scroll_to_dismiss: true,
    },
  },
  {
    experience_id: 7,
    placement_id: P.tooltip,
    name: 'Create tooltip',
    kind: 'tooltip',
    targeting: { signed_in: true, page_types: ['profile'] },
    display_data: {
      has_pulsar: true,
      has_tooltip: true,
      anchor: 'create-button',
      text: 'Upload your own pins from Create.',
    },
  },
  {
    experience_id: 8,
    placement_id: P.popover,
    name: 'Explore popover',
    kind: 'popover',
    // Not on search pages, where it would sit over the search tips banner.
    targeting: { page_types: ['board'] },
    display_data: {
      message: 'Browse ideas by topic in Explore.',
      anchor: 'explore-link',
      complete_button: 'Got it',
    },
  },
  {
    experience_id: 9,
    placement_id: P.searchTop,
    name: 'Search info callout',
    kind: 'callout_banner',
    targeting: { page_types: ['search'] },
    display_data: {
      type: 'info-callout',
      title: 'Search tips',
      message: 'Results match titles, descriptions, board names, topics and sites.',
    },
  },
  {
    experience_id: 10,
    placement_id: P.searchDelight,
    name: 'Baking delight',
    kind: 'search_delight',
    display_data: {
      search_query_list: ['bread', 'sourdough', 'baking'],
      text_colors: ['#b45309'],
      text_background_color: '#fef3c7',
    },
  },
  {
    experience_id: 11,
    placement_id: P.closeup,
    name: 'Closeup upsell',
    kind: 'floating_callout',
    targeting: { signed_in: false },
    display_data: {
      title: 'Like this pin?',
      message: 'Sign up to save it and see more like it.',
      completeButton: { text: 'Sign up', url: '/signup' },
      dismissButton: { text: 'Not now' },
      icon: 2,
      iconColor: 3,
    },
  },
  {
    experience_id: 12,
    placement_id: P.boardTop,
    name: 'Boards full banner',
    kind: 'full_banner',
    display_data: {
      titleText: 'Boards keep ideas together',
      message: 'Add sections to a board, or {0} to plan with friends.',
      links: ['/ideas/'],
      linkTitles: ['explore ideas'],
      layoutWide: 2,
      layoutNarrow: 2,
      canClose: true,
      dismissButtonText: 'Got it',
    },
  },
  {
    experience_id: 13,
    placement_id: P.profileTop,
    name: 'Profile metrics banner',
    kind: 'metrics_banner',
    targeting: { signed_in: true },
    display_data: {
      title_text: 'Your pins, by the numbers',
      subtitle_text: 'Saves and favorites now appear on every pin you own.',
      buttons: [{ text: 'See your pins', url: '/me/' }, { text: 'Dismiss' }],
    },
  },
  {
    experience_id: 14,
    placement_id: P.profileUpgrade,
    name: 'Upgrade to business',
    kind: 'upgrade_banner',
    targeting: { signed_in: true, partner: false },
    display_data: {
      title_text: 'Selling something?',
      subtitle_text: 'A free business account shows how people engage with your pins.',
    },
  },
  {
    experience_id: 15,
    placement_id: P.ideasTop,
    name: 'Follow topics upsell',
    kind: 'upsell_banner',
    display_data: {
      type: 'upsell',
      message: 'Follow the topics you love: their pins come to your home feed.',
      primaryAction: { label: 'Tune your home feed', href: '/edit' },
    },
  },
];

/** Inserts the demo messages (display data parsed by each kind's schema, so defaults apply). */
export async function seedDemoMessages(db: Kysely<Database>): Promise<number> {
  const now = nowIso();
  const rows = DEMO_MESSAGES.map((m) => ({
    id: newId(),
    experience_id: m.experience_id,
    placement_id: m.placement_id,
    name: m.name,
    kind: m.kind,
    type: TYPE_OF_KIND[m.kind],
    display_data: JSON.stringify(DISPLAY_DATA_SCHEMAS[m.kind].parse(m.display_data)),
    targeting: JSON.stringify(m.targeting ?? {}),
    priority: 0,
    paused: m.paused ? 1 : 0,
    starts_at: null,
    ends_at: null,
    created_at: now,
    updated_at: now,
  }));
  await db.insertInto('experiences').values(rows).execute();
  return rows.length;
}
