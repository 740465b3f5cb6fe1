/**
 * The open overlays (menus, dialogs), in the order they opened. Only the top one answers Escape,
 * so Escape in a menu inside a dialog closes the menu, and the next Escape the dialog.
 */
const stack: object[] = [];

export function openLayer(): { isTop: () => boolean; close: () => void } {
  const layer = {};
  stack.push(layer);
  return {
    isTop: () => stack[stack.length - 1] === layer,
    close: () => {
      const i = stack.indexOf(layer);
      if (i >= 0) stack.splice(i, 1);
    },
  };
}
