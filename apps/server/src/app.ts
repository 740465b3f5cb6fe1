import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase, type Db } from './db/dialect.ts';
import { createRateLimiter } from './lib/rate-limiter.ts';
import { createSharedState } from './lib/shared-state/create-shared-state.ts';
import { REPORT_RATE_LIMIT } from './modules/reports/report-rules.ts';
import { createFetcher, type Resolve } from './lib/fetcher.ts';
import { createPageReader } from './modules/pages/page-reader.ts';
import { dummyHash } from './modules/auth/passwords.ts';
import { createStorage } from './modules/media/create-storage.ts';
import type { MediaStorage } from './modules/media/storage.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { readinessRoute } from './plugins/readiness.ts';
import { answerClientError } from './plugins/client-errors.ts';
import { createDecodeQueue } from './modules/media/decode-queue.ts';
import { errorBody, registerErrorHandling } from './plugins/errors.ts';
import { unauthorized } from './lib/errors.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerSessions } from './plugins/session.ts';
import { registerResources } from './plugins/resources.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerWeb, type NotFoundHandler } from './plugins/web.ts';
import { resourceHandlers } from './modules/handlers.ts';
import { favoriteRoutes } from './modules/favorites/favorites.routes.ts';
import { attributionRoutes } from './modules/events/attribution.routes.ts';
import { exportRoutes } from './modules/export/export.routes.ts';
import { importRoutes } from './modules/imports/imports.routes.ts';
import { rssRoutes } from './modules/rss/rss.routes.ts';
import { IMPORT_JOB, IMPORT_LEASE_MS, importJob } from './modules/imports/import-job.ts';
import { offsiteRoutes } from './modules/offsite/offsite.routes.ts';
import { inviteCodeRoutes } from './modules/send/invite-code.routes.ts';
import { boardFollowRoutes } from './modules/follows/board-follow.routes.ts';
import { hideRoutes } from './modules/hides/hides.routes.ts';
import { triggerRoutes } from './modules/experiences/trigger.routes.ts';
import { businessRoutes } from './modules/business/business.routes.ts';
import { registerV5 } from './modules/v5/v5.plugin.ts';
import { createKeyring } from './modules/account/keyring.ts';
import { createJobWorker, type JobWorker } from './modules/jobs/worker.ts';
import { createMailDelivery } from './modules/mail/delivery.ts';
import { MAIL_JOB } from './modules/mail/mailer.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { RESET_JOB, resetJob } from './modules/account/password-reset.service.ts';
import { VIDEO_JOB, videoJob } from './modules/videos/videos.service.ts';
import { ensureRecurringJob } from './modules/jobs/jobs.repository.ts';
import { PIN_STATS_JOB, PIN_STATS_JOB_ID, pinStatsRollupJob } from './modules/stats/rollup.job.ts';
import {
  EVENT_RETENTION_JOB,
  EVENT_RETENTION_JOB_ID,
  eventRetentionJob,
} from './modules/events/events-retention.ts';
import {
  NOTIFICATION_EMAIL_JOB,
  NOTIFICATION_EMAIL_JOB_ID,
  notificationEmailSweep,
} from './modules/notifications/email-digest.service.ts';
import {
  defaultHomePages,
  DOMAIN_CHECK_RATE_LIMIT,
  systemResolveTxt,
  type DomainCheckDeps,
} from './modules/verification/domain-check-deps.ts';

export interface AppDeps {
  /** An open database (tests pass their own); otherwise opened from config and closed with the app. */
  database?: Db;
  storage?: MediaStorage;
  /** How the fetcher resolves names; tests pass their own so no test sends a DNS query. */
  resolve?: Resolve;
  /** Addresses the fetcher may reach beyond its own rule's say (test apps: loopback only). */
  restrictFetchesTo?: (address: string) => boolean;
  /** Domain proof: tests pass their own TXT answers and a fixture site's home page address. */
  resolveTxt?: DomainCheckDeps['resolveTxt'];
  homePages?: DomainCheckDeps['homePages'];
}

