import type { Experience } from '@tack/contract';
import { doneCookieValue, EXPERIENCES_DONE_COOKIE } from '@tack/contract/experiences-done';
import { servedToBot } from '../../app/served-to-bot.ts';
import { callResource, callV3 } from '../../api/client.ts';
import {
  FIXED,
  refetchAfter,
  sampled,
  shouldFetch,
  type CompletionOptions,
  type PlacementStatus,
} from './lifecycle.ts';
import { leftUnanswered } from './calm.ts';

interface PlacementState {
  status: PlacementStatus;
  experience: Experience | null;
  context: Record<string, unknown>;
  lastContext: unknown;
  fetched: boolean;
  depth: number;
}

type EventType = 101 | 4503 | 6567 | 6568;
const VIEWED_KEY = 'tack.experiences.viewed';
/** Messages this browser completed or dismissed (kept for signed-out visitors, whose server record lasts a browser session). */
const DONE_KEY = 'tack.experiences.done';

/** Failures the user never sees, counted (network and unexpected ones sampled at 10%). */
export const failures = { fetch: 0, report: 0, trigger: 0, event: 0 };
function countFailure(kind: keyof typeof failures, random = Math.random()) {
  if (kind === 'fetch' && !sampled(random)) return;
  failures[kind] += 1;
}

/** Local record of what was shown (§4 "recorded locally"); storage failures fall back quietly. */
function rememberViewed(placedId: string): void {
  try {
    const list: string[] = JSON.parse(localStorage.getItem(VIEWED_KEY) ?? '[]');
    if (!list.includes(placedId))
      localStorage.setItem(VIEWED_KEY, JSON.stringify([...list, placedId].slice(-100)));
  } catch {
    console.warn('Cannot access localStorage or sessionStorage');
  }
}

