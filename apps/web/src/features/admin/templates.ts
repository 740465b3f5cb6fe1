import type { ExperienceKind } from '@tack/contract/constants';

/** Starting display data for each kind in the editor: every field the renderer reads, filled. */
export const TEMPLATES: Record<ExperienceKind, Record<string, unknown>> = {
  callout_banner: {
    type: 'info-callout',
    title: 'Heads up',
    message: 'Something worth knowing.',
    primaryAction: { label: 'Learn more', href: '/ideas/' },
  },
  upsell_banner: {
    type: 'upsell',
    message: 'Follow topics you love.',
    primaryAction: { label: 'Explore', href: '/ideas/' },
  },
  full_banner: {
    titleText: 'A full banner',
    message: 'Read {0} or {1}.',
    links: ['/ideas/', '/edit'],
    linkTitles: ['the ideas', 'tune your feed'],
    layoutWide: 2,
    layoutNarrow: 2,
    canClose: true,
    completeButtonText: 'Got it',
  },
  metrics_banner: {
    title_text: 'Your numbers',
    subtitle_text: 'See how your pins are doing.',
    buttons: [{ text: 'See stats', url: '/me/' }, { text: 'Dismiss' }],
  },
  upgrade_banner: {
    title_text: 'Selling something?',
    subtitle_text: 'A free business account shows how people engage with your pins.',
  },
  hero_banner: {
    text: 'A big welcome',
    sub_text: 'One line of why.',
    complete_button_text: 'Sign up',
    complete_button_cta_url: '/signup',
    dismiss_button_text: 'Not now',
  },
  survey: {
    title_text: 'Quick question',
    subtitle_text: 'Do you like Tack?',
    buttons: [{ text: 'Yes' }, { text: 'No' }],
    delay: 5000,
    action_trigger: 1,
  },
  anchored_hint: {
    anchors_by_platform: { web: { anchor: 'search-box', placement: '1000600' } },
    display_type: 1,
    flyout_direction: 3,
    text: 'Search here.',
    scroll_to_dismiss: true,
  },
  search_delight: {
    search_query_list: ['bread', 'baking'],
    text_colors: ['#b45309'],
    text_background_color: '#fef3c7',
  },
  tooltip: {
    has_pulsar: true,
    has_tooltip: true,
    anchor: 'create-button',
    text: 'Create pins here.',
  },
  toast: { text: 'A short note.', duration: 5000 },
  modal: {
    title: 'A modal',
    body: 'It says one thing clearly.',
    completeButton: { text: 'Got it' },
    dismissButton: { text: 'Close' },
    delay_in_millis: 0,
  },
  neutral_callout: {
    title: 'A callout',
    message: 'May contain <a href="/ideas/">links</a>.',
    completeButton: { text: 'OK' },
    dismissButton: { text: 'Dismiss' },
    icon: 1,
    iconColor: 1,
  },
  floating_callout: {
    title: 'A floating callout',
    message: 'It floats over the page.',
    completeButton: { text: 'OK' },
    dismissButton: { text: 'Dismiss' },
  },
  popover: { message: 'Look here.', anchor: 'explore-link', complete_button: 'Got it' },
};
