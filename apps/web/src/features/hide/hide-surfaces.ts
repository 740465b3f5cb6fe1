/** Where a card's menu offers Hide Pin: the feeds the viewer did not choose pin by pin. */
export const HIDE_SURFACES: ReadonlySet<string> = new Set([
  'AuthHomefeed',
  'SearchItem',
  'RelatedPinGrid',
]);
