import { describe, expect, it } from 'vitest';
import { newsHideOffered, newsHidePath } from './news-hide.ts';

const pin = (ownedByMe: boolean) => ({
  id: '5',
  title: 't',
  imageUrl: '/x',
  dominantColor: '#fff',
  alt: '',
  ownedByMe,
});

describe('hiding a notification pin (PC §7 news hub)', () => {
  it('is offered for someone else’s pin only', () => {
    expect(newsHideOffered({ pin: pin(false) })).toBe(true);
    expect(newsHideOffered({ pin: pin(true) })).toBe(false);
    expect(newsHideOffered({ pin: null })).toBe(false);
  });
  it('calls hide, and undo, with the notification as the news id', () => {
    expect(newsHidePath('77', '5', false)).toBe('/v3/news_hub/77/pin/5/hide/');
    expect(newsHidePath('77', '5', true)).toBe('/v3/news_hub/77/pin/5/undo/');
  });
});
