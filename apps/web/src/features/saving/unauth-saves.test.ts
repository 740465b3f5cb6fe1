import { describe, expect, it } from 'vitest';
import { parseUnauthSaves, readUnauthSaves, rememberPin } from './unauth-saves.ts';

describe('signed-out saves (MC §5)', () => {
  it('keeps at most 2, newest last', () => {
    let list = rememberPin([], '1', 1);
    list = rememberPin(list, '2', 2);
    list = rememberPin(list, '3', 3);
    expect(list.map((p) => p.id)).toEqual(['2', '3']);
  });
  it('replaces an earlier entry for the same pin', () => {
    const list = rememberPin(rememberPin(rememberPin([], '1', 1), '2', 2), '1', 3);
    expect(list).toEqual([
      { id: '2', savedAt: 2 },
      { id: '1', savedAt: 3 },
    ]);
  });
  it('reads only well-formed entries and survives broken storage', () => {
    expect(
      parseUnauthSaves('[{"id":"5","savedAt":1},{"id":"x"},{"id":"<script>","savedAt":1}]'),
    ).toEqual([{ id: '5', savedAt: 1 }]);
    expect(parseUnauthSaves('nope')).toEqual([]);
    expect(
      readUnauthSaves({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toEqual([]);
  });
});
