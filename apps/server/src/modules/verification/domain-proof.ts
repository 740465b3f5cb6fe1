import { loadBuffer } from 'cheerio';
import { normalizeDomain, txtRecordFor, VERIFY_META_NAME } from '@tack/contract/verified-badge';
import { FetchRefused, type Fetcher } from '../../lib/fetcher.ts';
import type { DomainCheckDeps } from './domain-check-deps.ts';

/** A home page is read up to 1 MiB: the tag belongs in its `<head>`, near the top. */
const HOME_PAGE_MAX_BYTES = 1024 * 1024;

export type Proof = { ok: true } | { ok: false; message: string };

const NO_TXT = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

/** A TXT record, split into strings of up to 255 bytes by DNS, is one value again. */
export const txtValues = (records: string[][]) => records.map((chunks) => chunks.join('').trim());

/** Looks for `tack-site-verification=<token>` among the domain's TXT records. */
export async function proveByDns(
  deps: Pick<DomainCheckDeps, 'resolveTxt'>,
  domain: string,
  token: string,
): Promise<Proof> {
  const want = txtRecordFor(token);
  let records: string[][];
  try {
    records = await deps.resolveTxt(domain);
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (NO_TXT.has(code))
      return {
        ok: false,
        message: `We found no TXT records for ${domain}. Add the record, then try again (DNS changes can take a while to show).`,
      };
    return {
      ok: false,
      message: `We couldn't look up ${domain}'s DNS${code ? ` (${code})` : ''}. Try again in a few minutes.`,
    };
  }
  if (txtValues(records).includes(want)) return { ok: true };
  return {
    ok: false,
    message: `None of ${domain}'s TXT records is ${want}. Check the record's value, then try again.`,
  };
}

/** The `content` of every `<meta name="tack-site-verification">` in the page's head. */
export function metaTokens(html: Buffer): string[] {
  const $ = loadBuffer(html);
  return $(`head meta[name="${VERIFY_META_NAME}" i]`)
    .map((_, el) => ($(el).attr('content') ?? '').trim())
    .get();
}

/** The page ended up on the domain or a subdomain of it (not on a site the redirect chose). */
const onDomain = (url: string, domain: string) => {
  const host = normalizeDomain(url);
  return host !== null && (host === domain || host.endsWith(`.${domain}`));
};

/**
 * Reads the domain's home page through the guarded fetcher (https, then http) and looks for the
 * meta tag with the token. A refusal (a private or loopback address, a timeout) is the answer's
 * message; a private address is never tried over the other scheme.
 */
export async function proveByMeta(
  deps: Pick<DomainCheckDeps, 'homePages'> & { fetcher: Fetcher },
  domain: string,
  token: string,
): Promise<Proof> {
  let last = `We couldn't read ${domain}'s home page.`;
  for (const url of deps.homePages(domain)) {
    let page;
    try {
      page = await deps.fetcher.fetch(url, {
        expect: 'html',
        maxBytes: HOME_PAGE_MAX_BYTES,
        partial: true,
      });
    } catch (err) {
      if (!(err instanceof FetchRefused)) throw err;
      last = `We couldn't read ${url}: ${err.message}`;
      if (err.reason === 'private_address' || err.reason === 'not_found') break;
      continue;
    }
    if (!onDomain(page.url, domain)) {
      last = `${url} sent us to ${page.url}, which is not on ${domain}. Put the tag on ${domain}'s own home page.`;
      continue;
    }
    if (metaTokens(page.body).includes(token)) return { ok: true };
    return {
      ok: false,
      message: `${page.url} has no <meta name="${VERIFY_META_NAME}"> tag with your code in its <head>. Add it, then try again.`,
    };
  }
  return { ok: false, message: last };
}
