import { describe, expect, it } from 'vitest';
import { cardLinkName, motionDuration, withSlotTitle } from './card-link-name.ts';

describe('cardLinkName', () => {
  it.each([
    ['Spicy soup', 'recipe', 'Spicy soup, Recipe'],
    ['Wool coat', 'product', 'Wool coat, Product'],
    ['Waves', 'video', 'Waves, Video'],
    ['Cat', 'gif', 'Cat, GIF'],
    ['Trip', 'storyPin', 'Trip, Story'],
    ['Garden', 'image', 'Garden'],
    ['', 'image', 'Pin'],
    ['  ', 'recipe', 'Pin, Recipe'],
  ] as const)('%j (%s) is named %j', (title, type, name) => {
    expect(cardLinkName(title, type)).toBe(name);
  });

  it('names the running time the badge shows', () => {
    expect(cardLinkName('Waves', 'video', '0:04')).toBe('Waves, Video 0:04');
    expect(cardLinkName('Trip', 'storyPin', '0:20')).toBe('Trip, Story 0:20');
  });
});

describe('motionDuration', () => {
  it('is the video clock, the story badge, or nothing', () => {
    expect(motionDuration({ videos: { duration: 4000 } } as never)).toBe('0:04');
    expect(
      motionDuration({ videos: null, embed: { src: 'x' }, storyPinData: null } as never),
    ).toBeNull();
    expect(motionDuration({ videos: null, embed: null, storyPinData: null } as never)).toBeNull();
  });
});

describe('withSlotTitle', () => {
  it('names a carousel card by the slot title it shows', () => {
    expect(withSlotTitle('Warm fireplace ideas', 'Warm fireplace ideas (1/3)')).toBe(
      'Warm fireplace ideas (1/3)',
    );
    expect(withSlotTitle('Room', 'Sofa (2/3)')).toBe('Room, Sofa (2/3)');
    expect(withSlotTitle('Room', undefined)).toBe('Room');
  });
});
