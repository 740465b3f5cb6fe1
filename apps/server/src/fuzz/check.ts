/** What the fuzzer found wrong with one answer, or null when it is fine. */
export type Problem = { kind: '5xx' | 'envelope'; detail: string } | null;

/** Text that only a crash or a library would write: a person can't act on it. */
const INTERNAL =
  /\bat \S+ \(|TypeError|ReferenceError|SyntaxError|ZodError|SQLITE_|sqlite|postgres|relation "|violates|Cannot read prop|undefined is not|is not a function|\[object Object\]|"code":\s*"invalid_|^\s*[[{]/i;

/** A message a person can read: one short sentence, not a stack, dump or SQL error. */
export function humanMessage(message: unknown): string | null {
  if (typeof message !== 'string' || !message.trim()) return 'no message';
  if (message.length > 300) return `message of ${message.length} characters`;
  if (/\n/.test(message)) return 'multi-line message';
  if (INTERNAL.test(message)) return `internal detail in message: ${message.slice(0, 120)}`;
  return null;
}

/**
 * The property every answer must keep: never a 5xx; every 4xx is the error envelope
 * `{"resource_response": {"data": null, "error": {message, code, status}}}` with a human message
 * and the HTTP status in it; every 2xx to an API call (`/resource/`, `/v3/`) is the same
 * envelope with no error (`/healthz` answers its own small document).
 */
export function checkAnswer(method: string, url: string, status: number, body: string): Problem {
  if (status >= 500) return { kind: '5xx', detail: `${status}: ${body.slice(0, 200)}` };
  if (method === 'HEAD')
    return body === '' ? null : { kind: 'envelope', detail: 'HEAD with a body' };
  if (status < 400 && !/^\/(resource|v3)\//.test(url)) return null;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { kind: 'envelope', detail: `${status} not JSON: ${body.slice(0, 120)}` };
  }
  const rr = (json as { resource_response?: { data?: unknown; error?: unknown } })
    ?.resource_response;
  if (!rr || typeof rr !== 'object')
    return { kind: 'envelope', detail: `${status} without resource_response` };
  if (status < 400) {
    return rr.error === null && 'data' in rr
      ? null
      : { kind: 'envelope', detail: `${status} with an error or no data` };
  }
  const error = rr.error as { message?: unknown; code?: unknown; status?: unknown } | null;
  if (!error || typeof error !== 'object')
    return { kind: 'envelope', detail: `${status} without error` };
  if (rr.data !== null) return { kind: 'envelope', detail: `${status} with data` };
  if (error.status !== status)
    return { kind: 'envelope', detail: `${status} but error.status ${String(error.status)}` };
  if (typeof error.code !== 'string' || !error.code)
    return { kind: 'envelope', detail: `${status} without error.code` };
  const bad = humanMessage(error.message);
  return bad ? { kind: 'envelope', detail: `${status}: ${bad}` } : null;
}
