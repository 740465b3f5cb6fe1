import { describe, expect, it } from 'vitest';
import { decodeMixCursor, encodeMixCursor, mixPage, START } from './feed-mix.ts';

const pins = (ids: number[], root?: (id: number) => number) =>
  ids.map((n) => ({ id: String(1000 + n), root: String(1000 + (root ? root(n) : n)) }));
const ids = (items: { id: string }[]) => items.map((p) => Number(p.id) - 1000);

describe('home feed page mix', () => {
  it('takes two thirds from followed sources and fills the rest with popular pins, newest first', () => {
    const { items, next } = mixPage(pins([90, 80, 70, 60, 50]), pins([95, 85, 75, 65]), 3);
    expect(ids(items)).toEqual([95, 90, 80]);
    expect(next).toEqual({ followed: '1080', pool: '1095' });
  });

  it('fills the whole page from one stream when the other is empty', () => {
    expect(ids(mixPage([], pins([9, 8, 7, 6]), 3).items)).toEqual([9, 8, 7]);
    expect(ids(mixPage(pins([9, 8, 7, 6]), [], 3).items)).toEqual([9, 8, 7]);
  });

  it('lets followed pins fill in when the popular stream runs dry', () => {
    const { items, next } = mixPage(pins([9, 8, 7, 6, 5]), pins([4]), 4);
    expect(ids(items)).toEqual([9, 8, 7, 4]);
    expect(next).toEqual({ followed: '1007', pool: 'end' });
  });

  it('marks a stream ended when it had no more than it gave, and ends the feed when both are', () => {
    expect(mixPage(pins([9]), pins([8]), 3).next).toBeNull();
    expect(mixPage(pins([9, 8, 7]), pins([6]), 3).next).toEqual({ followed: '1008', pool: 'end' });
  });

  it('leaves a stream a page of one took nothing from where the cursor had it', () => {
    expect(mixPage(pins([9, 8]), pins([7, 6]), 1).next).toEqual({ followed: '1009', pool: '' });
    const cursor = { followed: '1009', pool: '1050' };
    expect(mixPage(pins([8, 7]), pins([49, 48]), 1, cursor).next).toEqual({
      followed: '1008',
      pool: '1050',
    });
    expect(ids(mixPage([], pins([49, 48]), 1, cursor).items)).toEqual([49]);
  });

  it('keeps one pin per original within a page', () => {
    const { items } = mixPage(
      pins([9, 8]),
      pins([7, 6], (n) => (n === 7 ? 9 : n)),
      4,
    );
    expect(ids(items)).toEqual([9, 8, 6]);
  });

  it('round-trips its cursor and starts over on a bookmark it cannot read', () => {
    const c = { followed: 'end', pool: '1763000000000123456' };
    expect(decodeMixCursor(encodeMixCursor(c))).toEqual(c);
    expect(decodeMixCursor(encodeMixCursor(START))).toEqual(START);
    expect(decodeMixCursor('bm90LWEtY3Vyc29y')).toEqual(START);
    expect(decodeMixCursor(null)).toEqual(START);
  });
});
