/** Where a menu opened from a button goes, in window coordinates (pure, for FloatingMenu). */
export interface Rect {
  top: number;
  left: number;
  right: number;
  bottom: number;
}
export interface Box {
  width: number;
  height: number;
}

/** Space kept between the menu and the button, and between the menu and the window's edges. */
export const MENU_GAP = 4;
export const MENU_MARGIN = 8;

/**
 * Right-aligned with the button, under it, or above it when it does not fit below and fits
 * better above; always inside the window (when the window is large enough for it).
 */
export function menuPlacement(button: Rect, menu: Box, win: Box): { top: number; left: number } {
  const below = button.bottom + MENU_GAP;
  const above = button.top - MENU_GAP - menu.height;
  const fitsBelow = below + menu.height <= win.height - MENU_MARGIN;
  const top = fitsBelow || above < MENU_MARGIN ? below : above;
  const maxLeft = win.width - MENU_MARGIN - menu.width;
  const left = Math.max(MENU_MARGIN, Math.min(button.right - menu.width, maxLeft));
  return { top: Math.round(top), left: Math.round(left) };
}
