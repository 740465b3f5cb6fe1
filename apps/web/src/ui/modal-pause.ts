/**
 * Whether a modal is open (messaging-consent-routes.md §4: an open modal pauses impression
 * tracking; closing resumes it). Dialog reports itself here; trackers listen.
 */
let open = 0;
const listeners = new Set<() => void>();

/** A modal opened: answers its closing function (idempotent). */
export function modalOpened(): () => void {
  open += 1;
  listeners.forEach((l) => l());
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    open -= 1;
    listeners.forEach((l) => l());
  };
}

export const anyModalOpen = (): boolean => open > 0;

/** Called at each open and close; answers the unsubscribe. */
export function onModalChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