/** Builds the whole server without listening, so tests drive it with `inject`. */
/** At most 120 event posts (of up to 50 events each) per viewer a minute. */
export const EVENT_RATE_LIMIT = { max: 120, windowMs: 60_000 };

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const database = deps.database ?? openDatabase(config.databaseUrl);
  // The job worker needs the app's logger, so it is made below; nothing calls it before that.
  let jobs: JobWorker | null = null;
  // Transcodes run in their own loop, so a long one never holds up mail.
  let videoJobs: JobWorker | null = null;
  // Imports too: a slice at a time, so several people's imports take turns (modules/imports).
  let importJobs: JobWorker | null = null;
  const fetcher = createFetcher({
    resolve: deps.resolve,
    restrictTo: deps.restrictFetchesTo,
    timeoutMs: config.fetch.timeoutMs,
    connectTimeoutMs: config.fetch.connectTimeoutMs,
    loopback: config.fetch.allowLoopbackForTests ? () => true : undefined,
    userAgent: `Tack/1.0 (self-hosted pin service${config.publicUrl ? `; +${config.publicUrl}` : ''})`,
  });
  // Limits and short caches are shared by every process and node on the database, or on Redis
  // with REDIS_URL (docs/deploy.md). Its connection errors reach the app's log once it exists.
  const sharedState = createSharedState(config.redisUrl, database.db, (err) =>
    app.log.warn({ err }, 'redis: the shared state is unreachable (reconnecting)'),
  );
  const ctx: AppContext = {
    db: database.db,
    engine: database.engine,
    storage: deps.storage ?? createStorage(config),
    config,
    loginLimiter: createRateLimiter(sharedState, 'login', config.loginRateLimit),
    loginFailureLimiter: createRateLimiter(sharedState, 'login-failure', config.loginFailureLimit),
    eventLimiter: createRateLimiter(sharedState, 'events', EVENT_RATE_LIMIT),
    sharedState,
    keyring: createKeyring(database.db),
    jobs: {
      runDue: async () =>
        (await jobs!.runDue()) + (await videoJobs!.runDue()) + (await importJobs!.runDue()),
      start: () => {
        jobs!.start();
        videoJobs!.start();
        importJobs!.start();
      },
      poke: () => {
        jobs?.poke();
        videoJobs?.poke();
        importJobs?.poke();
      },
      stop: async () => {
        await Promise.all([jobs?.stop(), videoJobs?.stop(), importJobs?.stop()]);
      },
    },
    accountLimits: {
      perAccount: createRateLimiter(sharedState, 'account-mail', {
        max: config.accountRateLimit.perAccount,
        windowMs: config.accountRateLimit.windowMs,
      }),
      perClient: createRateLimiter(sharedState, 'account-client', {
        max: config.accountRateLimit.perClient,
        windowMs: config.accountRateLimit.windowMs,
      }),
    },
    messageLimiter: createRateLimiter(sharedState, 'messages', config.messageRateLimit),
    reportLimiter: createRateLimiter(sharedState, 'reports', REPORT_RATE_LIMIT),
    fetcher,
    pageReader: createPageReader(sharedState, fetcher, { maxBytes: config.fetch.pageMaxBytes }),
    uploadLimiter: createRateLimiter(sharedState, 'uploads', config.uploadRateLimit),
    fetchLimiter: createRateLimiter(sharedState, 'fetches', config.fetchRateLimit),
    decodeQueue: createDecodeQueue(config.uploadDecode),
    domainCheck: {
      resolveTxt: deps.resolveTxt ?? systemResolveTxt,
      homePages: deps.homePages ?? defaultHomePages,
      limiter: createRateLimiter(sharedState, 'domain-checks', DOMAIN_CHECK_RATE_LIMIT),
    },
  };
  let notFound: NotFoundHandler | null = null;
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request (an upload included) has two minutes to arrive: a client trickling bytes cannot
    // hold a connection forever (Fastify's default is no limit).
    requestTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true },
    // A request Node's parser refuses (an address over 16 KB...) is answered in the envelope.
    clientErrorHandler: answerClientError,
    // A path with a bad escape (`/%E0%A4%A`) names nothing: the not-found handler answers it
    // (a 404 page, or the API's 404 envelope) instead of Fastify's bare 400.
    // It runs before any hook (no cookies, no session), so a failure in it must still answer.
    frameworkErrors: (error, request, rawReply) => {
      const reply = rawReply as FastifyReply;
      const malformed = () =>
        reply
          .status(400)
          .send(
            errorBody({ message: 'That request is malformed', code: 'bad_request', status: 400 }),
          );
      if (error.code === 'FST_ERR_BAD_URL' && notFound)
        return notFound(request, reply).catch((err: unknown) => {
          request.log.error({ err }, 'the not-found page failed for a bad URL');
          return malformed();
        });
      return malformed();
    },
  });
  // Jobs (mail first) run in this process; the loop stops before the database closes.
  const mail = createMailDelivery({
    db: ctx.db,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    log: app.log,
  });
  jobs = createJobWorker({
    db: ctx.db,
    engine: ctx.engine,
    handlers: {
      [MAIL_JOB]: mail,
      [RESET_JOB]: resetJob(ctx),
      [NOTIFICATION_EMAIL_JOB]: notificationEmailSweep(ctx, app.log),
      [PIN_STATS_JOB]: pinStatsRollupJob(ctx),
      [EVENT_RETENTION_JOB]: eventRetentionJob(ctx.db, config.eventRetentionDays),
    },
    kinds: [MAIL_JOB, RESET_JOB, NOTIFICATION_EMAIL_JOB, PIN_STATS_JOB, EVENT_RETENTION_JOB],
    log: app.log,
    pollMs: config.jobsPollMs,
  });
  videoJobs = createJobWorker({
    db: ctx.db,
    engine: ctx.engine,
    handlers: { [VIDEO_JOB]: videoJob(ctx) },
    kinds: [VIDEO_JOB],
    log: app.log,
    pollMs: config.jobsPollMs,
    // A transcode may take minutes: another process takes it over only well after that.
    leaseMs: 45 * 60_000,
  });
  importJobs = createJobWorker({
    db: ctx.db,
    engine: ctx.engine,
    handlers: { [IMPORT_JOB]: importJob(ctx, app.log) },
    kinds: [IMPORT_JOB],
    log: app.log,
    pollMs: config.jobsPollMs,
    // One import at a time, one slice each: the import that waited longest goes next.
    batch: 1,
    leaseMs: IMPORT_LEASE_MS,
  });
  app.addHook('onReady', async () => {
    // The notification email sweep's row: added once, whichever process starts first.
    await ensureRecurringJob(ctx.db, NOTIFICATION_EMAIL_JOB_ID, NOTIFICATION_EMAIL_JOB, new Date());
    // The pin stats rollup (modules/stats): every few seconds, from the event log's cursor.
    await ensureRecurringJob(ctx.db, PIN_STATS_JOB_ID, PIN_STATS_JOB, new Date());
    await ensureRecurringJob(ctx.db, EVENT_RETENTION_JOB_ID, EVENT_RETENTION_JOB, new Date());
    ctx.jobs.start();
  });
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    mail.close();
    await sharedState.close();
    if (!deps.database) await database.close();
  });
  // Made now, not at the first unknown email, so that attempt takes no longer than the rest.
  await dummyHash();
  // Loaded now: it is then read without a query, so taking it inside a transaction cannot wait
  // for the connection that transaction holds (SQLite has one).
  await ctx.keyring.signingKey();

  // External plugins first, then the app's own, then routes (fastify/demo's order).
  registerErrorHandling(app);
  registerSecurityHeaders(app, {
    secure: config.cookieSecure,
    frameOrigins: config.surveyFrameOrigins,
    mediaOrigins: [(await ctx.storage.mediaOrigin?.()) ?? null].filter((o) => o !== null),
  });
  await registerSessions(app, {
    db: ctx.db,
    secure: config.cookieSecure,
    ttlMs: config.sessionTtlMs,
  });

  // Liveness: answers while the process serves requests, asking nothing else (whether the
  // database and the media store answer is readiness: /readyz). For machines (load balancers,
  // monitors; the web app also takes its CSRF cookie from it): no page security headers (a 15-byte
  // JSON has no document to protect) and no request log lines at LOG_LEVEL=info.
  app.get('/healthz', { config: { securityHeaders: false }, logLevel: 'warn' }, async () => ({
    status: 'ok',
  }));
  readinessRoute(app, ctx, database.ping);
  registerOpenApi(app);
  await app.register(mediaRoutes, {
    db: ctx.db,
    storage: ctx.storage,
    limits: config.upload,
    uploadLimiter: ctx.uploadLimiter,
    decodeQueue: ctx.decodeQueue,
    getViewerId: (request) => request.viewer?.id ?? null,
    video: {
      ...config.video,
      sourceDir: path.join(config.dataDir, 'video-uploads'),
      queued: () => ctx.jobs.poke(),
    },
  });
  registerResources(app, ctx, resourceHandlers, {
    // `image_base64` carries an upload as text (4/3 of its bytes), plus the other options.
    'PinResource/create': {
      bodyLimit: Math.ceil((config.upload.maxBytes * 4) / 3) + 64 * 1024,
      // As for a form upload: a large body is refused before it is read when signed out or
      // when the decode line is full.
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) <= 1024 * 1024) return;
        if (!request.viewer) throw unauthorized();
        ctx.decodeQueue.admit();
      },
    },
  });
  favoriteRoutes(app, ctx);
  attributionRoutes(app, ctx);
  boardFollowRoutes(app, ctx);
  hideRoutes(app, ctx);
  triggerRoutes(app, ctx);
  businessRoutes(app, ctx);
  accountRoutes(app, ctx);
  exportRoutes(app, ctx);
  importRoutes(app, ctx);
  rssRoutes(app, ctx);
  offsiteRoutes(app, ctx);
  inviteCodeRoutes(app, ctx);
  // Pinterest's API v5 for tools and scripts, on bearer tokens (modules/v5, issue 18).
  await registerV5(app, ctx);
  notFound = await registerWeb(app, ctx);
  return app;
}
