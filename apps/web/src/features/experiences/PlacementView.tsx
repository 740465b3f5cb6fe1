import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Experience } from '@tack/contract';
import { useViewer } from '../auth/queries.ts';
import {
  createOnceGuard,
  followsNavigation,
  onMountActions,
  NO_ACTION_MS,
  pageTypeOf,
  SURVEY_PLACEMENT,
  SURVEY_RECHECK_MS,
  suppressedPath,
} from './lifecycle.ts';
import { useLoadedRenderer } from './load-renderers.ts';
import { experienceStore as store } from './store.ts';
import { isFloating, priorityOf, touchDisplayData } from './calm.ts';
import { FloatingHold, floatingQueue } from './floating-queue.ts';
import { useCornerCheck } from './renderers/anchored-check.ts';
import { dropServerPlacement } from './server-placements.ts';

/** Floating messages in a corner of the screen (the anchored ones check themselves). */
const CORNER_KINDS: ReadonlySet<string> = new Set(['toast', 'survey', 'floating_callout']);

/** Re-renders every few seconds while the path suppresses messages (the delayed survey rechecks). */
function useSuppressed(pathname: string, placementId: number): boolean {
  const [, tick] = useState(0);
  const suppressed = suppressedPath(pathname);
  useEffect(() => {
    if (!suppressed || placementId !== SURVEY_PLACEMENT) return;
    const timer = setInterval(() => tick((n) => n + 1), SURVEY_RECHECK_MS);
    return () => clearInterval(timer);
  }, [suppressed, placementId]);
  return suppressedPath(window.location.pathname);
}

export interface PlacementProps {
  id: number;
  /** Extra context sent with the fetch (page type and sign-in state are added). */
  context?: Record<string, unknown>;
  /** How deep a context change counts (the home feed uses 3). */
  depth?: number;
  /** False: fetch, but show nothing (another placement of its region has the turn). */
  show?: boolean;
  /** The server's markup of this placement's message, shown until the app renders its own. */
  fromServer?: ReactNode;
}

/** A spot on a page where the server may place a message; renders nothing when it has none. */
export function PlacementView({ id, context, depth = 1, show = true, fromServer }: PlacementProps) {
  const location = useLocation();
  const viewer = useViewer();
  const fullContext = useMemo(
    () => ({
      page_type: pageTypeOf(location.pathname, viewer?.username ?? null),
      signed_in: Boolean(viewer),
      ...context,
    }),
    [location.pathname, viewer, context],
  );
  const contextKey = JSON.stringify(fullContext);
  useEffect(() => {
    store.mount(id, JSON.parse(contextKey), depth);
    return () => store.unmount(id);
  }, [id, contextKey, depth]);
  const experience = useSyncExternalStore(store.subscribe, () => store.current(id));
  const fetched = useSyncExternalStore(store.subscribe, () => store.fetched(id));
  // The server's markup stands in until the first answer (issue 19); then it is spent.
  useEffect(() => {
    if (fetched) dropServerPlacement(id);
  }, [fetched, id]);
  const suppressed = useSuppressed(location.pathname, id);
  if (!show || suppressed || store.disabled) return null;
  if (!experience) return fetched ? null : (fromServer ?? null);
  return (
    <PlacedExperience
      key={experience.id}
      experience={experience}
      context={fullContext}
      fromServer={fromServer}
    />
  );
}

