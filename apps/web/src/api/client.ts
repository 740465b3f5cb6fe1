import type { ActionOf, ResourceData, ResourceInput, ResourceName } from '@tack/contract';
import { debugParams } from '@tack/contract/debug-rules';

/** One bad field as the server names it, with its message in words. */
export interface FieldError {
  field: string;
  message: string;
}

/** An API failure with the server's message and, for bad input, the fields it names. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly field?: string,
    /** Every bad field with its own message (validation errors name them all). */
    readonly errors: readonly FieldError[] = [],
  ) {
    super(message);
  }
}

/** An error as a form shows it: the server's message, and the field it names if any. */
export function formError(err: unknown): { message: string; field?: string } {
  return err instanceof ApiError
    ? { message: withoutPath(err.message), field: err.field }
    : { message: 'Sorry! Something went wrong on our end.' };
}

/** "options.email: Enter a valid email address" → "Enter a valid email address". */
export function withoutPath(message: string): string {
  return message.replace(/^(?:options|body|path)(?:\.[^\s:]+)?: /, '');
}

export function csrfToken(): string {
  return /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
}

async function ensureCsrf(): Promise<string> {
  if (!csrfToken()) await fetch('/healthz', { credentials: 'same-origin' });
  return csrfToken();
}

interface Envelope<T> {
  resource_response: {
    data: T | null;
    error: {
      message: string;
      code: string;
      field?: string;
      status: number;
      errors?: FieldError[];
    } | null;
  };
}

export async function readEnvelope<T>(res: Response): Promise<T> {
  let body: Envelope<T> | null = null;
  try {
    body = (await res.json()) as Envelope<T>;
  } catch {
    // not JSON: fall through to a generic error
  }
  const err = body?.resource_response?.error;
  if (!res.ok || err) {
    throw new ApiError(
      err?.message ?? 'Sorry! Something went wrong on our end.',
      res.status,
      err?.code ?? 'http_error',
      err?.field,
      err?.errors ?? [],
    );
  }
  return body!.resource_response.data as T;
}

const METHOD = { get: 'GET', create: 'POST', update: 'POST', delete: 'POST' } as const;

/**
 * The business profile the person acts as (the header's profile switcher), sent on every call;
 * the server decides per call what runs as the profile (modules/business/acting-policy.ts).
 */
let acting: Record<string, string> = {};
export function setActingHeader(profileId: string | null): void {
  acting = profileId ? { 'X-Tack-Acting-As': profileId } : {};
}

/** One typed call to `/resource/<Name>/<action>/`, typed by the contract's resource table. */
export async function callResource<N extends ResourceName, A extends ActionOf<N>>(
  name: N,
  action: A,
  options: ResourceInput<N, A>,
): Promise<ResourceData<N, A>> {
  const method = METHOD[action as keyof typeof METHOD];
  if (method === 'GET') {
    // The page's `deb_` parameters go along: the server answers debug data to employees (PC §2).
    const debug = typeof window === 'undefined' ? '' : debugParams(window.location.search);
    const url = `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}${debug ? `&${debug}` : ''}`;
    return readEnvelope(await fetch(url, { credentials: 'same-origin', headers: acting }));
  }
  const res = await fetch(`/resource/${name}/${String(action)}/`, {
    method,
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      'X-CSRFToken': await ensureCsrf(),
      ...acting,
    },
    body: JSON.stringify({ options }),
  });
  return readEnvelope(res);
}

/** A `/v3/...` call in the same envelope. */
export async function callV3<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { 'X-CSRFToken': await ensureCsrf() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return readEnvelope(res);
}
