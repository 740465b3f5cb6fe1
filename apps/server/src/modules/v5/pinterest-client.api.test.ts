import { afterAll, beforeAll, expect, it } from 'vitest';
import { OpenAPIClientAxios } from 'openapi-client-axios';
import { API_SCOPE_NAMES } from '@tack/contract';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { dataOf, testClient } from '../../../test/client.ts';
import { makePng } from '../../../test/images.ts';
import { readReference } from '../../../test/pinterest-reference.ts';

/**
 * A general client made from Pinterest's own description (openapi-client-axios reads it at run
 * time and makes one method per operation id), pointed at Tack with a personal access token, as
 * the README tells anyone to do with their own tools.
 */
describeEngines('a client generated from the reference, pointed at Tack', (engine) => {
  let t: TestApp;
  let base: string;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const me = testClient(t.app);
    await me.signup('cleo');
    token = dataOf(
      await me.resource('PersonalTokenResource', 'create', {
        name: 'client',
        scopes: API_SCOPE_NAMES,
      }),
    ).token;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists boards, creates a board and a pin, reads them back, and is refused in the reference’s words', async () => {
    const api = new OpenAPIClientAxios({
      definition: readReference() as never,
      withServer: { url: `${base}/v5` },
      axiosConfigDefaults: {
        headers: { Authorization: `Bearer ${token}` },
        validateStatus: () => true,
      },
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the client's methods are made at run time
    const client: any = await api.init();
    expect((await client['user_account/get']()).data.username).toBe('cleo');
    expect((await client['boards/list']()).data).toEqual({ items: [], bookmark: null });
    const board = await client['boards/create'](null, { name: 'From a client', privacy: 'SECRET' });
    expect(board.status).toBe(201);
    expect(board.data).toMatchObject({
      name: 'From a client',
      privacy: 'SECRET',
      owner: { username: 'cleo' },
    });
    const png = await makePng(80, 120);
    const pin = await client['pins/create'](null, {
      board_id: board.data.id,
      title: 'Made by a generated client',
      media_source: {
        source_type: 'image_base64',
        content_type: 'image/png',
        data: png.toString('base64'),
      },
    });
    expect(pin.status).toBe(201);
    const got = await client['pins/get']({ pin_id: pin.data.id });
    expect(got.data).toMatchObject({
      id: pin.data.id,
      board_id: board.data.id,
      title: 'Made by a generated client',
    });
    const onBoard = await client['boards/list_pins']({ board_id: board.data.id, page_size: 10 });
    expect(onBoard.data.items.map((p: { id: string }) => p.id)).toEqual([pin.data.id]);
    const section = await client['board_sections/create'](
      { board_id: board.data.id },
      { name: 'Part one' },
    );
    expect(section.status).toBe(201);
    expect((await client['board_sections/list']({ board_id: board.data.id })).data.items).toEqual([
      section.data,
    ]);
    const missing = await client['boards/get']({ board_id: '1234567890123456789' });
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({ code: 404, message: expect.any(String) });
    expect((await client['pins/delete']({ pin_id: pin.data.id })).status).toBe(204);
  }, 60_000);
});
