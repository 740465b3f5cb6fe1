import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Engine } from './db/dialect.ts';
import type { MediaStorage } from './modules/media/storage.ts';
import type { ViewerRow } from './plugins/session.ts';
import type { Acting } from './modules/business/acting.ts';
import type { RateLimiter } from './lib/rate-limiter.ts';
import type { SharedState } from './lib/shared-state/shared-state.ts';
import type { Keyring } from './modules/account/keyring.ts';
import type { AccountLimiters } from './modules/account/account-limits.ts';
import type { JobWorker } from './modules/jobs/worker.ts';
import type { Fetcher } from './lib/fetcher.ts';
import type { DecodeQueue } from './modules/media/decode-queue.ts';
import type { PageReader } from './modules/pages/page-reader.ts';
import type { DomainCheckDeps } from './modules/verification/domain-check-deps.ts';

/** What every service call may use: built once in buildApp and shared by all routes. */
export interface AppContext {
  db: Kysely<Database>;
  engine: Engine;
  storage: MediaStorage;
  config: Config;
  /** Rate-limit windows and short caches every process and node shares (database or Redis). */
  sharedState: SharedState;
  /** Login attempts per client and email. */
  loginLimiter: RateLimiter;
  /** Failed logins per client across every email: one client cannot spray a password. */
  loginFailureLimiter: RateLimiter;
  /** Experience event logging per viewer (a public endpoint: bounded so it cannot be flooded). */
  eventLimiter: RateLimiter;
  /** The key that signs links in mail (modules/account/keyring.ts). */
  keyring: Keyring;
  /** The job worker: queue work in a transaction, then `poke()` it. */
  jobs: JobWorker;
  /** Mail-sending account actions (reset, verification links, email change). */
  accountLimits: AccountLimiters;
  /** Comments written and pins sent per user: people, not scripts, write to each other. */
  messageLimiter: RateLimiter;
  /** Pin reports per user (REPORT_RATE_LIMIT): a person reports now and then, not in bulk. */
  reportLimiter: RateLimiter;
  /** The one guarded fetcher for every request to the outside (lib/fetcher.ts). */
  fetcher: Fetcher;
  /** Image uploads per user, by form, by URL or as base64 (UPLOAD_RATE_LIMIT). */
  uploadLimiter: RateLimiter;
  /** Outside fetches per user: pages read and images by URL (FETCH_RATE_LIMIT). */
  fetchLimiter: RateLimiter;
  /** Bounds concurrent image decodes and the uploads waiting for one. */
  decodeQueue: DecodeQueue;
  /** Web pages read for pins, through the fetcher, with a short cache. */
  pageReader: PageReader;
  /** Proving a domain: TXT lookups, home pages, and their rate limit (modules/verification). */
  domainCheck: DomainCheckDeps;
}

/** One resource call: the app context plus this request's viewer. */
export interface CallContext extends AppContext {
  /** Who the call runs as: the signed-in person, or the business profile they act as. */
  viewer: ViewerRow | null;
  /** Set while a manager acts as a business profile (modules/business/acting.ts). */
  acting?: Acting | null;
  request: FastifyRequest;
  reply: FastifyReply;
}
