import dns from 'node:dns';
import type { RateLimiter } from '../../lib/rate-limiter.ts';

/**
 * What a domain check needs from the outside world, injectable so tests never send a DNS query:
 * the TXT lookup (node:dns in production) and the home page addresses to read (through the
 * guarded fetcher, which still checks every address they resolve to).
 */
export interface DomainCheckDeps {
  resolveTxt: (domain: string) => Promise<string[][]>;
  /** The addresses of a domain's home page, tried in order (https first). */
  homePages: (domain: string) => string[];
  /** Checks per person (each may send a DNS query or fetch a page): DOMAIN_CHECK_RATE_LIMIT. */
  limiter: RateLimiter;
}

export const systemResolveTxt = (domain: string) => dns.promises.resolveTxt(domain);
export const defaultHomePages = (domain: string) => [`https://${domain}/`, `http://${domain}/`];

/** Ten checks per person in ten minutes: enough to fix a record and retry, not to probe DNS. */
export const DOMAIN_CHECK_RATE_LIMIT = { max: 10, windowMs: 600_000 };
