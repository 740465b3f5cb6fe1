/**
 * The "More about this Pin" drawer (messaging-consent-routes.md §2.3, §5, §6): for signed-out
 * visitors (logged-in users never get it; bots get it visually hidden, with the full text).
 */
export const DRAWER_DESCRIPTION_MAX = 115;

export interface DrawerInput {
  description: string;
  saveCount: number;
  likeCount: number;
  hasPinner: boolean;
  interestNames: string[];
  boardUrl: string | null;
}

export interface DrawerContext {
  signedIn: boolean;
  isBot: boolean;
  onCloseup: boolean;
}

export interface DrawerPlan {
  /** Offer the drawer at all; `hidden` keeps it in the page for bots but out of sight. */
  offered: boolean;
  hidden: boolean;
  socialProof: boolean;
  creator: boolean;
  interests: string[];
  /** The description as first shown, and whether a more / ...less toggle is needed. */
  description: string;
  truncated: boolean;
  boardHref: string | null;
}

export function drawerPlan(pin: DrawerInput, ctx: DrawerContext): DrawerPlan {
  const full = pin.description.trim();
  const cut = !ctx.isBot && full.length > DRAWER_DESCRIPTION_MAX;
  return {
    offered: !ctx.signedIn,
    hidden: ctx.isBot,
    socialProof: !ctx.onCloseup && (pin.saveCount > 0 || pin.likeCount > 0),
    creator: pin.hasPinner,
    interests: pin.interestNames.filter((n) => n.trim() !== ''),
    description: cut ? full.slice(0, DRAWER_DESCRIPTION_MAX) : full,
    truncated: cut,
    // The board link in the drawer is the board URL lowercased.
    boardHref: pin.boardUrl ? pin.boardUrl.toLowerCase() : null,
  };
}
