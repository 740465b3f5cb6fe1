import { describe, expect, it } from 'vitest';
import { debugLines } from './debug-lines.ts';

const pin = { id: '11', board: { id: '22' }, pinner: { id: '33' } } as Parameters<
  typeof debugLines
>[0];

describe('debugLines', () => {
  it('shows the ids, the source the server named, the rank and both timings', () => {
    const rows = debugLines(
      {
        ...pin,
        debug: {
          source: 'followed_board',
          sourceLabel: 'Lamps',
          position: 3,
          ranking: 'newest first',
          serverMs: 12.4,
        },
      },
      812.6,
    );
    expect(rows).toEqual([
      ['pin', '11'],
      ['board', '22'],
      ['pinner', '33'],
      ['source', 'followed board: Lamps'],
      ['rank', '#3, newest first'],
      ['server', '12 ms for the page'],
      ['client', 'rendered at 813 ms'],
    ]);
  });

  it('says so when the server sent no source (not the home feed)', () => {
    expect(debugLines(pin, 5)).toContainEqual(['source', 'not a home feed pin']);
  });
});
