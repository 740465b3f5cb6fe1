import { afterAll, beforeAll, expect, it } from 'vitest';
import { V5_OPERATIONS } from '@tack/contract';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { readReference } from '../../../test/pinterest-reference.ts';

type Operation = { operationId: string; security?: { pinterest_oauth2?: string[] }[] };
type Paths = Record<string, Record<string, Operation>>;

/**
 * Our table of operations against Pinterest's: each has the reference's path, method and id,
 * and needs exactly the scopes the reference's `pinterest_oauth2` requirement lists for it; and
 * `/v5/openapi.json` documents that table, generated from the same contract.
 */
it('names each operation as the reference does, with the reference’s scopes', () => {
  const paths = readReference().paths as Paths;
  for (const [id, op] of Object.entries(V5_OPERATIONS)) {
    const theirs = paths[op.path]?.[op.method.toLowerCase()];
    expect(theirs?.operationId, `${op.method} ${op.path}`).toBe(id);
    const scopes = theirs!.security?.find((s) => s.pinterest_oauth2)?.pinterest_oauth2;
    expect([...op.scopes].sort(), id).toEqual([...(scopes ?? [])].sort());
  }
});

describeEngines('/v5/openapi.json', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { PUBLIC_URL: 'https://tack.example' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('documents every operation from the contract, with its scopes, parameters and answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v5/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = JSON.parse(res.body);
    expect(doc.servers).toEqual([{ url: 'https://tack.example/v5' }]);
    expect(doc.components.securitySchemes.pinterest_oauth2.flows.authorizationCode).toMatchObject({
      authorizationUrl: 'https://tack.example/oauth/',
      tokenUrl: 'https://tack.example/v5/oauth/token',
    });
    for (const [id, op] of Object.entries(V5_OPERATIONS)) {
      const documented = doc.paths[op.path][op.method.toLowerCase()];
      expect(documented.operationId).toBe(id);
      expect(documented.security).toEqual([{ pinterest_oauth2: [...op.scopes] }]);
      expect(Object.keys(documented.responses)).toEqual([String(op.status), 'default']);
    }
    const createPin = doc.paths['/pins'].post;
    expect(JSON.stringify(createPin.requestBody)).toContain('multiple_image_urls');
    expect(doc.paths['/boards/{board_id}'].get.parameters[0]).toMatchObject({
      name: 'board_id',
      in: 'path',
    });
    expect(doc.paths['/oauth/token'].post.operationId).toBe('oauth/token');
  });
});
