import { expect } from 'vitest';
import type { TestApp } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

/** A signed-up person with a client, their id and their own public board. */
export interface Person {
  c: TestClient;
  id: string;
  name: string;
  board: string;
  t: TestApp;
}

/** Signs people up, each with a board named after them (API tests of social features). */
export async function people(t: TestApp, names: string[]): Promise<Record<string, Person>> {
  const out: Record<string, Person> = {};
  for (const name of names) {
    const c = testClient(t.app);
    const id = (await c.signup(name)).viewer.id as string;
    const board = data(await c.resource('BoardResource', 'create', { name: `${name} board` }))
      .id as string;
    out[name] = { c, id, name, board, t };
  }
  return out;
}

/** One uploaded image per app (each test app has its own media). */
const images = new WeakMap<TestApp, string>();

/** A new pin by `p` on `board` (their own board by default). */
export async function pinBy(p: Person, title = 'A pin', board = p.board): Promise<string> {
  let signature = images.get(p.t);
  if (!signature) {
    const form = multipart('image', 'a.png', await makePng(40, 60), 'image/png');
    const up = await p.c.post('/v3/media/uploads/', form.payload, {
      'content-type': form.contentType,
    });
    expect(up.status, up.body).toBe(200);
    signature = data(up).imageSignature as string;
    images.set(p.t, signature);
  }
  const res = await p.c.resource('PinResource', 'create', {
    board_id: board,
    image_signature: signature,
    title,
  });
  expect(res.status, res.body).toBe(200);
  return data(res).id as string;
}

export const ok = async (res: Promise<{ status: number; body: string; json: unknown }>) => {
  const r = await res;
  expect(r.status, r.body).toBe(200);
  return data(r as never);
};

/** The person's notification lines. */
export const linesOf = async (p: Person, options: Record<string, unknown> = {}) =>
  (await ok(p.c.resource('NotificationsResource', 'get', options))).items as {
    id: string;
    kind: string;
    actorCount: number;
    actors: { username: string }[];
    unread: boolean;
    pin: { id: string; title: string; imageUrl: string; ownedByMe: boolean } | null;
    board: { id: string; name: string; url: string } | null;
    comment: string | null;
    url: string;
  }[];

export const unreadOf = async (p: Person) =>
  (await ok(p.c.resource('NotificationCountResource', 'get', {}))).unread as number;

export const save = (p: Person, pinId: string) =>
  ok(p.c.resource('RepinResource', 'create', { pin_id: pinId, board_id: p.board }));
