import ipaddr from 'ipaddr.js';
import { refuse } from './refusal.ts';

/** A URL the fetcher may try: http(s), no credentials, and its host as an IP or a DNS name. */
export interface FetchTarget {
  url: URL;
  /** The IP address when the URL names one (already normalised by the URL parser), else null. */
  ip: string | null;
  /** The DNS name to resolve when the URL names no IP. */
  hostname: string;
  port: number;
}

const MAX_URL_LENGTH = 4096;

/**
 * Reads an address the way a browser would (WHATWG URL: `127.1`, `0x7f.1`, `2130706433` and
 * `0177.0.0.1` all become 127.0.0.1; `[::ffff:127.0.0.1]` becomes `[::ffff:7f00:1]`), so the
 * address checked is the address connected to. Any port is allowed: the address rule, not the
 * port, keeps requests off private networks.
 */
export function readTarget(input: string | URL, base?: URL): FetchTarget {
  let url: URL;
  try {
    url = new URL(String(input), base);
  } catch {
    throw refuse.invalidUrl();
  }
  if (url.href.length > MAX_URL_LENGTH) throw refuse.invalidUrl();
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse.scheme(url.protocol);
  if (url.username || url.password) throw refuse.credentials();
  if (!url.hostname) throw refuse.invalidUrl();
  url.hash = '';
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  const bare = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const ip = ipaddr.isValid(bare) && (bare.includes(':') || isDottedQuad(bare)) ? bare : null;
  return { url, ip, hostname: bare, port };
}

/** The URL parser turns every IPv4 form into four decimal parts; anything else is a name. */
const isDottedQuad = (host: string) => ipaddr.IPv4.isValidFourPartDecimal(host);
