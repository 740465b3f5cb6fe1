import { describe, expect, it } from 'vitest';
import { doneCookieValue, doneIds, EXPERIENCES_DONE_COOKIE_IDS } from './experiences-done.ts';

describe('the cookie of messages a browser completed or dismissed', () => {
  it("reads the browser's dismissed messages from its cookie, ignoring anything else", () => {
    expect([...doneIds('11:1.1000541:2.x.<b>.:')]).toEqual(['11:1', '1000541:2']);
    expect(doneIds(undefined).size).toBe(0);
  });

  it('keeps the newest ids, which the server reads back as written', () => {
    const ids = Array.from({ length: 30 }, (_, i) => `11:${i}`);
    const value = doneCookieValue(ids);
    expect([...doneIds(value)]).toEqual(ids.slice(-EXPERIENCES_DONE_COOKIE_IDS));
  });
});
