import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePinterest, pinterestImageUrls } from './parse-pinterest.ts';
import type { BoardItem, PinItem, SectionItem } from './import-plan.ts';

const report = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'pinterest-report.html'));
const BASE = 'https://i.pinimg.com';

describe("a Pinterest data download's report", () => {
  const plan = parsePinterest(report, 10_000, BASE);
  const boards = plan.items.filter((i): i is BoardItem => i.kind === 'board');
  const sections = plan.items.filter((i): i is SectionItem => i.kind === 'section');
  const pins = plan.items.filter((i): i is PinItem => i.kind === 'pin');

  it('maps its boards with their description and privacy, and a board only pins name', () => {
    expect(boards.map((b) => [b.key, b.name, b.privacy, b.description])).toEqual([
      ['pinterest:board:111', 'Garden ideas', 'public', 'Plants, beds and pots'],
      ['pinterest:board:222', 'Gift ideas', 'secret', ''],
      ['pinterest:board:333', 'Lighting', 'public', ''],
    ]);
  });

  it('maps a pin: title, details as description, alt text, link, board and section', () => {
    expect(sections).toEqual([
      {
        kind: 'section',
        key: 'pinterest:section:pinterest:board:111/Ferns',
        boardKey: 'pinterest:board:111',
        title: 'Ferns',
      },
    ]);
    expect(pins[0]).toMatchObject({
      key: 'pinterest:pin:1001',
      boardKey: 'pinterest:board:111',
      sectionKey: sections[0]!.key,
      title: 'Maidenhair fern',
      description: 'Likes shade, keep it moist',
      altText: 'A fern in a clay pot',
      link: 'https://garden.example/ferns',
      image: {
        from: 'url',
        urls: [
          `${BASE}/originals/01/23/45/0123456789abcdef0123456789abcdef.jpg`,
          `${BASE}/736x/01/23/45/0123456789abcdef0123456789abcdef.jpg`,
        ],
        page: 'https://garden.example/ferns',
      },
    });
  });

  it('reads "No data" as nothing, and keeps a private pin on its secret board', () => {
    expect(pins[1]).toMatchObject({
      key: 'pinterest:pin:1002',
      boardKey: 'pinterest:board:222',
      title: '',
      link: null,
      altText: null,
      method: 'uploaded',
    });
    expect(pins).toHaveLength(3);
  });

  it('makes image addresses only from a real hash', () => {
    expect(pinterestImageUrls('not a hash/../x', BASE)).toEqual([]);
    expect(pinterestImageUrls('ABCDEF0123456789', 'http://127.0.0.1:9')).toEqual([
      'http://127.0.0.1:9/originals/ab/cd/ef/abcdef0123456789.jpg',
      'http://127.0.0.1:9/736x/ab/cd/ef/abcdef0123456789.jpg',
    ]);
  });

  it('refuses HTML without a Pins section, and too many pins', () => {
    expect(() => parsePinterest(Buffer.from('<h1>Profile</h1><br>Username: x'), 10, BASE)).toThrow(
      /isn't one Tack can import/,
    );
    expect(() => parsePinterest(report, 2, BASE)).toThrow(/more than 2 Pins/);
  });
});
