import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startupWarnings } from './config.ts';

describe('configuration', () => {
  it('has working defaults: embedded SQLite under ./data, port 3000, demo on', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toMatch(/^sqlite:.*data[/\\]tack\.db$/);
    expect(c.demo).toBe(true);
  });

  it('switches to PostgreSQL by DATABASE_URL and reads flags', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://u@localhost/tack',
      TACK_DEMO: '0',
      PORT: '8080',
    });
    expect(c.databaseUrl).toBe('postgres://u@localhost/tack');
    expect(c.demo).toBe(false);
    expect(c.port).toBe(8080);
  });

  it('keeps the fetcher off loopback unless a test asks, and never with NODE_ENV=production', () => {
    expect(loadConfig({}).fetch).toEqual({
      timeoutMs: 15_000,
      connectTimeoutMs: 5_000,
      pageMaxBytes: 5 * 1024 * 1024,
      allowLoopbackForTests: false,
    });
    const test = loadConfig({ FETCH_ALLOW_LOOPBACK_FOR_TESTS: '1' });
    expect(test.fetch.allowLoopbackForTests).toBe(true);
    expect(startupWarnings(test).join()).toMatch(/FETCH_ALLOW_LOOPBACK_FOR_TESTS is on/);
    expect(() =>
      loadConfig({ FETCH_ALLOW_LOOPBACK_FOR_TESTS: '1', NODE_ENV: 'production' }),
    ).toThrow(/FETCH_ALLOW_LOOPBACK_FOR_TESTS: is for tests only/);
    expect(loadConfig({ FETCH_RATE_LIMIT: '5' }).fetchRateLimit).toEqual({
      max: 5,
      windowMs: 600_000,
    });
  });

  it('reads survey frame origins for the CSP, https only', () => {
    expect(loadConfig({}).surveyFrameOrigins).toEqual([]);
    expect(
      loadConfig({ SURVEY_FRAME_ORIGINS: 'https://s.example, https://t.example:8443' })
        .surveyFrameOrigins,
    ).toEqual(['https://s.example', 'https://t.example:8443']);
    expect(() => loadConfig({ SURVEY_FRAME_ORIGINS: 'http://s.example' })).toThrow(
      /SURVEY_FRAME_ORIGINS/,
    );
  });

  it('reads the upload rate limit and decode queue, with defaults', () => {
    const c = loadConfig({});
    expect(c.uploadRateLimit).toEqual({ max: 30, windowMs: 600_000 });
    expect(c.uploadDecode).toEqual({ concurrency: 1, maxWaiting: 8 });
    const set = loadConfig({
      UPLOAD_RATE_LIMIT: '5',
      UPLOAD_RATE_WINDOW_SECONDS: '60',
      UPLOAD_DECODE_CONCURRENCY: '2',
      UPLOAD_DECODE_QUEUE: '0',
    });
    expect(set.uploadRateLimit).toEqual({ max: 5, windowMs: 60_000 });
    expect(set.uploadDecode).toEqual({ concurrency: 2, maxWaiting: 0 });
    for (const [name, value] of [
      ['UPLOAD_RATE_LIMIT', '0'],
      ['UPLOAD_RATE_WINDOW_SECONDS', 'soon'],
      ['UPLOAD_DECODE_CONCURRENCY', '0'],
      ['UPLOAD_DECODE_QUEUE', '-1'],
    ])
      expect(() => loadConfig({ [name!]: value })).toThrow(new RegExp(name!));
  });

  it('cleans unused media hourly after an hour by default; 0 grace is allowed, negatives are not', () => {
    expect(loadConfig({}).mediaGc).toEqual({ graceMs: 3_600_000, intervalMs: 3_600_000 });
    expect(loadConfig({ MEDIA_GC_GRACE_SECONDS: '0' }).mediaGc.graceMs).toBe(0);
    expect(() => loadConfig({ MEDIA_GC_INTERVAL_SECONDS: '-1' })).toThrow(
      /MEDIA_GC_INTERVAL_SECONDS/,
    );
  });

  it('takes REDIS_URL for the shared state, and refuses an address that is not Redis', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://cache.internal:6379/2' }).redisUrl).toBe(
      'redis://cache.internal:6379/2',
    );
    expect(loadConfig({ REDIS_URL: 'rediss://u:p@cache.example:6380' }).redisUrl).toMatch(
      /^rediss/,
    );
    expect(() => loadConfig({ REDIS_URL: 'http://cache.internal' })).toThrow(/REDIS_URL/);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      expect(String(e)).toMatch(/PORT/);
      expect(String(e)).toMatch(/DATABASE_URL/);
    }
  });

  it('warns at start in production when PUBLIC_URL is unset (links would be relative)', () => {
    expect(startupWarnings(loadConfig({ NODE_ENV: 'production' })).join()).toMatch(/PUBLIC_URL/);
    expect(
      startupWarnings(
        loadConfig({
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://t.example',
          SMTP_URL: 'smtp://mail.example:587',
        }),
      ),
    ).toEqual([]);
    expect(startupWarnings(loadConfig({}))).toEqual([]);
  });

  it('reads SMTP_URL and MAIL_FROM; without SMTP in production it warns that mail stays in the outbox', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: null, from: 'Tack <no-reply@tack.localhost>' });
    const c = loadConfig({
      SMTP_URL: 'smtps://u:p@mail.example:465',
      MAIL_FROM: 'Pins <pins@example.com>',
    });
    expect(c.mail).toEqual({
      smtpUrl: 'smtps://u:p@mail.example:465',
      from: 'Pins <pins@example.com>',
    });
    expect(loadConfig({ MAIL_FROM: 'pins@example.com' }).mail.from).toBe('pins@example.com');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(
      /SMTP_URL: must start with smtp/,
    );
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_FROM: 'A <a@b.c>\r\nBcc: x@y.z' })).toThrow(/MAIL_FROM/);
    expect(
      startupWarnings(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://t.example' })),
    ).toEqual([expect.stringMatching(/SMTP_URL is not set.*\/admin\/outbox/)]);
  });
});
