import { describe, expect, it } from 'vitest';
import { fromLocalInput, listOf, scheduleStatus, toLocalInput } from './schedule.ts';

describe('message schedule', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('names the state an operator sees', () => {
    const base = { paused: false, starts_at: null, ends_at: null };
    expect(scheduleStatus(base, now)).toBe('Live');
    expect(scheduleStatus({ ...base, paused: true }, now)).toBe('Paused');
    expect(scheduleStatus({ ...base, starts_at: '2026-06-02T00:00:00Z' }, now)).toBe('Scheduled');
    expect(scheduleStatus({ ...base, ends_at: '2026-06-01T12:00:00Z' }, now)).toBe('Ended');
  });
  it('round-trips datetime-local values', () => {
    const iso = '2026-06-01T12:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
  it('reads comma lists', () => {
    expect(listOf('us, gb ,', true)).toEqual(['US', 'GB']);
    expect(listOf(' ')).toBeUndefined();
  });
});
