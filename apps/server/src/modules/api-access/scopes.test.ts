import { describe, expect, it } from 'vitest';
import { missingScopes, readScopes, secretScopeFor } from './scopes.ts';

describe('readScopes', () => {
  it('reads Pinterest commas and OAuth spaces, in listing order, once each', () => {
    expect(readScopes('pins:read,boards:read boards:read')).toEqual({
      granted: ['boards:read', 'pins:read'],
      unknown: [],
    });
  });
  it('leaves out Pinterest scopes Tack has nothing for, without refusing', () => {
    expect(readScopes('ads:read,boards:read,catalogs:write,user_accounts:write')).toEqual({
      granted: ['boards:read'],
      unknown: [],
    });
  });
  it('names scopes nobody defines', () => {
    expect(readScopes(['boards:read', 'boards:admin'])).toEqual({
      granted: ['boards:read'],
      unknown: ['boards:admin'],
    });
  });
  it('reads nothing from nothing', () => {
    expect(readScopes(undefined)).toEqual({ granted: [], unknown: [] });
    expect(readScopes(' , ')).toEqual({ granted: [], unknown: [] });
  });
});

describe('scope rules', () => {
  it('answers the scopes a grant lacks', () => {
    expect(missingScopes(new Set(['pins:read']), ['boards:read', 'pins:read'])).toEqual([
      'boards:read',
    ]);
  });
  it('asks for the _secret scope on secret and protected boards only', () => {
    expect(secretScopeFor('public', 'boards', 'read')).toBeNull();
    expect(secretScopeFor('secret', 'boards', 'read')).toBe('boards:read_secret');
    expect(secretScopeFor('protected', 'pins', 'write')).toBe('pins:write_secret');
  });
});
