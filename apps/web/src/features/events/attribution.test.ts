import { describe, expect, it } from 'vitest';
import {
  attributionAllowed,
  attributionSourceUrl,
  destinationOrigin,
  SOURCE_RULES,
} from './attribution.ts';

const query = (url: string) => Object.fromEntries(new URL(url, 'https://tack.test').searchParams);

describe('the attribution source query (§7)', () => {
  const base = {
    sourceEventId: '1700000000000123456',
    destinations: ['https://shop.example'],
    advertiserId: '42',
    campaignId: '9',
    hostname: 'tack.test',
    mainHost: 'tack.test',
  };
  it('a click: expiry 604800, priority 2', () => {
    const url = attributionSourceUrl({ ...base, type: 'click' });
    expect(url.startsWith('/attribution_source/?')).toBe(true);
    expect(query(url)).toEqual({
      source_event_id: '1700000000000123456',
      destination: '["https://shop.example"]',
      expiry: '604800',
      priority: '2',
      source_event_type: 'click',
      advertiser_id: '42',
      campaign_id: '9',
    });
  });
  it('a view: expiry 86400, priority 1; hostname only when not the main host', () => {
    const q = query(attributionSourceUrl({ ...base, type: 'view', hostname: 'de.tack.test' }));
    expect(q).toMatchObject({
      expiry: '86400',
      priority: '1',
      source_event_type: 'view',
      hostname: 'de.tack.test',
    });
    expect(SOURCE_RULES.view).toEqual({ expiry: 86400, priority: 1 });
  });
  it('leaves out the advertiser and campaign when unknown', () => {
    const q = query(
      attributionSourceUrl({ ...base, advertiserId: null, campaignId: null, type: 'view' }),
    );
    expect(q).not.toHaveProperty('advertiser_id');
    expect(q).not.toHaveProperty('campaign_id');
    expect(q).not.toHaveProperty('hostname');
  });
  it('a destination is an http(s) origin, else none', () => {
    expect(destinationOrigin('https://shop.example/a/b?c=1')).toBe('https://shop.example');
    expect(destinationOrigin('javascript:alert(1)')).toBeNull();
    expect(destinationOrigin('not a url')).toBeNull();
    expect(destinationOrigin(null)).toBeNull();
  });
});

describe('whether the browser may register a source', () => {
  const policy = (features: string[], allowed: boolean) => ({
    features: () => features,
    allowsFeature: (f: string) => allowed && features.includes(f),
  });
  it('only where the browser knows the feature and the policy allows it', () => {
    expect(attributionAllowed(policy(['attribution-reporting'], true))).toBe(true);
    expect(attributionAllowed(policy(['attribution-reporting'], false))).toBe(false);
    // Headless Chromium 156 (the e2e browser) knows no such feature: skipped, quietly.
    expect(attributionAllowed(policy(['camera'], true))).toBe(false);
    // No permissions policy object at all (Firefox, Safari).
    expect(attributionAllowed(undefined)).toBe(false);
  });
});
