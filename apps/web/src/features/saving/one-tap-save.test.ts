import { describe, expect, it } from 'vitest';
import { requestFor, saveReducer, type SaveEvent, type SaveState } from './one-tap-save.ts';

describe('one-tap save state machine (spec §4)', () => {
  // Every state x every event.
  const table: [SaveState, SaveEvent, SaveState][] = [
    ['none', 'click', 'saving'],
    ['none', 'success', 'none'],
    ['none', 'error', 'none'],
    ['saving', 'click', 'saving'],
    ['saving', 'success', 'saved'],
    ['saving', 'error', 'none'],
    ['saved', 'click', 'deleting'],
    ['saved', 'success', 'saved'],
    ['saved', 'error', 'saved'],
    ['deleting', 'click', 'deleting'],
    ['deleting', 'success', 'none'],
    ['deleting', 'error', 'saved'],
  ];
  it.each(table)('%s + %s -> %s', (state, event, next) =>
    expect(saveReducer(state, event)).toBe(next),
  );

  it('sends a request only from a resting state', () => {
    expect(requestFor('none')).toBe('save');
    expect(requestFor('saved')).toBe('unsave');
    expect(requestFor('saving')).toBeNull();
    expect(requestFor('deleting')).toBeNull();
  });
});
