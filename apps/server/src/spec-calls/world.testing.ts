import { expect } from 'vitest';
import { dataOf, testClient, type TestClient, type TestResponse } from '../../test/client.ts';
import type { TestApp } from '../../test/engines.ts';
import { makePng, multipart } from '../../test/images.ts';

/**
 * Helpers for the §7 contract tests (spec-calls/*.api.test.ts): people, boards and pins made
 * through the API as a client would, and the one way these tests read an answer.
 */

/** The answer's `resource_response.data`, after checking the call succeeded. */
export function ok(res: TestResponse) {
  expect(res.status, res.body).toBe(200);
  expect(res.json.resource_response.error).toBeNull();
  return dataOf(res);
}

/** The status and the field a refusal names. */
export const refusal = (res: TestResponse) => ({
  status: res.status,
  field: res.json?.resource_response?.error?.field as string | undefined,
});

/** A signed-up person with their id. */
export async function person(t: TestApp, username: string) {
  const c = testClient(t.app);
  const id = (await c.signup(username)).viewer.id as string;
  return { c, id, username };
}
export type Person = Awaited<ReturnType<typeof person>>;

let shade = 0;
/** An uploaded image's signature (a real PNG, a new colour each time so each is its own media). */
export async function upload(c: TestClient): Promise<string> {
  shade += 1;
  const png = await makePng(300, 400, { r: (shade * 37) % 256, g: (shade * 11) % 256, b: 90 });
  const form = multipart('image', 'p.png', png, 'image/png');
  return ok(await c.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }))
    .imageSignature;
}

export async function board(c: TestClient, name: string): Promise<{ id: string; url: string }> {
  return ok(await c.resource('BoardResource', 'create', { name }));
}

export async function section(c: TestClient, boardId: string, title: string): Promise<string> {
  return ok(await c.resource('BoardSectionResource', 'create', { board_id: boardId, title })).id;
}

/** A pin made from an upload, with whatever else the test adds (link, section, product). */
export async function pin(
  c: TestClient,
  boardId: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await c.resource('PinResource', 'create', {
    board_id: boardId,
    image_signature: await upload(c),
    title: 'A pin',
    ...extra,
  });
  return ok(res).id;
}

/** A `GET /resource/<name>/get/` call. */
export const get = (c: TestClient, name: string, options: unknown) =>
  c.resource(name, 'get', options);

/** A resource call sent with the HTTP method §7 names (DELETE, PUT, PATCH carry a JSON body). */
export const call = (
  c: TestClient,
  method: string,
  name: string,
  action: string,
  options: unknown,
) => c.request(method, `/resource/${name}/${action}/`, { options });

/** Ids of a page's items. */
export const ids = (page: { items: { id: string }[] }) => page.items.map((i) => i.id);
