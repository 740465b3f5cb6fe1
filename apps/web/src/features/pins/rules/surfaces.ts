/**
 * Which card parts each surface shows, in one table (spec §2 "Surfaces"). Surfaces not listed
 * show the default parts.
 */
export type CardPart =
  | 'save'
  | 'footer'
  | 'pinner'
  | 'reactions'
  | 'favorite'
  | 'overflow'
  | 'edit'
  | 'stats'
  | 'domain';

const ALL: CardPart[] = [
  'save',
  'footer',
  'pinner',
  'reactions',
  'favorite',
  'overflow',
  'edit',
  'domain',
];

export const SURFACE_PARTS: Record<string, CardPart[]> = {
  AuthHomefeed: ALL,
  RelatedPinGrid: ALL,
  SearchItem: ALL,
  FollowingFeedGrid: ALL,
  BaseBoardPinGrid: [...ALL, 'stats'],
  UserProfilePinGrid: [...ALL, 'stats'],
  OtherProfilePinGrid: ['save', 'footer', 'reactions', 'favorite', 'overflow', 'domain'],
  BoardlessPins: [...ALL, 'stats'],
  ShoppingGridSmall: ['footer', 'domain'],
  ShoppingGridSmallCarousel: ['footer'],
  BoardCoverSelectablePin: [],
  BulkEditMode: [],
};

export function surfaceShows(surface: string, part: CardPart): boolean {
  return (SURFACE_PARTS[surface] ?? ALL).includes(part);
}
