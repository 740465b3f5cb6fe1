import { describe, expect, it } from 'vitest';
import { decideLink, hostOf, statusMessage, wildcardMatch, type MatchRule } from './link-match.ts';
import { signOffsite, verifyOffsite } from './offsite-token.ts';

describe('link rules', () => {
  it('reads the host of http(s) links only', () => {
    expect(hostOf('https://WWW.Shop.Example./a')).toBe('www.shop.example');
    expect(hostOf('javascript:alert(1)')).toBeNull();
    expect(hostOf('nope')).toBeNull();
  });

  it.each([
    ['https://spam.example/*', 'https://spam.example/a/b', true],
    ['https://spam.example/*', 'https://spam.example.org/a', false],
    ['*/free-money*', 'https://x.example/free-money?x=1', true],
    ['*/free-money*', 'https://x.example/money', false],
    ['https://a.example/', 'https://a.example/', true],
    ['https://a.example/', 'https://a.example/b', false],
    ['*a*a*a*a*a*a*b', 'a'.repeat(2000), false],
  ])('pattern %s against %s: %s', (pattern, url, expected) => {
    expect(wildcardMatch(pattern, url)).toBe(expected);
  });

  const rules: MatchRule[] = [
    { id: '1', kind: 'host', value: 'bad.example', status: 'suspicious' },
    { id: '2', kind: 'suffix', value: 'spam.example', status: 'blocked' },
    { id: '3', kind: 'pattern', value: '*/adult/*', status: 'porn' },
    { id: '4', kind: 'host', value: 'both.example', status: 'suspicious' },
    { id: '5', kind: 'pattern', value: 'https://both.example/*', status: 'blocked' },
  ];
  it.each([
    ['https://bad.example/x', 'suspicious', '1'],
    ['https://sub.bad.example/x', 'ok', null],
    ['https://spam.example/', 'blocked', '2'],
    ['https://deep.sub.spam.example/p', 'blocked', '2'],
    ['https://notspam.example/', 'ok', null],
    ['https://fine.example/adult/page', 'porn', '3'],
    ['https://both.example/x', 'blocked', '5'],
    ['https://unknown.example/', 'ok', null],
  ])('%s is %s (rule %s)', (url, status, rule) => {
    const d = decideLink(rules, url);
    expect(d.status).toBe(status);
    expect(d.rule?.id ?? null).toBe(rule);
  });

  it('says why a link stops, and nothing for a passing one', () => {
    expect(statusMessage('blocked')).toMatch(/blocked/);
    expect(statusMessage('porn')).toMatch(/adult/);
    expect(statusMessage('ok')).toBe('');
  });
});

describe('the /offsite/ token', () => {
  const key = new Uint8Array(32).fill(7);
  const other = new Uint8Array(32).fill(8);
  const token = signOffsite(key, '123', 'https://shop.example/a');
  it('verifies for the same pin and link only', () => {
    expect(verifyOffsite(key, '123', 'https://shop.example/a', token)).toBe(true);
    expect(verifyOffsite(key, '124', 'https://shop.example/a', token)).toBe(false);
    expect(verifyOffsite(key, '123', 'https://evil.example/a', token)).toBe(false);
    expect(verifyOffsite(other, '123', 'https://shop.example/a', token)).toBe(false);
  });
  it('refuses malformed tokens without throwing', () => {
    expect(verifyOffsite(key, '123', 'https://shop.example/a', '')).toBe(false);
    expect(verifyOffsite(key, '123', 'https://shop.example/a', 'x'.repeat(43))).toBe(false);
    expect(verifyOffsite(key, '123', 'https://shop.example/a', '%%%')).toBe(false);
    expect(verifyOffsite(key, '123', 'https://shop.example/a', token.slice(0, -2))).toBe(false);
  });
});
