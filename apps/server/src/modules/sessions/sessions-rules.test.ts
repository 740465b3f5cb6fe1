import { describe, expect, it } from 'vitest';
import { describeDevice } from './device.ts';
import { isTouchDue, TOUCH_INTERVAL_MS } from './session-activity.ts';

describe('a session as a device', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Chrome 126 on macOS',
      'desktop',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Chrome 126 on Android',
      'mobile',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17 on iOS',
      'tablet',
    ],
    ['curl/8.5.0', 'Unknown device', 'unknown'],
    [null, 'Unknown device', 'unknown'],
    ['', 'Unknown device', 'unknown'],
  ])('%s', (ua, device, deviceType) => {
    expect(describeDevice(ua)).toEqual({ device, deviceType });
  });
});

describe('last-use writes', () => {
  const now = Date.UTC(2026, 0, 1);
  it('are due when never written or a minute old, not sooner', () => {
    expect(isTouchDue(null, now)).toBe(true);
    expect(isTouchDue(new Date(now - TOUCH_INTERVAL_MS).toISOString(), now)).toBe(true);
    expect(isTouchDue(new Date(now - TOUCH_INTERVAL_MS + 1).toISOString(), now)).toBe(false);
  });
});
