import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase, type Db } from './db/dialect.ts';
import { createRateLimiter } from './lib/rate-limiter.ts';
import { LocalStorage } from './modules/media/local-storage.ts';
import type { MediaStorage } from './modules/media/storage.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerSessions } from './plugins/session.ts';
import { registerResources } from './plugins/resources.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerWeb } from './plugins/web.ts';
import { resourceHandlers } from './modules/handlers.ts';
import { favoriteRoutes } from './modules/favorites/favorites.routes.ts';
import { boardFollowRoutes } from './modules/follows/board-follow.routes.ts';
import { hideRoutes } from './modules/hides/hides.routes.ts';
import { triggerRoutes } from './modules/experiences/trigger.routes.ts';

export interface AppDeps {
  /** An open database (tests pass their own); otherwise opened from config and closed with the app. */
  database?: Db;
  storage?: MediaStorage;
}

/** Builds the whole server without listening, so tests drive it with `inject`. */
/** At most 120 event posts (of up to 50 events each) per viewer a minute. */
export const EVENT_RATE_LIMIT = { max: 120, windowMs: 60_000 };

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const database = deps.database ?? openDatabase(config.databaseUrl);
  const ctx: AppContext = {
    db: database.db,
    engine: database.engine,
    storage: deps.storage ?? new LocalStorage(config.mediaDir),
    config,
    loginLimiter: createRateLimiter(config.loginRateLimit),
    eventLimiter: createRateLimiter(EVENT_RATE_LIMIT),
  };
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  if (!deps.database) app.addHook('onClose', () => database.close());

  // External plugins first, then the app's own, then routes (fastify/demo's order).
  registerErrorHandling(app);
  await registerSecurityHeaders(app, {
    secure: config.cookieSecure,
    frameOrigins: config.surveyFrameOrigins,
  });
  await registerSessions(app, {
    db: ctx.db,
    secure: config.cookieSecure,
    ttlMs: config.sessionTtlMs,
  });

  app.get('/healthz', async () => {
    await ctx.db.selectFrom('users').select('id').limit(1).execute();
    return { status: 'ok' };
  });
  registerOpenApi(app);
  await app.register(mediaRoutes, {
    db: ctx.db,
    storage: ctx.storage,
    limits: config.upload,
    getViewerId: (request) => request.viewer?.id ?? null,
  });
  registerResources(app, ctx, resourceHandlers);
  favoriteRoutes(app, ctx);
  boardFollowRoutes(app, ctx);
  hideRoutes(app, ctx);
  triggerRoutes(app, ctx);
  await registerWeb(app, ctx);
  return app;
}
