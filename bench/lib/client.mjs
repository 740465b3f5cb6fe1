// A browser-like HTTP client for a real Tack: keeps cookies, echoes the CSRF cookie in
// X-CSRFToken on unsafe methods, as the web app does. Network failures throw (not acknowledged).
export function tackClient(baseUrl, { timeoutMs = 20_000 } = {}) {
  const jar = new Map();
  let base = baseUrl;

  function remember(res) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /1970/.test(a));
      if (expired || !value) jar.delete(name);
      else jar.set(name, value);
    }
  }

  async function request(method, path, body, headers = {}) {
    if (method !== 'GET' && !jar.has('csrftoken')) await request('GET', '/healthz');
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(base + path, {
      method,
      body,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(method !== 'GET' ? { 'x-csrftoken': jar.get('csrftoken') } : {}),
        ...headers,
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
    remember(res);
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // HTML pages and images
    }
    return {
      status: res.status,
      headers: res.headers,
      json,
      text,
      data: json?.resource_response?.data,
    };
  }

  const client = {
    /** Any call (a multipart form as `body`, say), with the cookies and CSRF header. */
    request,
    /** Points the client at a restarted server (a new port); cookies are kept. */
    setBase: (url) => void (base = url),
    get: (path) => request('GET', path),
    /** The cookies held, as [name, value] pairs (to hand a session to a browser). */
    cookies: () => [...jar],
    resource(name, action, options) {
      if (action === 'get')
        return request(
          'GET',
          `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`,
        );
      return request('POST', `/resource/${name}/${action}/`, JSON.stringify({ options }), {
        'content-type': 'application/json',
      });
    },
    upload(png) {
      const form = new FormData();
      form.append('image', new Blob([png], { type: 'image/png' }), 'upload.png');
      return request('POST', '/v3/media/uploads/', form);
    },
    signup: (username, password) =>
      client.resource('UserRegisterResource', 'create', {
        email: `${username}@example.com`,
        password,
        username,
        first_name: username,
      }),
    login: (email, password) =>
      client.resource('UserSessionResource', 'create', { email, password }),
  };
  return client;
}

/** A small seeded PRNG (mulberry32): a run can be replayed from its seed. */
export function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    chance: (p) => next() < p,
  };
}
