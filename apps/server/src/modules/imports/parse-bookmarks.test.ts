import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBookmarks } from './parse-bookmarks.ts';
import type { PinItem, PlanItem } from './import-plan.ts';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const pins = (items: PlanItem[]) => items.filter((i): i is PinItem => i.kind === 'pin');
/** Each address's board and section (its first bookmark, where a page is bookmarked twice). */
const where = (items: PlanItem[]) => {
  const out: Record<string, [string, string | null]> = {};
  for (const p of pins(items)) {
    const board = p.boardKey.replace('bookmarks:board:', '');
    const section = p.sectionKey?.slice(`bookmarks:section:${board}/`.length) ?? null;
    out[p.link!] ??= [board, section];
  }
  return out;
};

describe('a Netscape bookmarks file', () => {
  it("reads Chrome's export: folders are boards, nested folders one section", () => {
    const plan = parseBookmarks(fixture('chrome-bookmarks.html'), 10_000);
    expect(plan.source).toBe('bookmarks');
    expect(where(plan.items)).toEqual({
      // The bookmarks bar is the browser's own folder: what is straight in it has its name...
      'https://news.example/': ['Bookmarks bar', null],
      // ...and the folders in it are boards of their own.
      'https://kitchen.example/lentil-soup': ['Recipes & food', null],
      'https://kitchen.example/minestrone': ['Recipes & food', 'Soups'],
      // Deeper folders are one section named by their path.
      'https://kitchen.example/gazpacho': ['Recipes & food', 'Soups / Cold ones'],
      'https://other.example/page': ['Other bookmarks', null],
    });
    // Boards first, then sections, then pins in the file's order (the bookmarklet left out).
    expect(plan.items.map((i) => i.kind)).toEqual([
      'board',
      'board',
      'board',
      'section',
      'section',
      ...Array(6).fill('pin'),
    ]);
    const gazpacho = pins(plan.items).find((p) => p.link?.endsWith('gazpacho'))!;
    expect(gazpacho).toMatchObject({
      key: 'bookmark:https://kitchen.example/gazpacho',
      title: 'Gazpacho – the real one',
      image: { from: 'page', url: 'https://kitchen.example/gazpacho' },
      method: 'scraped',
    });
  });

  it('keys each pin by its address, so a page bookmarked twice is one key', () => {
    const keys = pins(parseBookmarks(fixture('chrome-bookmarks.html'), 10_000).items).map(
      (p) => p.key,
    );
    expect(keys.filter((k) => k === 'bookmark:https://kitchen.example/lentil-soup')).toHaveLength(
      2,
    );
  });

  it("reads Firefox's export: descriptions, the menu's own name, and no place: queries", () => {
    const plan = parseBookmarks(fixture('firefox-bookmarks.html'), 10_000);
    expect(where(plan.items)).toEqual({
      'https://menu.example/': ['Bookmarks Menu', null],
      'https://garden.example/ferns': ['Garden', null],
      'https://garden.example/oak': ['Garden', 'Trees'],
      'https://toolbar.example/': ['Bookmarks Toolbar', null],
    });
    const garden = plan.items.find((i) => i.kind === 'board' && i.name === 'Garden');
    expect(garden).toMatchObject({ description: 'Plants I want to grow', reuseByName: true });
    expect(pins(plan.items).find((p) => p.link?.includes('ferns'))!.description).toBe(
      'Maidenhair likes shade',
    );
  });

  const odd = (body: string) =>
    `<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<TITLE>Bookmarks</TITLE>\n<DL><p>\n<DT><H3>${body}</H3>\n<DL><p>\n<DT><A HREF="https://a.example/">${body}</A>\n</DL><p>\n</DL><p>\n`;
  const boardName = (bytes: Buffer) =>
    parseBookmarks(bytes, 10).items.find((i) => i.kind === 'board')!.name;

  it('reads an old export with no charset, not valid UTF-8, as Windows-1252', () => {
    // "Café – œuvre" in Windows-1252: é = E9, – = 96, œ = 9C (none of them UTF-8).
    const [head, tail] = odd('@').split('@') as [string, string, string];
    const name = Buffer.from([
      0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x9c, 0x75, 0x76, 0x72, 0x65,
    ]);
    expect(boardName(Buffer.concat([Buffer.from(head), name, Buffer.from(tail)]))).toBe(
      'Café – œuvre',
    );
  });

  it('reads a file with no charset that is valid UTF-8 as UTF-8', () => {
    expect(boardName(Buffer.from(odd('Crème brûlée – “quoted”')))).toBe('Crème brûlée – “quoted”');
  });

  it('reads a file whose meta tag names Shift_JIS', () => {
    const head = Buffer.from(
      '<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=Shift_JIS">\n<DL><p>\n<DT><H3>',
    );
    // 日本 in Shift_JIS.
    const name = Buffer.from([0x93, 0xfa, 0x96, 0x7b]);
    const tail = Buffer.from(
      '</H3>\n<DL><p>\n<DT><A HREF="https://a.example/">a</A>\n</DL><p>\n</DL>',
    );
    expect(boardName(Buffer.concat([head, name, tail]))).toBe('日本');
  });

  it('reads a UTF-16 file by its byte-order mark', () => {
    expect(boardName(Buffer.from(`\ufeff${odd('Ünïcödé 🌿')}`, 'utf16le'))).toBe('Ünïcödé 🌿');
  });

  it('cuts long folder names to the board limit and drops invisible characters', () => {
    const long = `${'Very long folder name '.repeat(4)}\u202e\u0007`;
    const name = boardName(Buffer.from(odd(long)));
    expect([...name].length).toBeLessThanOrEqual(50);
    expect(name.includes('\u202e') || name.includes('\u0007')).toBe(false);
  });

  it('refuses a file that is not a bookmarks file, and one with too many bookmarks', () => {
    expect(() => parseBookmarks(Buffer.from('<html><body><p>Hello</p></body></html>'), 10)).toThrow(
      /isn't one Tack can import/,
    );
    const many = `<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><p>${Array.from(
      { length: 11 },
      (_, i) => `<DT><A HREF="https://a.example/${i}">${i}</A>`,
    ).join('\n')}</DL>`;
    expect(() => parseBookmarks(Buffer.from(many), 10)).toThrow(/more than 10 Pins or bookmarks/);
    expect(
      parseBookmarks(Buffer.from(many), 11).items.filter((i) => i.kind === 'pin'),
    ).toHaveLength(11);
  });
});
