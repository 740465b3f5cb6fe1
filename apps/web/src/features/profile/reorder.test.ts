import { describe, expect, it } from 'vitest';
import { moveBefore } from './reorder.ts';

const ids = (xs: { id: string }[]) => xs.map((x) => x.id).join('');
const items = ['a', 'b', 'c', 'd'].map((id) => ({ id }));

describe('drag to reorder', () => {
  it.each([
    ['a', 'c', 'bcad'],
    ['d', 'a', 'dabc'],
    ['b', 'b', 'abcd'],
    ['x', 'a', 'abcd'],
  ])('%s onto %s -> %s', (id, over, out) => expect(ids(moveBefore(items, id, over))).toBe(out));
});
