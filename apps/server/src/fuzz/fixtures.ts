import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { hashToken } from '../plugins/session.ts';
import { dataOf as data, testClient, type TestClient } from '../../test/client.ts';
import { makePng, multipart } from '../../test/images.ts';
import type { KnownValues } from './schema-arbitrary.ts';

export type ActorName = 'anon' | 'user' | 'operator';
export const ACTORS: ActorName[] = ['anon', 'user', 'operator'];

/** Who sends a request: the cookies and CSRF header a browser of theirs would send. */
export interface Actor {
  name: ActorName;
  cookie: string;
  csrf: string;
  /** Puts the session back if a fuzzed call logged the actor out (or logged in over it). */
  restore(): Promise<void>;
}

async function upload(c: TestClient, color: { r: number; g: number; b: number }) {
  const form = multipart('image', 'a.png', await makePng(64, 96, color), 'image/png');
  const res = await c.post('/v3/media/uploads/', form.payload, {
    'content-type': form.contentType,
  });
  return data(res).imageSignature as string;
}

/** A signed-in person with public and secret boards, a section and pins on each. */
async function person(app: FastifyInstance, username: string, known: KnownValues) {
  const c = testClient(app);
  const viewer = (await c.signup(username)).viewer;
  known.ids.push(viewer.id);
  known.usernames.push(username);
  const sig = await upload(c, { r: username.length * 20, g: 90, b: 140 });
  known.imageSignatures.push(sig);
  for (const [name, privacy] of [
    ['Kitchen ideas', 'public'],
    ['Secret plans', 'secret'],
  ] as const) {
    const board = data(await c.resource('BoardResource', 'create', { name }));
    if (privacy !== 'public')
      await c.resource('BoardResource', 'update', { board_id: board.id, privacy });
    const section = data(
      await c.resource('BoardSectionResource', 'create', { board_id: board.id, title: 'Shelf' }),
    );
    known.ids.push(board.id, section.id);
    known.slugs.push(board.slug, section.slug);
    for (const title of ['Cast iron pan', 'Brass lamp']) {
      const pin = data(
        await c.resource('PinResource', 'create', {
          board_id: board.id,
          section: title.startsWith('Brass') ? section.id : null,
          image_signature: sig,
          title,
          description: `${title} for ${name}`,
        }),
      );
      known.ids.push(pin.id);
    }
  }
  return { client: c, id: viewer.id as string };
}

function actorOf(
  name: ActorName,
  c: TestClient,
  db: Kysely<Database>,
  userId: string | null,
): Actor {
  const session = c.cookie('tack_session');
  const csrf = c.cookie('csrftoken') ?? '';
  const cookie = [`csrftoken=${csrf}`, ...(session ? [`tack_session=${session}`] : [])].join('; ');
  return {
    name,
    cookie,
    csrf,
    async restore() {
      if (!session || !userId) return;
      const now = Date.now();
      await db
        .insertInto('sessions')
        .values({
          id: hashToken(session),
          user_id: userId,
          created_at: new Date(now).toISOString(),
          expires_at: new Date(now + 86_400_000).toISOString(),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
  };
}

/**
 * Three actors on one database: signed out, a person with boards and pins of their own (and a
 * stranger's secret content to reach for), and an operator with a live message.
 */
export async function seedFixtures(app: FastifyInstance, db: Kysely<Database>) {
  const known: KnownValues = {
    ids: [],
    usernames: [],
    slugs: [],
    imageSignatures: [],
    placedExperiences: [],
  };
  const user = await person(app, 'fuzzer', known);
  await person(app, 'stranger', known);
  const op = testClient(app);
  const opId = (await op.signup('operator')).viewer.id as string;
  await db.updateTable('users').set({ role: 'admin' }).where('id', '=', opId).execute();
  const message = data(
    await op.resource('AdminExperienceResource', 'create', {
      experience_id: 4242,
      placement_id: 1,
      name: 'Fuzz toast',
      kind: 'toast',
      display_data: { text: 'Hello there' },
    }),
  );
  known.ids.push(opId, message.id);
  known.usernames.push('operator');
  known.placedExperiences.push('1:4242');
  const anon = testClient(app);
  await anon.get('/healthz');
  const actors: Record<ActorName, Actor> = {
    anon: actorOf('anon', anon, db, null),
    user: actorOf('user', user.client, db, user.id),
    operator: actorOf('operator', op, db, opId),
  };
  return { known, actors };
}
