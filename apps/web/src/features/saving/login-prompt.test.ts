import { describe, expect, it } from 'vitest';
import { LOGIN_HEADERS, nextAfterLogin } from './login-prompt.ts';

describe('login prompt (MC §2.2, §8)', () => {
  it('says why it asks', () => expect(LOGIN_HEADERS.save).toBe('Log in to save this Pin'));
  it.each([
    ['save', '/pin/42/', '/pin/42/repin/'],
    ['save', '/pin/42', '/pin/42/repin/'],
    ['edit', '/pin/42/', '/pin/42/edit/'],
    ['save', '/', '/'],
    ['follow', '/pin/42/', '/pin/42/'],
  ] as const)('%s on %s -> %s', (action, path, next) =>
    expect(nextAfterLogin(action, path)).toBe(next),
  );
});