function PlacedExperience({
  experience: e,
  context,
  fromServer,
}: {
  experience: Experience;
  context: Record<string, unknown>;
  fromServer?: ReactNode;
}) {
  // Taking over from the server's markup: no entrance again (it has been on screen).
  const [tookOver] = useState(fromServer !== undefined);
  const location = useLocation();
  const navigate = useNavigate();
  const guard = useMemo(createOnceGuard, []);
  const viewed = useRef(false);
  const acted = useRef(false);
  // A message's renderer loads when a message of its kind arrives, not with every page.
  const loaded = useLoadedRenderer(e);
  const renderer = loaded?.renderer ?? null;
  const env = loaded?.core.pageRenderEnv(new URLSearchParams(location.search).get('q') ?? '');
  const valid = Boolean(env && renderer?.isValid(e, env));
  // Floating messages take turns (one on screen at a time); banners show at once.
  const floating = isFloating(e.kind);
  const withdraw = useRef<() => void>(() => {});
  useEffect(() => {
    if (!valid || !floating) return;
    withdraw.current = floatingQueue.offer({ id: e.id, kind: e.kind, priority: priorityOf(e) });
    return () => withdraw.current();
  }, [e, valid, floating]);
  const myTurn = useSyncExternalStore(
    floatingQueue.subscribe,
    () => floatingQueue.current(location.pathname) === e.id,
    () => false,
  );
  const showing = valid && (!floating || myTurn);
  const hold = useMemo(
    () => ({
      id: e.id,
      hold: (onHold: boolean) => floatingQueue.hold(e.id, location.pathname, onHold),
    }),
    [e.id, location.pathname],
  );
  const box = useRef<HTMLDivElement>(null);
  useCornerCheck(box, showing && CORNER_KINDS.has(e.kind), hold);
  // On a touch screen nothing hovers: "Hover a pin" reads "Tap a pin".
  const data = useMemo(
    () => (touchScreen() ? touchDisplayData(e.display_data) : e.display_data),
    [e],
  );

  const lifecycle = useMemo(() => {
    const follow = (url: unknown) => {
      if (typeof url !== 'string' || !url || !followsNavigation(e.experience_id)) return;
      if (url.startsWith('/')) navigate(url);
      else if (/^https?:\/\//.test(url)) window.location.assign(url);
    };
    return {
      onView() {
        if (viewed.current) return;
        viewed.current = true;
        store.view(e);
      },
      onComplete(element?: string, actionCode?: number) {
        acted.current = true;
        if (!guard.complete({ actionCode })) return;
        withdraw.current();
        store.complete(e, element, { actionCode });
        follow(e.display_data.onCompleteRedirectUrl);
      },
      onDismiss(element?: string) {
        acted.current = true;
        if (!guard.dismiss()) return;
        withdraw.current();
        store.dismiss(e, element);
        follow(e.display_data.onDismissRedirectUrl);
      },
      onClick(element: string) {
        acted.current = true;
        store.log(e, 101, e.kind, element);
      },
    };
  }, [e, guard, navigate]);

  // §9 fixed ids: viewed on mount / automatically, and auto-completed ones.
  useEffect(() => {
    if (!showing) return;
    for (const action of onMountActions(e.experience_id))
      if (action === 'view') lifecycle.onView();
      else lifecycle.onComplete('auto');
  }, [e.experience_id, lifecycle, showing]);

  // NoAction: 4 s after the placement mounts with no action taken, its follow-ups fire.
  useEffect(() => {
    if (!showing) return;
    const timer = setTimeout(() => {
      if (!acted.current) void store.trigger(e, { ...context, event: 'NoAction' });
    }, NO_ACTION_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mounted experience
  }, [e.id, showing]);

  // While the renderers load, the server's markup keeps the message's place.
  if (!loaded && fromServer) return fromServer;
  if (!renderer || !env || !showing) return null;
  const { Component } = renderer;
  return (
    <div
      ref={box}
      className={tookOver ? 'placement placement-from-server' : 'placement'}
      data-placement={e.placement_id}
      data-experience={e.experience_id}
      data-xp-message={e.id}
    >
      <FloatingHold value={hold}>
        <Component experience={e} data={data} env={env} {...lifecycle} />
      </FloatingHold>
    </div>
  );
}

/** A screen where nothing hovers (a phone or tablet): messages say Tap instead of Hover. */
const touchScreen = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(hover: none), (pointer: coarse)').matches;
