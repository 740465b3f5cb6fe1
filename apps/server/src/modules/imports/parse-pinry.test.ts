import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePinry } from './parse-pinry.ts';
import type { PinItem } from './import-plan.ts';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const pinsOf = (items: { kind: string }[]) => items.filter((i): i is PinItem => i.kind === 'pin');

describe('a Pinry export (its API JSON)', () => {
  it('reads the pins list: a page of results, onto one "From Pinry" board', () => {
    const plan = parsePinry(fixture('pinry-pins.json'), 100);
    expect(plan.items.filter((i) => i.kind === 'board')).toEqual([
      expect.objectContaining({ key: 'pinry:board:(none)', name: 'From Pinry', privacy: 'public' }),
    ]);
    const [teapot, upload] = pinsOf(plan.items);
    expect(teapot).toMatchObject({
      key: 'pinry:pin:http://pinry.example/api/v2/pins/7/@pinry:board:(none)',
      description: 'A blue teapot\n#kitchen #bluethings',
      link: 'https://shop.example/teapot',
      sourceUrl: 'https://shop.example/teapot',
      image: {
        from: 'url',
        // The Pinry server's stored original first, then where Pinry found it.
        urls: [
          'http://pinry.example/media/3/a/3a0f/teapot.jpg',
          'https://photos.example/img/teapot.jpg',
        ],
        page: 'https://shop.example/teapot',
      },
    });
    expect(upload).toMatchObject({
      link: null,
      description: '',
      method: 'uploaded',
      image: { from: 'url', urls: ['http://pinry.example/media/9/9/99ab/upload.png'] },
    });
  });

  it('reads the boards list: each board with its pins and privacy', () => {
    const plan = parsePinry(fixture('pinry-boards.json'), 100);
    expect(plan.items.filter((i) => i.kind === 'board')).toEqual([
      expect.objectContaining({ key: 'pinry:board:3', name: 'Kitchen', privacy: 'public' }),
      expect.objectContaining({ key: 'pinry:board:4', name: 'Private stuff', privacy: 'secret' }),
    ]);
    expect(pinsOf(plan.items).map((p) => p.boardKey)).toEqual(['pinry:board:3']);
  });

  it('reads both lists together, a pin on a board not repeated on "From Pinry"', () => {
    const both = Buffer.from(
      JSON.stringify({
        pins: JSON.parse(fixture('pinry-pins.json').toString()),
        boards: JSON.parse(fixture('pinry-boards.json').toString()),
      }),
    );
    const pins = pinsOf(parsePinry(both, 100).items);
    expect(pins.map((p) => [p.boardKey, p.image.from === 'url' && p.image.urls[0]])).toEqual([
      ['pinry:board:3', 'http://pinry.example/media/3/a/3a0f/teapot.jpg'],
      ['pinry:board:(none)', 'http://pinry.example/media/9/9/99ab/upload.png'],
    ]);
  });

  it('refuses JSON that is not Pinry, broken JSON, and too many pins', () => {
    expect(() => parsePinry(Buffer.from('{"hello":"world"}'), 100)).toThrow(
      /isn't one Tack can import/,
    );
    expect(() => parsePinry(Buffer.from('{"results": ['), 100)).toThrow(
      /isn't one Tack can import/,
    );
    expect(() => parsePinry(fixture('pinry-pins.json'), 1)).toThrow(/more than 1 Pins/);
  });
});
