import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { colourName, describeArt } from './art.ts';
import {
  addCardKinds,
  CARD_KINDS,
  KEEP_PLAIN,
  NO_CARD_FIELDS,
  planCardKinds,
  type Candidate,
} from './card-kinds.ts';
import { THEMES } from './catalog.ts';
import { createRandom } from './random.ts';
import type { PinInsert } from './seed.ts';

const candidate = (o: Partial<Candidate> = {}): Candidate => ({
  plain: true,
  product: false,
  hasDescription: true,
  hasAltText: true,
  ...o,
});

describe('demo card kinds: the plan', () => {
  it('every kind lands in the first page of a 120-pin demo, none on the first cards', () => {
    // As in the demo: about one pin in four has motion, a carousel or a promotion; one in five
    // is a product; most have a description and alt text.
    const pool = Array.from({ length: 110 }, (_, i) =>
      candidate({
        plain: i % 4 !== 1,
        product: i % 5 === 3,
        hasDescription: i % 5 !== 0,
        hasAltText: i % 3 !== 0,
      }),
    );
    const plan = planCardKinds(pool);
    expect(plan.slice(0, KEEP_PLAIN)).toEqual([null, null]);
    const firstPage = plan.slice(0, 25);
    for (const kind of new Set(CARD_KINDS)) expect(firstPage).toContain(kind);
    expect(firstPage.filter((k) => k === 'note')).toHaveLength(2);
    plan.forEach((kind, i) => {
      if (!kind) return;
      expect(pool[i]!.plain).toBe(true);
      if (kind === 'preOwned') expect(pool[i]!.product).toBe(true);
      if (kind === 'note') expect(pool[i]!.hasDescription).toBe(true);
      if (kind === 'humanAlt') expect(pool[i]!.hasAltText).toBe(true);
    });
  });

  it('a kind with no fitting pin is left out rather than forced', () => {
    const plan = planCardKinds(Array.from({ length: 40 }, () => candidate({ product: false })));
    expect(plan).not.toContain('preOwned');
    expect(planCardKinds([candidate(), candidate(), candidate({ plain: false })])).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe('demo card kinds: applied to pins', () => {
  const users = ['u0', 'u1', 'u2', 'u3', 'u4'].map((id, i) => ({ id, full_name: `User ${i}` }));
  const boards = users.flatMap((u) => [
    { id: `${u.id}-public`, owner_id: u.id, privacy: 'public' },
    { id: `${u.id}-secret`, owner_id: u.id, privacy: 'secret' },
  ]);
  const theme = (boardId: string) => THEMES[Number(boardId[1]) % THEMES.length]!;
  const now = Date.UTC(2026, 10, 23);

  /** 80 originals, newest last as in the seed, and a save of each fifth one. */
  function demoPins() {
    const pins: PinInsert[] = [];
    const saves: Database['saves'][] = [];
    for (let i = 0; i < 80; i++) {
      const owner = users[i % 3]!;
      const t = now - (80 - i) * 3_600_000;
      pins.push({
        id: `${t}000000`,
        pinner_id: owner.id,
        board_id: `${owner.id}-${i % 9 === 4 ? 'secret' : 'public'}`,
        section_id: null,
        title: `Pin ${i}`,
        description: i % 6 ? `About pin ${i}` : '',
        link: `https://example.com/${i}`,
        domain: 'example.com',
        alt_text: i % 2 ? `Alt ${i}` : null,
        image_signature: i.toString(16).padStart(32, '0'),
        width: 600,
        height: 900,
        dominant_color: '#112233',
        rich_summary: null,
        carousel_data: null,
        media: i % 7 === 2 ? '{}' : null,
        is_promoted: i % 10 === 5 ? 1 : 0,
        promoter_name: i % 10 === 5 ? 'Northwind' : null,
        origin_pin_id: null,
        save_count: 0,
        favorite_count: 0,
        note: '',
        ...NO_CARD_FIELDS,
        created_at: new Date(t).toISOString(),
      });
    }
    for (const p of pins.filter((_, i) => i % 5 === 0)) {
      const id = `${Date.parse(p.created_at) + 1}000000`;
      pins.push({ ...p, id, pinner_id: 'u4', board_id: 'u4-public', origin_pin_id: p.id });
      saves.push({
        saved_pin_id: id,
        user_id: 'u4',
        pin_id: p.id,
        board_id: 'u4-public',
        created_at: p.created_at,
      });
    }
    pins.sort((a, b) => (a.id < b.id ? -1 : 1));
    const artDescription = new Map(pins.map((p) => [p.image_signature, `art of ${p.title}`]));
    addCardKinds(createRandom(7), pins, saves, {
      now,
      boards,
      themeOf: theme,
      users,
      followedUsers: ['u3', 'u4'],
      viewerId: 'u1',
      artDescription,
    });
    return { pins, saves };
  }

  it('is the same on every run', () => {
    const strip = (pins: PinInsert[]) => pins.map(({ id: _, created_at: __, ...p }) => p);
    expect(strip(demoPins().pins)).toEqual(strip(demoPins().pins));
  });

  it('fills each kind with the fields the card reads', () => {
    const { pins } = demoPins();
    const originals = pins.filter((p) => !p.origin_pin_id);
    const statuses = originals.map((p) => p.sponsorship_status).filter((s) => s != null);
    expect(statuses.sort()).toEqual([0, 1, 1, 2, 3]);
    const withCreator = originals.find(
      (p) => p.sponsorship_status === 1 && p.sponsorship_creator_name,
    );
    expect(withCreator!.sponsorship_creator_name).toMatch(/^User \d$/);
    const ad = originals.filter((p) => p.is_third_party_ad);
    expect(ad).toHaveLength(1);
    expect(ad[0]).toMatchObject({ is_promoted: 1, promoter_name: null });
    const sensitive = originals.find(
      (p) => p.seo_noindex_reason === 'is_sensitive_rich_pin_title',
    )!;
    expect(sensitive.seo_title).not.toBe(sensitive.title);
    expect(sensitive.seo_description).not.toBe(sensitive.description);
    expect(originals.some((p) => p.seo_noindex_reason === 'is_duplicate_pin')).toBe(true);
    expect(originals.some((p) => !p.alt_text && p.auto_alt_text === `art of ${p.title}`)).toBe(
      true,
    );
    expect(originals.filter((p) => p.note && p.description).length).toBeGreaterThanOrEqual(2);
    const collections = originals
      .filter((p) => p.collection_items)
      .map((p) => JSON.parse(p.collection_items!) as { pinId: string }[]);
    expect(collections.map((c) => c.length).sort()).toEqual([2, 4]);
    const publicIds = new Set(
      originals.filter((p) => p.board_id.endsWith('public')).map((p) => p.id),
    );
    for (const item of collections.flat()) expect(publicIds.has(item.pinId)).toBe(true);
    expect(new Set(collections.flat().map((i) => i.pinId)).size).toBe(6);
  });

  it('adds saves of the newest promoted pins by followed people, and saves keep the content', () => {
    const { pins, saves } = demoPins();
    const byId = new Map(pins.map((p) => [p.id, p]));
    const downstream = pins.filter(
      (p) => p.origin_pin_id && byId.get(p.origin_pin_id)!.is_promoted,
    );
    const fresh = downstream.filter(
      (p) => ['u3', 'u4'].includes(p.pinner_id) && Date.parse(p.created_at) > now - 600_000,
    );
    expect(fresh).toHaveLength(3);
    for (const s of fresh) {
      expect(s).toMatchObject({ is_promoted: 0, promoter_name: null, is_third_party_ad: 0 });
      expect(saves.some((r) => r.saved_pin_id === s.id && r.pin_id === s.origin_pin_id)).toBe(true);
    }
    expect(fresh.filter((s) => s.note)).toHaveLength(1);
    for (const p of pins.filter((p) => p.origin_pin_id)) {
      const origin = byId.get(p.origin_pin_id!)!;
      for (const c of [
        'alt_text',
        'auto_alt_text',
        'seo_title',
        'sponsorship_status',
        'collection_items',
        'is_pre_owned',
      ] as const)
        expect(p[c]).toEqual(origin[c]);
    }
    expect(pins.map((p) => p.id)).toEqual(pins.map((p) => p.id).sort());
  });

  it("gives the demo user's own two newest pins notes to self", () => {
    const { pins } = demoPins();
    const own = pins.filter((p) => p.pinner_id === 'u1');
    expect(own.slice(-2).every((p) => p.note)).toBe(true);
  });
});

describe('demo art descriptions', () => {
  it.each([
    ['hsl(5,60%,50%)', 'red'],
    ['hsl(-20,60%,50%)', 'red'],
    ['hsl(30,60%,80%)', 'pale orange'],
    ['hsl(220,60%,20%)', 'dark blue'],
    ['hsl(180,60%,50%)', 'teal'],
    ['hsl(300,60%,50%)', 'pink'],
  ])('%s is %s', (hsl, name) => expect(colourName(hsl)).toBe(name));

  it('names the shapes and the gradient, with the right article', () => {
    expect(describeArt('layered waves', ['hsl(30,60%,50%)', 'hsl(220,60%,50%)'])).toBe(
      'abstract art of layered waves on an orange to blue gradient',
    );
    expect(describeArt('horizontal stripes', ['hsl(100,60%,50%)', 'hsl(110,60%,50%)'])).toBe(
      'abstract art of horizontal stripes on a green gradient',
    );
  });
});
