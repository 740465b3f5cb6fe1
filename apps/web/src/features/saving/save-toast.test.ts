import { describe, expect, it } from 'vitest';
import { cutName, organizeUrl, saveErrorText, savedToText, toastTextAt } from './save-toast.ts';

describe('save toast (spec §4 Saving, §5, §8)', () => {
  it('says Saved! first, then the board after 950 ms', () => {
    const to = { board: { id: '1', name: 'Recipes' } };
    expect(toastTextAt(0, to)).toBe('Saved!');
    expect(toastTextAt(949, to)).toBe('Saved!');
    expect(toastTextAt(950, to)).toBe('Saved to Recipes');
  });
  it.each([
    [{ board: null }, 'Saved to Profile'],
    [{ board: { id: '1', name: 'Recipes' }, quickSave: true }, 'Saved to Profile'],
    [
      { board: { id: '1', name: 'Recipes' }, section: { title: 'Soups' } },
      'Saved to Soups in Recipes',
    ],
    [
      { board: { id: '1', name: 'A board with a very long name indeed' } },
      'Saved to A board with a very lo…',
    ],
  ])('%j -> %s', (to, text) => expect(savedToText(to)).toBe(text));
  it('cuts names at exactly 22 characters', () => {
    expect(cutName('x'.repeat(22))).toBe('x'.repeat(22));
    expect(cutName('x'.repeat(23))).toBe(`${'x'.repeat(22)}…`);
  });
  it('links Change/Organize to the editing save flow', () => {
    expect(organizeUrl('9', '5', '3')).toBe(
      '/pin/9/repin/?isEditingPin=true&pinBoardId=5&isFromToast=true&originalPinId=3',
    );
  });
  it("shows the error's message or the fallback", () => {
    expect(saveErrorText(new Error('Board is full'))).toBe('Board is full');
    expect(saveErrorText(new Error(''))).toBe('Sorry! Something went wrong on our end.');
    expect(saveErrorText('boom')).toBe('Sorry! Something went wrong on our end.');
  });
});
