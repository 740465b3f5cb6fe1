/** MC §9 "Limits": the app upsell's window. */
export const UPSELL_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/** When this browser has been offered the app: kept in localStorage across visits. */
export interface UpsellHistory {
  firstShownAt: number | null;
  lastShownAt: number | null;
}

/**
 * Whether the install offer may show now (MC §5): once per session within the first window
 * (14 days from the first offer), then at most once every 14 days.
 */
export function mayOfferInstall(history: UpsellHistory, now: number, shownThisSession: boolean) {
  if (shownThisSession) return false;
  if (history.firstShownAt === null || now - history.firstShownAt < UPSELL_WINDOW_MS) return true;
  return history.lastShownAt === null || now - history.lastShownAt >= UPSELL_WINDOW_MS;
}

/** The history after an offer shows at `now`. */
export const afterOffer = (history: UpsellHistory, now: number): UpsellHistory => ({
  firstShownAt: history.firstShownAt ?? now,
  lastShownAt: now,
});

/** A stored history, or an empty one when missing or unreadable. */
export function readHistory(stored: string | null): UpsellHistory {
  try {
    const h = JSON.parse(stored ?? '{}') as Partial<UpsellHistory>;
    const time = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
    return { firstShownAt: time(h.firstShownAt), lastShownAt: time(h.lastShownAt) };
  } catch {
    return { firstShownAt: null, lastShownAt: null };
  }
}
