import type { FooterOptions } from '@tack/contract/card-layout';

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
  | 'send'
  | 'seeMore'
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
  'send',
  'seeMore',
  'domain',
];

export const SURFACE_PARTS: Record<string, CardPart[]> = {
  AuthHomefeed: ALL,
  RelatedPinGrid: ALL,
  SearchItem: ALL,
  FollowingFeedGrid: ALL,
  BaseBoardPinGrid: [...ALL, 'stats'],
  UserProfilePinGrid: [...ALL, 'stats'],
  // Someone else's profile: every pin is theirs, so no attribution and no edit.
  OtherProfilePinGrid: [
    'save',
    'footer',
    'reactions',
    'favorite',
    'overflow',
    'send',
    'seeMore',
    'domain',
  ],
  BoardlessPins: [...ALL, 'stats'],
  // Shopping grids show products to buy: no save button (spec §4 "Save button kind").
  ShoppingGridSmall: ['footer', 'domain'],
  ShoppingGridSmallCarousel: ['footer'],
  ShoppingPackageItem: ['footer', 'domain'],
  ShoppingCatalogsProductsMetadata: ['footer', 'domain'],
  BoardCoverSelectablePin: [],
  BulkEditMode: [],
};

export function surfaceShows(surface: string, part: CardPart): boolean {
  return (SURFACE_PARTS[surface] ?? ALL).includes(part);
}

/**
 * The footer rows a surface leaves out, and the pointer (`touch`: a finger), for the height rule
 * the grid and the card share.
 */
export const surfaceFooter = (surface: string, touch = false): FooterOptions => ({
  domain: surfaceShows(surface, 'domain'),
  reactions: surfaceShows(surface, 'reactions'),
  touch,
});
