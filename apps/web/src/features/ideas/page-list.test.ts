import { describe, expect, it } from 'vitest';
import { movePage, pagesInput } from './page-list.ts';

describe('idea pin pages', () => {
  it('moves a page within bounds', () => {
    expect(movePage(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movePage(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(movePage(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(movePage(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
  it('sends an image page by signature and a video page by its upload', () => {
    expect(
      pagesInput([
        { key: '1', imageSignature: 'ab', thumbnail: null, note: null, text: 'x' },
        { key: '2', videoId: '9', thumbnail: null, note: null, text: '' },
      ]),
    ).toEqual([
      { image_signature: 'ab', text: 'x' },
      { video_id: '9', text: '' },
    ]);
  });
});
