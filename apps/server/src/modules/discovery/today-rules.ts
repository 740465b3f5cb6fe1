import type { TodayList } from '@tack/contract';
import type { Activity } from './today-activity.ts';

/**
 * How a pin ranks in each list of Today. A save says more than an open (it took a decision), so
 * the editorial weighs it three opens; "best" is the most saved, "popular" the most opened.
 */
export const SCORES: Record<TodayList | 'editorial', (a: Activity) => number> = {
  editorial: (a) => a.saves * 3 + a.clicks,
  shop: (a) => a.saves * 3 + a.clicks,
  best: (a) => a.saves,
  popular: (a) => a.clicks,
};

/** Pin ids with a score above 0, best first (ties: the newer pin, whose id is larger). */
export function ranked(activity: Map<string, Activity>, score: (a: Activity) => number): string[] {
  return [...activity]
    .map(([id, a]) => ({ id, s: score(a) }))
    .filter((x) => x.s > 0)
    .sort((x, y) => y.s - x.s || (x.id < y.id ? 1 : x.id > y.id ? -1 : 0))
    .map((x) => x.id);
}

export interface StoryCandidate {
  interestId: string;
  saves: number;
  clicks: number;
  /** Its pins among the ranked ones, in rank order. */
  pinIds: string[];
}

/**
 * The day's stories: each interest's activity summed over its ranked pins, the most active
 * interests first (ties by interest id), each with its pins in rank order.
 */
export function storiesOf(
  rankedIds: readonly string[],
  activity: Map<string, Activity>,
  interestsOfPin: Map<string, string[]>,
): StoryCandidate[] {
  const stories = new Map<string, StoryCandidate>();
  for (const pinId of rankedIds) {
    const a = activity.get(pinId) ?? { saves: 0, clicks: 0 };
    for (const interestId of interestsOfPin.get(pinId) ?? []) {
      let s = stories.get(interestId);
      if (!s) stories.set(interestId, (s = { interestId, saves: 0, clicks: 0, pinIds: [] }));
      s.saves += a.saves;
      s.clicks += a.clicks;
      s.pinIds.push(pinId);
    }
  }
  const score = SCORES.editorial;
  return [...stories.values()].sort(
    (x, y) => score(y) - score(x) || (x.interestId < y.interestId ? -1 : 1),
  );
}
