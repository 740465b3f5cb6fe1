/** The badge's words (MC §8), in the lazy chunk with the tooltip and the modal. */
export const BADGE_TEXT = {
  tooltip: "This retailer meets the product's Merchant Guidelines",
  learnMore: 'Learn more',
  merchantTitle: 'Verified merchant',
  merchantIcon: 'Merchant verification badge icon',
  domainIcon: 'Domain verification icon',
  domainTitle: 'Verified domain',
  domainTooltip: 'This account proved it owns its website',
} as const;
