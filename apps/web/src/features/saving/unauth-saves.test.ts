import { describe, expect, it } from 'vitest';
import {
  cookieStore,
  parseUnauthSaves,
  readUnauthSaves,
  rememberPin,
  writeUnauthSaves,
} from './unauth-saves.ts';

/** A document's cookie jar as the browser runs it: writes set or expire one cookie each. */
function fakeDocument() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      if (/Max-Age=0/.test(line)) jar.delete(pair!.slice(0, eq));
      else jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    },
  };
}

describe('signed-out saves (MC §5)', () => {
  it('keeps at most 2, newest last', () => {
    let list = rememberPin([], '1', 1);
    list = rememberPin(list, '2', 2);
    list = rememberPin(list, '3', 3);
    expect(list.map((p) => p.id)).toEqual(['2', '3']);
  });
  it('replaces an earlier entry for the same pin', () => {
    const list = rememberPin(rememberPin(rememberPin([], '1', 1), '2', 2), '1', 3);
    expect(list).toEqual([
      { id: '2', savedAt: 2 },
      { id: '1', savedAt: 3 },
    ]);
  });
  it('reads only well-formed entries and survives broken storage', () => {
    expect(
      parseUnauthSaves('[{"id":"5","savedAt":1},{"id":"x"},{"id":"<script>","savedAt":1}]'),
    ).toEqual([{ id: '5', savedAt: 1 }]);
    expect(parseUnauthSaves('nope')).toEqual([]);
    expect(
      readUnauthSaves({
        get: () => {
          throw new Error('denied');
        },
      }),
    ).toEqual([]);
  });
  it('keeps the list in a first-party cookie the server can read, and forgets it when emptied', () => {
    const doc = fakeDocument();
    doc.cookie = 'csrftoken=abc';
    const store = cookieStore(doc, true);
    writeUnauthSaves(store, rememberPin(rememberPin([], '11', 1), '12', 2));
    expect(doc.writes.at(-1)).toMatch(
      /^tack_unauth_saves=%5B.*; Path=\/; SameSite=Lax; Secure; Max-Age=2592000$/,
    );
    expect(readUnauthSaves(store)).toEqual([
      { id: '11', savedAt: 1 },
      { id: '12', savedAt: 2 },
    ]);
    writeUnauthSaves(store, []);
    expect(doc.writes.at(-1)).toMatch(/^tack_unauth_saves=; .*Max-Age=0$/);
    expect(readUnauthSaves(store)).toEqual([]);
    expect(doc.cookie).toBe('csrftoken=abc');
  });
});