function readDone(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(DONE_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function rememberDone(placedId: string): void {
  try {
    const list = readDone();
    if (!list.includes(placedId)) {
      const next = [...list, placedId].slice(-100);
      localStorage.setItem(DONE_KEY, JSON.stringify(next));
      // The server renders the home page's banners with the page: it skips these too.
      document.cookie = `${EXPERIENCES_DONE_COOKIE}=${doneCookieValue(next)}; path=/; max-age=31536000; samesite=lax`;
    }
  } catch {
    console.warn('Cannot access localStorage or sessionStorage');
  }
}

/**
 * The client side of server-driven messages: which placements are mounted, what each shows,
 * fetching (batched per tick), and reporting views, completions, dismissals and clicks.
 */
export class ExperienceStore {
  private placements = new Map<number, PlacementState>();
  private listeners = new Set<() => void>();
  private pending = new Set<number>();
  private flushScheduled = false;
  readonly disabled: boolean;

  /** `bot`: bots get no experiences rendered and cause no placement fetches. */
  constructor(bot: boolean) {
    this.disabled = bot;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  current = (placementId: number): Experience | null =>
    this.placements.get(placementId)?.experience ?? null;

  /** Whether the placement has had an answer from the server. */
  fetched = (placementId: number): boolean => this.placements.get(placementId)?.fetched ?? false;

  private emit() {
    for (const l of this.listeners) l();
  }

  mount(placementId: number, context: Record<string, unknown>, depth: number): void {
    const p = this.placements.get(placementId) ?? {
      status: 'unmounted' as PlacementStatus,
      experience: null,
      context,
      lastContext: null,
      fetched: false,
      depth,
    };
    Object.assign(p, { status: 'mounted', context, depth });
    this.placements.set(placementId, p);
    if (shouldFetch({ ...p, hasRenderable: p.experience !== null }, context, depth))
      this.schedule(placementId);
  }

  unmount(placementId: number): void {
    const p = this.placements.get(placementId);
    if (p) p.status = 'unmounted';
  }

  /** A placement an action will need (e.g. after a save): known, but not fetched until mounted. */
  registerAfterAction(placementId: number): void {
    if (!this.placements.has(placementId))
      this.placements.set(placementId, {
        status: 'registered_after_action',
        experience: null,
        context: {},
        lastContext: null,
        fetched: false,
        depth: 1,
      });
  }

  private schedule(placementId: number) {
    if (this.disabled) return;
    this.pending.add(placementId);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    queueMicrotask(() => void this.flush());
  }

  /** One request per distinct context. */
  private async flush() {
    this.flushScheduled = false;
    const ids = [...this.pending];
    this.pending.clear();
    const groups = new Map<string, number[]>();
    for (const id of ids) {
      const key = JSON.stringify(this.placements.get(id)?.context ?? {});
      groups.set(key, [...(groups.get(key) ?? []), id]);
    }
    await Promise.all(
      [...groups].map(async ([key, placementIds]) => {
        const context = JSON.parse(key) as Record<string, unknown>;
        try {
          // Advertiser placements pass their advertiser in targeting (MC §6), not as context.
          const { advertiser_id: advertiser, ...extra } = context;
          const data = await callResource('UserExperienceResource', 'get', {
            placement_ids: placementIds,
            extra_context: extra,
            ...(typeof advertiser === 'string' ? { targeting: { advertiser_id: advertiser } } : {}),
          });
          const done = context.signed_in === false ? new Set(readDone()) : new Set<string>();
          for (const id of placementIds) {
            const p = this.placements.get(id);
            if (!p) continue;
            let experience = data[String(id)] ?? null;
            // A modal left unanswered before counts as dismissed (it interrupts once); a
            // signed-out visitor's dismissals hold in this browser beyond the session.
            if (experience && leftUnanswered(experience)) {
              this.dismissUnanswered(experience);
              experience = null;
            } else if (experience && done.has(experience.id)) experience = null;
            Object.assign(p, { experience, fetched: true, lastContext: context });
          }
          this.emit();
        } catch {
          countFailure('fetch');
        }
      }),
    );
  }

  /** Fetch again regardless of what is current (after a completion, a dismissal, a view of 1000162). */
  refetch(placementId: number): void {
    const p = this.placements.get(placementId);
    if (p?.status === 'mounted') this.schedule(placementId);
  }

  private async report(
    name: 'ViewedExperienceResource' | 'CompletedExperienceResource' | 'UserExperienceResource',
    e: Experience,
    extra: { without_refresh?: boolean } = {},
  ) {
    const options = { placed_experience_id: e.id, ...extra };
    try {
      if (name === 'UserExperienceResource') await callResource(name, 'delete', options);
      else await callResource(name, 'update', options);
    } catch {
      countFailure('report');
    }
  }

  log(e: Experience, eventType: EventType, component: string, element?: string): void {
    if (this.disabled) return;
    callResource('ExperienceEventsResource', 'create', {
      events: [{ event_type: eventType, component, element, placed_experience_id: e.id }],
    }).catch(() => countFailure('event'));
  }

  view(e: Experience): void {
    if (this.disabled) return;
    rememberViewed(e.id);
    this.log(e, 4503, e.kind);
    void this.report('ViewedExperienceResource', e).then(() => {
      if (FIXED.refetchOnViewPlacements.has(e.placement_id)) this.refetch(e.placement_id);
    });
  }

  complete(e: Experience, element: string | undefined, o: CompletionOptions = {}): void {
    if (this.disabled) return;
    rememberDone(e.id);
    this.log(e, 6567, e.kind, element);
    void this.report('CompletedExperienceResource', e, { without_refresh: o.withoutRefresh }).then(
      () => this.afterDone(e, o),
    );
  }

  dismiss(e: Experience, element: string | undefined, o: CompletionOptions = {}): void {
    if (this.disabled) return;
    rememberDone(e.id);
    this.log(e, 6568, e.kind, element);
    void this.report('UserExperienceResource', e).then(() => this.afterDone(e, o));
  }

  /** Records a modal left unanswered as dismissed, without refetching its placement. */
  private dismissUnanswered(e: Experience): void {
    if (this.disabled) return;
    rememberDone(e.id);
    this.log(e, 6568, e.kind, 'left_unanswered');
    void this.report('UserExperienceResource', e);
  }

  private afterDone(e: Experience, o: CompletionOptions) {
    const p = this.placements.get(e.placement_id);
    if (!refetchAfter(o) || !p) return;
    if (p.experience?.id === e.id) p.experience = null;
    this.emit();
    this.refetch(e.placement_id);
  }

  /**
   * Fires the experience's follow-ups (used when the viewer took no action, §4 NoAction): one
   * `PUT /v3/experiences/{placement:experience}/trigger/` per item of triggerable_placed_exps
   * (§7); a failing one is counted and the others still go.
   */
  async trigger(e: Experience, extraContext: Record<string, unknown>): Promise<void> {
    if (this.disabled || !e.triggerable_placed_exps.length) return;
    const extra_context = JSON.stringify(extraContext);
    // The path carries the id as §7 writes it ({placement:experience}); anything else is skipped.
    const ids = e.triggerable_placed_exps.filter((placed) => /^\d{1,10}:\d{1,10}$/.test(placed));
    await Promise.all(
      ids.map((placed) =>
        callV3('PUT', `/v3/experiences/${placed}/trigger/`, { extra_context }).catch(() =>
          countFailure('trigger'),
        ),
      ),
    );
  }
}

export const experienceStore = new ExperienceStore(servedToBot());
