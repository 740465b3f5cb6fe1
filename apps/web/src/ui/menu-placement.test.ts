import { describe, expect, it } from 'vitest';
import { MENU_GAP, MENU_MARGIN, menuPlacement } from './menu-placement.ts';

const win = { width: 1440, height: 900 };
const menu = { width: 200, height: 140 };
const button = (top: number, left: number) => ({
  top,
  left,
  right: left + 32,
  bottom: top + 32,
});

describe('menuPlacement', () => {
  it('puts the menu under the button, right-aligned with it', () => {
    expect(menuPlacement(button(100, 600), menu, win)).toEqual({
      top: 132 + MENU_GAP,
      left: 632 - 200,
    });
  });

  it('opens above the button when there is no room below', () => {
    expect(menuPlacement(button(850, 600), menu, win).top).toBe(850 - MENU_GAP - 140);
  });

  it('stays under the button when there is no room above either', () => {
    expect(menuPlacement(button(60, 600), menu, { width: 1440, height: 200 }).top).toBe(96);
  });

  it('stays inside the window at both edges (a phone)', () => {
    const phone = { width: 390, height: 844 };
    expect(menuPlacement(button(100, 10), menu, phone).left).toBe(MENU_MARGIN);
    const right = menuPlacement(button(100, 380), menu, phone);
    expect(right.left + menu.width).toBeLessThanOrEqual(390 - MENU_MARGIN);
  });
});
