import { beforeEach, describe, expect, it, vi } from 'vitest';
import { attributionMetrics, registerAttributionSource } from './attribution-source.ts';
import { adClickAttributionSrc, pageHosts } from './attribution.ts';

const ad = {
  id: '1700000000000000005',
  link: 'https://shop.example/boots?ref=tack',
  isPromoted: true,
  isDownstreamPromotion: false,
  campaignId: '1700000000000004141',
  pinner: { id: '42' },
};
const hosts = { hostname: 'tack.test', mainHost: 'tack.test' };
const allowed = { features: () => ['attribution-reporting'], allowsFeature: () => true };
const query = (url: string) => Object.fromEntries(new URL(url, 'https://tack.test').searchParams);

function env(fetchImpl: () => Promise<Response>) {
  return {
    policy: allowed,
    hosts,
    fetch: vi.fn(fetchImpl) as unknown as typeof fetch,
    log: vi.fn(),
    marketingAllowed: () => true,
  };
}

describe('registering an ad as an attribution source: the failures of §8', () => {
  beforeEach(() => {
    attributionMetrics['server request failed.'] = 0;
  });

  it('registers nothing without marketing consent', async () => {
    const e = {
      ...env(async () => new Response('{}', { status: 200 })),
      marketingAllowed: () => false,
    };
    await registerAttributionSource(ad, 'click', e);
    expect(e.fetch).not.toHaveBeenCalled();
  });

  it('asks /attribution_source/ with the campaign, and counts nothing when it answers', async () => {
    const e = env(async () => new Response('{}', { status: 200 }));
    await registerAttributionSource(ad, 'view', e);
    expect(e.fetch).toHaveBeenCalledOnce();
    const [url] = (e.fetch as unknown as ReturnType<typeof vi.fn>).mock.calls[0]!;
    expect(query(url)).toMatchObject({
      source_event_id: ad.id,
      campaign_id: '1700000000000004141',
      advertiser_id: '42',
      source_event_type: 'view',
    });
    expect(attributionMetrics['server request failed.']).toBe(0);
  });

  it('counts "server request failed." for an error answer and for no answer', async () => {
    await registerAttributionSource(
      ad,
      'click',
      env(async () => new Response('', { status: 500 })),
    );
    expect(attributionMetrics['server request failed.']).toBe(1);
    await registerAttributionSource(
      ad,
      'click',
      env(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(attributionMetrics['server request failed.']).toBe(2);
  });

  it('only logs a failure to build the URL: no request, no metric', async () => {
    const e = env(async () => new Response('{}'));
    await registerAttributionSource({ ...ad, link: 'javascript:alert(1)' }, 'click', e);
    expect(e.log).toHaveBeenCalledWith(
      'Could not build the attribution-reporting URL',
      expect.any(Error),
    );
    expect(e.fetch).not.toHaveBeenCalled();
    expect(attributionMetrics['server request failed.']).toBe(0);
  });

  it('skips it where the browser disallows it, and for pins that are no ads', async () => {
    const e = { ...env(async () => new Response('{}')), policy: undefined };
    await registerAttributionSource(ad, 'view', e);
    const plain = env(async () => new Response('{}'));
    await registerAttributionSource({ ...ad, isPromoted: false }, 'view', plain);
    expect(e.fetch).not.toHaveBeenCalled();
    expect(plain.fetch).not.toHaveBeenCalled();
  });
});

describe("an eligible ad's attribution-reporting click URL (§7)", () => {
  it('is the click source URL: 7 days, priority 2, the campaign; hostname off the main host', () => {
    const src = adClickAttributionSrc(ad, pageHosts('de.tack.test', 'tack.test'))!;
    expect(src.startsWith('/attribution_source/?')).toBe(true);
    expect(query(src)).toEqual({
      source_event_id: ad.id,
      destination: '["https://shop.example"]',
      expiry: '604800',
      priority: '2',
      source_event_type: 'click',
      advertiser_id: '42',
      campaign_id: '1700000000000004141',
      hostname: 'de.tack.test',
    });
    // On the main host no hostname; without a campaign no campaign_id.
    const home = query(adClickAttributionSrc({ ...ad, campaignId: null }, hosts)!);
    expect(home).not.toHaveProperty('hostname');
    expect(home).not.toHaveProperty('campaign_id');
  });

  it('is none for a save of an ad or a pin that is no ad; a build failure is only logged', () => {
    expect(adClickAttributionSrc({ ...ad, isDownstreamPromotion: true }, hosts)).toBeUndefined();
    expect(adClickAttributionSrc({ ...ad, isPromoted: false }, hosts)).toBeUndefined();
    const log = vi.fn();
    expect(adClickAttributionSrc({ ...ad, link: '#top' }, hosts, log)).toBeUndefined();
    expect(log).toHaveBeenCalledOnce();
  });

  it('compares the page host with the configured public host, not with itself', () => {
    expect(pageHosts('tack.test', 'tack.test')).toEqual(hosts);
    expect(pageHosts('www.tack.test', 'tack.test')).toEqual({
      hostname: 'www.tack.test',
      mainHost: 'tack.test',
    });
    // No public host configured: the page's own host is the main one.
    expect(pageHosts('localhost', undefined)).toEqual({
      hostname: 'localhost',
      mainHost: 'localhost',
    });
    expect(pageHosts('localhost', '')).toEqual({ hostname: 'localhost', mainHost: 'localhost' });
  });
});
