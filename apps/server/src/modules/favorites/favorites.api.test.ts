import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

describeEngines('favorites and board follows (/v3)', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: TestClient;
  let fan: TestClient;
  let pinId: string;
  let boardId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = testClient(t.app);
    fan = testClient(t.app);
    await owner.signup('fiona');
    await fan.signup('fred');
    boardId = (await owner.resource('BoardResource', 'create', { name: 'Faves' })).json
      .resource_response.data.id;
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    const sig = (
      await owner.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType })
    ).json.resource_response.data.imageSignature;
    pinId = (
      await owner.resource('PinResource', 'create', { board_id: boardId, image_signature: sig })
    ).json.resource_response.data.id;
  });
  afterAll(() => t.close());

  it('favorites once however often it is sent, and unfavorites', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fan.post(`/v3/pins/${pinId}/favorite/`);
      expect(res.status).toBe(200);
      expect(res.json.resource_response.data).toEqual({
        id: pinId,
        favoritedByMe: true,
        favoriteUserCount: 1,
      });
    }
    const pin = (await fan.resource('PinResource', 'get', { id: pinId })).json.resource_response
      .data;
    expect(pin).toMatchObject({ favoritedByMe: true, favoriteUserCount: 1 });
    // The count is everyone's; "by me" is only the viewer's: nobody's, signed out or for another.
    for (const who of [testClient(t.app), owner]) {
      const seen = (await who.resource('PinResource', 'get', { id: pinId })).json.resource_response
        .data;
      expect(seen).toMatchObject({ favoritedByMe: false, favoriteUserCount: 1 });
    }
    const del = await fan.delete(`/v3/pins/${pinId}/favorite/`);
    expect(del.json.resource_response.data).toEqual({
      id: pinId,
      favoritedByMe: false,
      favoriteUserCount: 0,
    });
    expect(
      (await fan.delete(`/v3/pins/${pinId}/favorite/`)).json.resource_response.data
        .favoriteUserCount,
    ).toBe(0);
  });

  it('needs a viewer and a real pin', async () => {
    expect((await testClient(t.app).post(`/v3/pins/${pinId}/favorite/`)).status).toBe(401);
    expect((await fan.post('/v3/pins/999/favorite/')).status).toBe(404);
    expect((await fan.post('/v3/pins/abc/favorite/')).status).toBe(400);
  });

  it('follows and unfollows a board with PUT and DELETE', async () => {
    const put = await fan.put(`/v3/boards/${boardId}/follow/`);
    expect(put.json.resource_response.data).toEqual({
      id: boardId,
      followedByMe: true,
      followerCount: 1,
    });
    expect(
      (await fan.put(`/v3/boards/${boardId}/follow/`)).json.resource_response.data.followerCount,
    ).toBe(1);
    expect(
      (await fan.delete(`/v3/boards/${boardId}/follow/`)).json.resource_response.data.followerCount,
    ).toBe(0);
    expect((await owner.put(`/v3/boards/${boardId}/follow/`)).status).toBe(400);
    await owner.resource('BoardResource', 'update', { board_id: boardId, privacy: 'secret' });
    expect((await fan.put(`/v3/boards/${boardId}/follow/`)).status).toBe(404);
  });
});
