/**
 * Why a person reports a pin (issue 13, pin-card-and-saving.md §4 "Hide and feedback overlay"):
 * the reasons people expect from a pin-sharing site, in the order the report dialog lists them.
 * Zod-free, so the browser can import the labels (decision 0002).
 */
export const REPORT_REASONS = [
  'spam',
  'nudity',
  'self_harm',
  'misinformation',
  'hateful',
  'harassment',
  'violence',
  'intellectual_property',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Each reason as the dialog and the operators' page name it, with a line that explains it. */
export const REPORT_REASON_TEXT: Record<ReportReason, { label: string; hint: string }> = {
  spam: { label: 'Spam', hint: 'Misleading or repetitive posts' },
  nudity: { label: 'Nudity or pornography', hint: 'Sexually explicit content' },
  self_harm: { label: 'Self-harm', hint: 'Eating disorders, cutting, suicide' },
  misinformation: {
    label: 'Misinformation',
    hint: 'Health, climate, voting misinformation or conspiracies',
  },
  hateful: { label: 'Hateful activities', hint: 'Prejudice, stereotypes, white supremacy, slurs' },
  harassment: {
    label: 'Harassment or privacy violations',
    hint: 'Insults, threats, personal information',
  },
  violence: { label: 'Graphic violence', hint: 'Violent images or promotion of violence' },
  intellectual_property: {
    label: 'My intellectual property',
    hint: 'Copyright or trademark infringement',
  },
  other: { label: 'Something else', hint: 'Tell us what is wrong in your own words' },
};

/** The longest details a report may carry. */
export const REPORT_DETAILS_MAX = 500;

/** The surfaces a report also hides the pin from, for the person who reported it. */
export const REPORT_SURFACES = ['home', 'search', 'p2p', 'news'] as const;
export type ReportSurface = (typeof REPORT_SURFACES)[number];
