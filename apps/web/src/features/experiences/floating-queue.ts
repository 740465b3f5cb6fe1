import { createContext } from 'react';
import { pickFloating, type FloatingCandidate } from './calm.ts';

/**
 * The one floating message on screen (issue 21): mounted floating messages ask for a turn; the
 * best one (pickFloating) shows; the next shows once it is completed, dismissed or gone. One
 * that cannot show on this page (it would cover a heading or another message, or its anchor is
 * off screen) is put on hold there, and the next one gets the turn.
 */
export class FloatingQueue {
  private candidates = new Map<string, FloatingCandidate>();
  /** Placed id -> the path where it is on hold. */
  private held = new Map<string, string>();
  private listeners = new Set<() => void>();
  private arrivals = 0;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit() {
    for (const l of this.listeners) l();
  }

  /** Asks for a turn; returns the call that withdraws it (unmounted, completed, dismissed). */
  offer(candidate: Omit<FloatingCandidate, 'arrival'>): () => void {
    const entry = { ...candidate, arrival: (this.arrivals += 1) };
    this.candidates.set(candidate.id, entry);
    this.emit();
    return () => {
      if (this.candidates.get(candidate.id) !== entry) return;
      this.candidates.delete(candidate.id);
      this.emit();
    };
  }

  /** Puts a message on hold on this path (or lifts the hold). */
  hold(id: string, path: string, onHold: boolean): void {
    if (onHold === (this.held.get(id) === path)) return;
    if (onHold) this.held.set(id, path);
    else this.held.delete(id);
    this.emit();
  }

  /** The placed id whose turn it is on this path, or null. */
  current(path: string): string | null {
    const held = new Set([...this.held].filter(([, p]) => p === path).map(([id]) => id));
    return pickFloating(this.candidates.values(), held);
  }
}

export const floatingQueue = new FloatingQueue();

/**
 * Given to a message's parts by its placement: its placed id (its portalled parts carry it as
 * `data-xp-message`, so they are not obstacles to each other) and `hold`, called with `true` when
 * it cannot show where it is (anchor off screen, or it would cover a heading or another message).
 */
export const FloatingHold = createContext<{ id: string; hold(onHold: boolean): void }>({
  id: '',
  hold: () => {},
});
