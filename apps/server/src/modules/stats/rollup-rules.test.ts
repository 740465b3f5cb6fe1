import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '@tack/contract';
import { columnOf, dayOf, lastDays, tally, type LoggedEvent } from './rollup-rules.ts';

const ev = (o: Partial<LoggedEvent>): LoggedEvent => ({
  event_type: EVENT_TYPES.save,
  pin_id: '1',
  aux_data: null,
  created_at: '2026-03-10T12:00:00.000Z',
  ...o,
});

describe('pin stats rollup rules', () => {
  it('buckets by UTC day, whatever the offset the time was written with', () => {
    expect(dayOf('2026-03-10T23:59:59.999Z')).toBe('2026-03-10');
    expect(dayOf('2026-03-11T00:00:00.000Z')).toBe('2026-03-11');
    // 01:30 in UTC+2 is still the 10th in UTC.
    expect(dayOf('2026-03-11T01:30:00+02:00')).toBe('2026-03-10');
  });

  it('counts impressions only at the first milestone, and the other counted types', () => {
    const imp = (aux: string | null) =>
      columnOf({ event_type: EVENT_TYPES.impression, aux_data: aux });
    expect(imp('{"milestone":0}')).toBe('impressions');
    expect(imp('{"milestone":0.5}')).toBeNull();
    expect(imp('{"milestone":1}')).toBeNull();
    expect(imp(null)).toBeNull();
    expect(imp('not json')).toBeNull();
    expect(columnOf({ event_type: EVENT_TYPES.pinClick, aux_data: null })).toBe('pin_clicks');
    expect(columnOf({ event_type: EVENT_TYPES.clickthrough, aux_data: null })).toBe(
      'outbound_clicks',
    );
    expect(columnOf({ event_type: EVENT_TYPES.save, aux_data: null })).toBe('saves');
    expect(columnOf({ event_type: EVENT_TYPES.boardFollow, aux_data: null })).toBeNull();
  });

  it('tallies per pin and day, passing over events without a pin', () => {
    const t = tally([
      ev({}),
      ev({ created_at: '2026-03-10T01:00:00.000Z' }),
      ev({ created_at: '2026-03-11T00:00:00.000Z' }),
      ev({ pin_id: '2', event_type: EVENT_TYPES.pinClick }),
      ev({ pin_id: null }),
      ev({ event_type: EVENT_TYPES.impression, aux_data: '{"milestone":0}' }),
      ev({ event_type: EVENT_TYPES.impression, aux_data: '{"milestone":0.8}' }),
    ]);
    expect(Object.fromEntries(t)).toEqual({
      '1|2026-03-10': { impressions: 1, pin_clicks: 0, outbound_clicks: 0, saves: 2 },
      '1|2026-03-11': { impressions: 0, pin_clicks: 0, outbound_clicks: 0, saves: 1 },
      '2|2026-03-10': { impressions: 0, pin_clicks: 1, outbound_clicks: 0, saves: 0 },
    });
  });

  it('lists the last N UTC days ending today, oldest first', () => {
    const now = Date.parse('2026-03-02T00:30:00.000Z');
    expect(lastDays(3, now)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(lastDays(30, now)).toHaveLength(30);
    expect(lastDays(30, now)[0]).toBe('2026-02-01');
  });
});
