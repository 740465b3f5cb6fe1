import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followLink } from './follow-link.ts';

// A pin that the spam check asks about (§5: not promoted, on an eligible surface).
const pin = {
  id: '1700000000000000001',
  link: 'https://shop.example/a',
  isPromoted: false,
  isDownstreamPromotion: false,
};
const click = { at: 0, newTab: false };
const answer = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ resource_response: { data } }), { status });

/** The page as followLink meets it: where it goes, what opens, what it logs. */
let assign: ReturnType<typeof vi.fn>;
let open: ReturnType<typeof vi.fn>;
let info: ReturnType<typeof vi.spyOn>;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  open = vi.fn();
  fetchMock = vi.fn();
  vi.stubGlobal('window', { location: { assign }, open });
  vi.stubGlobal('fetch', fetchMock);
  info = vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
/** Lets the check's promise chain settle. */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('following a pin link (§2, §8)', () => {
  it('skips an empty or hash-only link and logs it: no check, no navigation', async () => {
    for (const link of ['', '   ', null, '#x', '#']) {
      followLink(pin, 'AuthHomefeed', link, click, vi.fn());
      await settle();
    }
    expect(assign).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(5);
    expect(info.mock.calls.map((c: unknown[]) => c[0])).toEqual([
      `Tack: a empty link on pin ${pin.id} was not followed`,
      `Tack: a empty link on pin ${pin.id} was not followed`,
      `Tack: a empty link on pin ${pin.id} was not followed`,
      `Tack: a hash link on pin ${pin.id} was not followed`,
      `Tack: a hash link on pin ${pin.id} was not followed`,
    ]);
  });

  it('opens the URL normally when the check fails (no answer, or an error answer)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    followLink(pin, 'AuthHomefeed', pin.link, click, vi.fn());
    await settle();
    expect(assign).toHaveBeenLastCalledWith('https://shop.example/a');
    fetchMock.mockResolvedValueOnce(answer(null, 503));
    followLink(pin, 'AuthHomefeed', pin.link, click, vi.fn());
    await settle();
    expect(assign).toHaveBeenCalledTimes(2);
    expect(assign).toHaveBeenLastCalledWith('https://shop.example/a');
  });

  it('asks the check first, and leaves through its answer; a blocked answer stays', async () => {
    fetchMock.mockResolvedValueOnce(
      answer({ redirect_status: 'ok', message: '', url: '/offsite/?token=t&url=x&pin=1' }),
    );
    followLink(pin, 'AuthHomefeed', pin.link, click, vi.fn());
    await settle();
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(
      /^\/v3\/offsite\/\?check_only=true&pin_id=/,
    );
    expect(assign.mock.calls[0]![0]).toMatch(
      /^\/offsite\/\?token=t&url=x&pin=1&time_to_offsite_ns=\d+$/,
    );
    const blocked = { redirect_status: 'blocked', message: 'Spam', url: 'https://shop.example/a' };
    fetchMock.mockResolvedValueOnce(answer(blocked));
    const onBlocked = vi.fn();
    followLink(pin, 'AuthHomefeed', pin.link, click, onBlocked);
    await settle();
    expect(onBlocked).toHaveBeenCalledWith(blocked);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('opens a new tab at /offsite/ on ctrl/cmd-click, without asking first', () => {
    followLink(pin, 'AuthHomefeed', pin.link, { at: 0, newTab: true }, vi.fn());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(open.mock.calls[0]![0]).toMatch(
      /^\/offsite\/\?url=https%3A%2F%2Fshop\.example%2Fa&pin=/,
    );
    expect(open.mock.calls[0]!.slice(1)).toEqual(['_blank', 'noopener']);
  });
});
