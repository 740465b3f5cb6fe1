import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface TestResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the API answered
  json: any;
}

const ACTION_METHOD = { get: 'GET', create: 'POST', update: 'POST', delete: 'POST' } as const;

/**
 * A browser-like client over `inject`: keeps cookies between calls and echoes the CSRF cookie
 * in the X-CSRFToken header on unsafe methods, as the web app does.
 */
export function testClient(app: FastifyInstance) {
  const jar = new Map<string, string>();

  function remember(setCookie: string | string[] | undefined) {
    for (const line of ([] as string[]).concat(setCookie ?? [])) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a),
      );
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }

  async function request(
    method: string,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse> {
    if (method !== 'GET' && !jar.has('csrftoken')) await request('GET', '/healthz');
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.inject({
      method: method as 'GET',
      url,
      payload: payload as string,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(method !== 'GET' ? { 'x-csrftoken': jar.get('csrftoken') ?? '' } : {}),
        ...headers,
      },
    });
    remember(res.headers['set-cookie']);
    let json: unknown = null;
    try {
      json = JSON.parse(res.body);
    } catch {
      // not JSON (HTML, images)
    }
    return { status: res.statusCode, headers: res.headers, body: res.body, json };
  }

  const client = {
    request,
    get: (url: string, headers?: Record<string, string>) => request('GET', url, undefined, headers),
    post: (url: string, payload?: unknown, headers?: Record<string, string>) =>
      request('POST', url, payload, headers),
    put: (url: string, payload?: unknown, headers?: Record<string, string>) =>
      request('PUT', url, payload, headers),
    delete: (url: string, payload?: unknown, headers?: Record<string, string>) =>
      request('DELETE', url, payload, headers),
    cookie: (name: string) => jar.get(name),
    setCookie: (name: string, value: string) => void jar.set(name, value),
    /** Calls `/resource/<name>/<action>/` the way the web client does. */
    resource(name: string, action: keyof typeof ACTION_METHOD, options: unknown) {
      if (action === 'get')
        return request(
          'GET',
          `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`,
        );
      return request(ACTION_METHOD[action], `/resource/${name}/${action}/`, { options });
    },
    async signup(username: string) {
      const res = await client.resource('UserRegisterResource', 'create', {
        email: `${username}@example.com`,
        password: 'correct horse battery',
        username,
        first_name: 'Test',
      });
      if (res.status !== 200) throw new Error(`signup ${username} failed: ${res.body}`);
      return res.json.resource_response.data;
    },
  };
  return client;
}

export type TestClient = ReturnType<typeof testClient>;

/** The `data` of a resource envelope. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the API answered
export const dataOf = (res: { json: any }) => res.json.resource_response?.data;

/** Every pin of a viewer's home feed, `pageSize` a page, along its bookmarks. */
export async function wholeHomeFeed<Pin>(who: TestClient, pageSize: number): Promise<Pin[]> {
  const all: Pin[] = [];
  let bookmark: string | null = null;
  do {
    const page = dataOf(
      await who.resource('UserHomefeedResource', 'get', {
        page_size: pageSize,
        ...(bookmark ? { bookmark } : {}),
      }),
    ) as { items: Pin[]; bookmark: string | null };
    all.push(...page.items);
    bookmark = page.bookmark;
  } while (bookmark);
  return all;
}
