import { describe, expect, it } from 'vitest';
import { nextLocation } from './next-location.ts';

describe('post-login location', () => {
  it.each([
    ['?next=/pin/1/', '/pin/1/'],
    ['', '/'],
    ['?next=https://evil.example', '/'],
    ['?next=//evil.example', '/'],
    ['?next=/\\evil.example', '/'],
    // A board invite link (MC §2.2): the board, accepting the invite, wins over next.
    ['?board_url=%2Fsam%2Ftrip%2F&next=/pin/1/', '/sam/trip/?accept_invite=true&seamless=true'],
    ['?board_url=/sam/trip/?x=1', '/sam/trip/?x=1&accept_invite=true&seamless=true'],
    ['?board_url=//evil.example/&next=/pin/1/', '/pin/1/'],
    ['?board_url=https://evil.example/', '/'],
  ])('%s -> %s', (search, to) => expect(nextLocation(search)).toBe(to));
});
