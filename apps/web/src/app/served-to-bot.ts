/**
 * Whether the server recognised this page's reader as a bot (a crawler or a link unfurler): it
 * marks `<html data-bot>` (apps/server/src/lib/bots.ts), so the user-agent rules ship once, on
 * the server, and none of them in the first load. Bots get no experiences and a hidden drawer.
 */
export const servedToBot = (): boolean =>
  typeof document !== 'undefined' && document.documentElement?.hasAttribute('data-bot') === true;
