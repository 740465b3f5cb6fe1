import { describe, expect, it } from 'vitest';
import { pickerLists } from './board-picker.ts';

const b = (name: string) => ({ name });
const names = (l: { name: string }[]) => l.map((x) => x.name);

describe('pickerLists', () => {
  const boards = [b('Zebra'), b('Kitchen'), b('apple'), b('Garden'), b('Baking'), b('cafés')];

  it('shows the three most recent boards first, then the rest by name', () => {
    const l = pickerLists(boards, '');
    expect(names(l.recent)).toEqual(['Zebra', 'Kitchen', 'apple']);
    expect(names(l.all)).toEqual(['Baking', 'cafés', 'Garden']);
  });

  it('lists every match while searching, most recent first, accents ignored', () => {
    expect(pickerLists(boards, 'CAFE')).toEqual({ recent: [], all: [b('cafés')] });
    expect(names(pickerLists(boards, 'a').all)).toEqual([
      'Zebra',
      'apple',
      'Garden',
      'Baking',
      'cafés',
    ]);
    expect(pickerLists(boards, 'nothing').all).toEqual([]);
  });

  it('treats a blank query as none, and copes with few boards', () => {
    expect(names(pickerLists(boards, '   ').recent)).toHaveLength(3);
    expect(pickerLists([b('Only')], '')).toEqual({ recent: [b('Only')], all: [] });
  });
});
