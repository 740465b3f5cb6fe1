import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Experience } from '@tack/contract';
import { ExperienceStore, failures } from './store.ts';

const exp = (placement: number, experience: number): Experience => ({
  id: `${placement}:${experience}`,
  experience_id: experience,
  placement_id: placement,
  type: 10,
  kind: 'toast',
  display_data: { text: 'hi' },
  extraContext: {},
  triggerable_placed_exps: [],
  metadata: {},
  status: 'not_viewed',
});

type Call = { url: string; method: string; body: unknown };

/** A server stand-in for the unit under test: answers each placement fetch from `serve`. */
function fakeServer(serve: (placements: number[]) => Record<string, Experience | null>) {
  const calls: Call[] = [];
  vi.stubGlobal('document', { cookie: 'csrftoken=t' });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {} });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      calls.push({ url, method: init?.method ?? 'GET', body });
      let data: unknown = { placed_experience_id: 'x', status: 'viewed' };
      if (url.startsWith('/resource/UserExperienceResource/get/')) {
        const options = JSON.parse(decodeURIComponent(url.split('data=')[1]!)).options;
        data = serve(options.placement_ids);
      }
      return new Response(JSON.stringify({ resource_response: { data, error: null } }));
    }),
  );
  return calls;
}
const tick = () => new Promise((r) => setTimeout(r, 0));
const fetches = (calls: Call[]) =>
  calls.filter((c) => c.url.startsWith('/resource/UserExperienceResource/get/'));

afterEach(() => vi.unstubAllGlobals());

describe('experience store', () => {
  it('batches mounted placements into one fetch per context and does not refetch an unchanged one', async () => {
    const calls = fakeServer((ids) => Object.fromEntries(ids.map((id) => [id, exp(id, 1)])));
    const store = new ExperienceStore(false);
    store.mount(11, { page_type: 'home' }, 3);
    store.mount(1000541, { page_type: 'home' }, 3);
    await tick();
    await tick();
    expect(fetches(calls)).toHaveLength(1);
    expect(store.current(11)?.id).toBe('11:1');
    store.unmount(11);
    store.mount(11, { page_type: 'home' }, 3);
    await tick();
    expect(fetches(calls)).toHaveLength(1);
    store.mount(11, { page_type: 'home', search_query: 'x' }, 3);
    await tick();
    expect(fetches(calls)).toHaveLength(2);
  });

  it('a placement registered after an action is not fetched until it mounts', async () => {
    const calls = fakeServer(() => ({}));
    const store = new ExperienceStore(false);
    store.registerAfterAction(42);
    await tick();
    expect(fetches(calls)).toHaveLength(0);
  });

  it('fires one trigger call per follow-up the experience lists (§7), not one for the server to fan out', async () => {
    const calls = fakeServer(() => ({}));
    const store = new ExperienceStore(false);
    const source = { ...exp(11, 1), triggerable_placed_exps: ['104:7', '106:8'] };
    await store.trigger(source, { event: 'NoAction' });
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.url)).toEqual([
      '/v3/experiences/104:7/trigger/',
      '/v3/experiences/106:8/trigger/',
    ]);
    expect(puts[0]!.body).toEqual({ extra_context: '{"event":"NoAction"}' });
    expect(calls.some((c) => c.url.includes('/v3/experiences/11:1/'))).toBe(false);
  });

  it('bots fetch nothing and report nothing', async () => {
    const calls = fakeServer(() => ({}));
    const store = new ExperienceStore(true);
    store.mount(11, {}, 1);
    store.view(exp(11, 1));
    await tick();
    expect(store.disabled).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('after a dismissal it reports, logs 6568 and refetches; the completed-without-refresh variant does not refetch', async () => {
    let served: Experience | null = exp(11, 1);
    const calls = fakeServer(() => ({ 11: served }));
    const store = new ExperienceStore(false);
    store.mount(11, {}, 1);
    await tick();
    served = null;
    store.dismiss(exp(11, 1), 'dismiss_button');
    await tick();
    await tick();
    await tick();
    expect(calls.some((c) => c.url === '/resource/UserExperienceResource/delete/')).toBe(true);
    const logged = calls.find((c) => c.url === '/resource/ExperienceEventsResource/create/');
    expect(logged?.body).toMatchObject({
      options: {
        events: [{ event_type: 6568, element: 'dismiss_button', placed_experience_id: '11:1' }],
      },
    });
    expect(fetches(calls)).toHaveLength(2);
    expect(store.current(11)).toBeNull();

    served = exp(11, 2);
    store.mount(11, { again: true }, 1);
    await tick();
    const before = fetches(calls).length;
    store.complete(exp(11, 2), 'complete_button', { withoutRefresh: true });
    await tick();
    await tick();
    expect(fetches(calls)).toHaveLength(before);
  });

  it('swallows a failed fetch and counts it (sampled at 10%)', async () => {
    vi.stubGlobal('document', { cookie: 'csrftoken=t' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    vi.spyOn(Math, 'random').mockReturnValue(0.01);
    const store = new ExperienceStore(false);
    const before = failures.fetch;
    store.mount(7, {}, 1);
    await tick();
    await tick();
    expect(failures.fetch).toBe(before + 1);
    expect(store.current(7)).toBeNull();
  });

  it('a modal the viewer saw and left unanswered counts as dismissed: reported, not shown again', async () => {
    const modal = { ...exp(1000503, 3), kind: 'modal' as const, status: 'viewed' as const };
    const calls = fakeServer(() => ({ '1000503': modal }));
    const store = new ExperienceStore(false);
    store.mount(1000503, { signed_in: true }, 1);
    await tick();
    await tick();
    expect(store.current(1000503)).toBeNull();
    const dismissal = calls.find((c) =>
      c.url.startsWith('/resource/UserExperienceResource/delete/'),
    );
    expect(dismissal?.body).toEqual({ options: { placed_experience_id: '1000503:3' } });
  });

  it("keeps a signed-out visitor's dismissals in this browser, beyond the server's session record", async () => {
    const calls = fakeServer(() => ({ '11': exp(11, 1) }));
    const saved = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => saved.get(k) ?? null,
      setItem: (k: string, v: string) => saved.set(k, v),
    });
    const first = new ExperienceStore(false);
    first.mount(11, { signed_in: false }, 1);
    await tick();
    await tick();
    first.dismiss(first.current(11)!, 'close_button');
    await tick();
    // A new browser session: the server would serve it again.
    const next = new ExperienceStore(false);
    next.mount(11, { signed_in: false }, 1);
    await tick();
    await tick();
    expect(fetches(calls).length).toBeGreaterThan(1);
    expect(next.current(11)).toBeNull();
    // Signed in, the server's record decides.
    next.mount(11, { signed_in: true }, 1);
    await tick();
    await tick();
    expect(next.current(11)?.id).toBe('11:1');
  });
});
