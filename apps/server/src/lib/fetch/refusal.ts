/** Why the guarded fetcher would not fetch, or gave up on, an address. */
export type RefusalReason =
  | 'invalid_url'
  | 'scheme'
  | 'credentials'
  | 'private_address'
  | 'not_found'
  | 'unreachable'
  | 'too_many_redirects'
  | 'too_large'
  | 'timeout'
  | 'http_status'
  | 'content'
  | 'encoding';

/** What the caller asked for: it names the thing in messages ("That page…", "That image…"). */
export type FetchNoun = 'page' | 'image' | 'address';

/** The HTTP status a caller answers with: every refusal is the asker's to fix, so a 4xx. */
const STATUS: Record<RefusalReason, number> = {
  invalid_url: 400,
  scheme: 400,
  credentials: 400,
  private_address: 400,
  not_found: 400,
  unreachable: 400,
  too_many_redirects: 400,
  too_large: 413,
  timeout: 400,
  http_status: 400,
  content: 415,
  encoding: 415,
};

/**
 * A fetch the fetcher refused or could not finish, with a message a person can read and act on.
 * `detail` is for logs (the range, the status code), never shown as the message.
 */
export class FetchRefused extends Error {
  readonly status: number;
  constructor(
    readonly reason: RefusalReason,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'FetchRefused';
    this.status = STATUS[reason];
  }
}

const the = (noun: FetchNoun) => `That ${noun}`;

/** The refusals, each with its words. */
export const refuse = {
  invalidUrl: () => new FetchRefused('invalid_url', 'That is not a full web address (https://…)'),
  scheme: (scheme: string) =>
    new FetchRefused(
      'scheme',
      'Only http:// and https:// addresses can be fetched',
      `scheme ${scheme}`,
    ),
  credentials: () =>
    new FetchRefused(
      'credentials',
      "Addresses with a user name or password in them can't be fetched",
    ),
  privateAddress: (address: string, range: string) =>
    new FetchRefused(
      'private_address',
      'That address is on a private network',
      `${address} (${range})`,
    ),
  notFound: (host: string) =>
    new FetchRefused('not_found', `We couldn't find the site ${host}`, host),
  unreachable: (noun: FetchNoun, cause: string) =>
    new FetchRefused('unreachable', `We couldn't reach ${the(noun).toLowerCase()}`, cause),
  tooManyRedirects: (noun: FetchNoun) =>
    new FetchRefused('too_many_redirects', `${the(noun)} redirects too many times`),
  tooLarge: (noun: FetchNoun, maxBytes: number) =>
    new FetchRefused(
      'too_large',
      `${the(noun)} is too large (over ${formatBytes(maxBytes)})`,
      `over ${maxBytes} bytes`,
    ),
  timeout: (noun: FetchNoun) => new FetchRefused('timeout', `${the(noun)} took too long`),
  httpStatus: (noun: FetchNoun, status: number) =>
    new FetchRefused(
      'http_status',
      status === 404 || status === 410
        ? `${the(noun)} wasn't found (${status})`
        : `${the(noun)} answered with an error (${status})`,
      `status ${status}`,
    ),
  notImage: () => new FetchRefused('content', "That address isn't an image we can read"),
  notPage: (contentType: string) =>
    new FetchRefused('content', "That address isn't a web page", `content-type ${contentType}`),
  encoding: (encoding: string) =>
    new FetchRefused('encoding', "That page is sent in a way we can't read", encoding),
};

function formatBytes(n: number): string {
  if (n >= 1048576) return `${Math.floor(n / 1048576)} MB`;
  if (n >= 1024) return `${Math.floor(n / 1024)} KB`;
  return `${n} bytes`;
}
