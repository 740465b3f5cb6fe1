// The authorization matrix for acting managers (issue 14, MC §6, PC §6): a business profile and
// one manager per permission, each making every call as the profile (the switcher's header),
// each cell allow or deny, on both engines. The expectations are the product's rule, written
// here from the permission list (docs/decisions/0017), not read from the server's policy table.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GRANTABLE_PERMISSIONS } from '@tack/contract';
import { createTestApp, describeEngines, type TestApp } from '../../test/engines.ts';
import {
  dataOf as data,
  testClient,
  type TestClient,
  type TestResponse,
} from '../../test/client.ts';
import { makePng, multipart } from '../../test/images.ts';

type Manager = (typeof GRANTABLE_PERMISSIONS)[number];
type Actor = Manager | 'owner' | 'stranger';
const ACTORS: Actor[] = ['owner', ...GRANTABLE_PERMISSIONS, 'stranger'];

interface World {
  biz: string;
  board: string;
  pin: string;
  otherPin: string;
  image: string;
}
interface Call {
  call: string;
  /** The permission the product asks for; ADMIN and the owner hold every one. */
  needs: Manager | 'any';
  run: (c: TestClient, w: World, actor: Actor) => Promise<TestResponse>;
  write: boolean;
}

const CALLS: Call[] = [
  {
    call: 'BoardsResource.get',
    needs: 'any',
    write: false,
    run: (c) => c.resource('BoardsResource', 'get', { username: 'bizco' }),
  },
  {
    call: 'BoardResource.create',
    needs: 'MANAGE_BOARDS',
    write: true,
    run: (c, _w, a) => c.resource('BoardResource', 'create', { name: `By ${a}` }),
  },
  {
    call: 'BoardResource.update',
    needs: 'MANAGE_BOARDS',
    write: true,
    run: (c, w, a) =>
      c.resource('BoardResource', 'update', { board_id: w.board, description: `Edited by ${a}` }),
  },
  {
    call: 'BoardSectionResource.create',
    needs: 'MANAGE_BOARDS',
    write: true,
    run: (c, w, a) =>
      c.resource('BoardSectionResource', 'create', { board_id: w.board, title: `Section ${a}` }),
  },
  {
    call: 'PinResource.create',
    needs: 'CREATE_EDIT_PINS',
    write: true,
    run: (c, w, a) =>
      c.resource('PinResource', 'create', {
        board_id: w.board,
        image_signature: w.image,
        title: `Pin by ${a}`,
      }),
  },
  {
    call: 'PinResource.update',
    needs: 'CREATE_EDIT_PINS',
    write: true,
    run: (c, w, a) => c.resource('PinResource', 'update', { id: w.pin, title: `Retitled by ${a}` }),
  },
  {
    call: 'RepinResource.create',
    needs: 'CREATE_EDIT_PINS',
    write: true,
    run: (c, w) => c.resource('RepinResource', 'create', { pin_id: w.otherPin, board_id: w.board }),
  },
  {
    call: 'PinAnalyticsResource.get',
    needs: 'VIEW_STATS',
    write: false,
    run: (c, w) => c.resource('PinAnalyticsResource', 'get', { pin_id: w.pin }),
  },
  {
    call: 'CampaignsResource.get',
    needs: 'MANAGE_ADS',
    write: false,
    run: (c) => c.resource('CampaignsResource', 'get', {}),
  },
];

/** The answer the product promises. */
function expected(actor: Actor, needs: Call['needs']): number {
  if (actor === 'owner' || actor === 'ADMIN') return 200;
  if (actor === 'stranger') return 403;
  return needs === 'any' || needs === actor ? 200 : 403;
}

/** A client that sends the switcher's header on every call, as the web app does while acting. */
function actingClient(c: TestClient, profileId: string): TestClient {
  const h = { 'x-tack-acting-as': profileId };
  return {
    ...c,
    resource(name: string, action: 'get' | 'create' | 'update' | 'delete', options: unknown) {
      if (action === 'get')
        return c.request(
          'GET',
          `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`,
          undefined,
          h,
        );
      return c.request(
        action === 'create' ? 'POST' : 'POST',
        `/resource/${name}/${action}/`,
        { options },
        h,
      );
    },
  } as TestClient;
}

describeEngines('authorization matrix: acting managers', (engine) => {
  let t: TestApp;
  let w: World;
  const clients = {} as Record<Actor, { c: TestClient; id: string }>;

  beforeAll(async () => {
    t = await createTestApp(engine, { LOGIN_RATE_LIMIT: '1000' });
    const signup = async (name: string) => {
      const c = testClient(t.app);
      return { c, id: (await c.signup(name)).viewer.id as string };
    };
    const biz = await signup('bizco');
    await biz.c.resource('BusinessConvertResource', 'create', {});
    const form = multipart('image', 'a.png', await makePng(30, 40), 'image/png');
    const image = data(
      await biz.c.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    const board = data(await biz.c.resource('BoardResource', 'create', { name: 'Shop' })).id;
    const pin = data(
      await biz.c.resource('PinResource', 'create', {
        board_id: board,
        image_signature: image,
        title: 'Lamp',
      }),
    ).id;
    const other = await signup('outsider');
    const otherBoard = data(await other.c.resource('BoardResource', 'create', { name: 'Mine' })).id;
    const otherPin = data(
      await other.c.resource('PinResource', 'create', {
        board_id: otherBoard,
        image_signature: image,
        title: 'Chair',
      }),
    ).id;
    w = { biz: biz.id, board, pin, otherPin, image };
    clients.owner = biz;
    clients.stranger = other;
    for (const p of GRANTABLE_PERMISSIONS) {
      const m = await signup(`m${p.toLowerCase().replace(/_/g, '')}`);
      const code = data(
        await biz.c.resource('BusinessInviteResource', 'create', {
          profile_id: biz.id,
          permissions: [p],
        }),
      ).code;
      const accepted = await m.c.resource('BusinessInviteResource', 'update', { code });
      expect(accepted.status, accepted.body).toBe(200);
      clients[p] = m;
    }
  }, 120_000);
  afterAll(() => t?.close());

  for (const call of CALLS)
    it(`${call.call} as the profile (needs ${call.needs})`, async () => {
      const failures: string[] = [];
      for (const actor of ACTORS) {
        const { c, id } = clients[actor];
        const res = await call.run(actingClient(c, w.biz), w, actor);
        const want = expected(actor, call.needs);
        if (res.status !== want)
          failures.push(`${actor}: want ${want}, got ${res.status} ${res.body.slice(0, 160)}`);
        // Every write a manager made as the profile names who made it.
        const answerId = res.status === 200 ? (data(res) as { id?: string } | null)?.id : undefined;
        if (call.write && res.status === 200 && actor !== 'owner' && answerId) {
          const audit = await t.db.db
            .selectFrom('business_actions')
            .select(['actor_id', 'profile_id'])
            .where('call', '=', call.call)
            .where('object_id', '=', answerId)
            .where('actor_id', '=', id)
            .execute();
          if (audit.length !== 1 || audit[0]!.profile_id !== w.biz)
            failures.push(`${actor}: not recorded`);
        }
      }
      expect(failures.join('\n')).toBe('');
    });
});
