import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { fakeWebDist } from '../../../test/web-dist.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { setStaffRole } from '../users/staff-roles.ts';

type Item = { id: string; board: { id: string }; debug?: Record<string, unknown> };

// PC §2: "A query parameter starting with deb_ turns on debug features for employees": the home
// feed tells an employee who asks where each pin came from; anyone else gets the same answer as
// without the parameter.
describeEngines('home feed debug data (deb_)', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let staffer: TestClient;
  let member: TestClient;
  let visitor: TestClient;
  const lampPins: string[] = [];
  const webDist = fakeWebDist();

  const feedUrl = (extra = '') =>
    `/resource/UserHomefeedResource/get/?data=${encodeURIComponent(JSON.stringify({ options: {} }))}${extra}`;
  const items = async (who: TestClient, extra = '') => {
    const res = await who.get(feedUrl(extra));
    expect(res.status).toBe(200);
    return { items: data(res).items as Item[], body: res.body };
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { WEB_DIST: webDist.dir });
    const alice = testClient(t.app);
    staffer = testClient(t.app);
    member = testClient(t.app);
    visitor = testClient(t.app);
    await alice.signup('alice');
    await staffer.signup('staffer');
    await member.signup('member');
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    const sig = data(
      await alice.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    const board = async (name: string) =>
      data(await alice.resource('BoardResource', 'create', { name })).id as string;
    const lamps = await board('Lamps');
    const other = await board('Other things');
    for (let i = 0; i < 3; i++)
      lampPins.push(
        data(
          await alice.resource('PinResource', 'create', {
            board_id: lamps,
            image_signature: sig,
            title: `Lamp ${i}`,
          }),
        ).id,
      );
    for (let i = 0; i < 3; i++)
      await alice.resource('PinResource', 'create', {
        board_id: other,
        image_signature: sig,
        title: `Thing ${i}`,
      });
    for (const who of [staffer, member]) await who.put(`/v3/boards/${lamps}/follow/`);
    expect(await setStaffRole(t.db.db, 'employee', 'staffer', true)).toBe(true);
  });
  afterAll(async () => {
    await t.close();
    webDist.remove();
  });

  it("the viewer's isEmployee follows the role", async () => {
    const session = async (who: TestClient) =>
      data(await who.resource('UserSessionResource', 'get', {})).viewer;
    expect((await session(staffer)).isEmployee).toBe(true);
    expect((await session(member)).isEmployee).toBe(false);
  });

  it('an employee asking with deb_ learns each pin’s source, place and server time', async () => {
    const { items: page } = await items(staffer, '&deb_signals=1');
    expect(page.length).toBe(6);
    page.forEach((pin, i) => {
      expect(pin.debug).toMatchObject({
        position: i + 1,
        ranking: expect.stringContaining('newest first'),
      });
      expect(pin.debug!.serverMs).toBeGreaterThanOrEqual(0);
      if (lampPins.includes(pin.id))
        expect(pin.debug).toMatchObject({ source: 'followed_board', sourceLabel: 'Lamps' });
      else expect(pin.debug).toMatchObject({ source: 'fallback', sourceLabel: null });
    });
  });

  it('an employee without deb_ gets no debug data', async () => {
    const { body } = await items(staffer);
    expect(body).not.toContain('"debug"');
  });

  it('a non-employee or a visitor asking with deb_ gets none either', async () => {
    for (const who of [member, visitor]) {
      const { items: page, body } = await items(who, '&deb_signals=1&deb_x=');
      expect(page.length).toBeGreaterThan(0);
      expect(body).not.toContain('"debug"');
    }
  });

  it('the server-rendered home page carries it for an employee with deb_ only', async () => {
    const ssr = async (who: TestClient, query: string) => {
      const res = await who.get(`/${query}`, { accept: 'text/html' });
      expect(res.status).toBe(200);
      return (
        /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(res.body)?.[1] ?? ''
      );
    };
    expect(await ssr(staffer, '?deb_signals=1')).toContain('"debug"');
    expect(await ssr(staffer, '')).not.toContain('"debug"');
    expect(await ssr(member, '?deb_signals=1')).not.toContain('"debug"');
  });
});
