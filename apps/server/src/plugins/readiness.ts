import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** Each check gets this long: a hung database or bucket is "not ready", not a hung probe. */
const CHECK_MS = 5000;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(Object.assign(new Error(`no answer in ${ms} ms`), { code: 'TIMEOUT' })),
        ms,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * `GET /readyz`: may this node take traffic? It asks the database (`ping`: a read), the media
 * store (the directory, or a HEAD of the bucket) and Redis when REDIS_URL is set (a PING) at once:
 * 200 when all answer, else 503 naming
 * what failed, so a load balancer takes the node out until it is back. `/healthz` stays the
 * cheap liveness probe. While the server drains on SIGTERM, Fastify answers 503 to new requests,
 * this one included.
 */
export function readinessRoute(
  app: FastifyInstance,
  ctx: AppContext,
  ping: () => Promise<void>,
): void {
  app.get('/readyz', async (request, reply) => {
    const probe = async (name: string, work: () => Promise<unknown>) => {
      try {
        await within(CHECK_MS, work());
        return [name, 'ok'] as const;
      } catch (err) {
        request.log.warn({ err }, `readiness: ${name} failed`);
        // The code only (ENOENT, NotFound, ECONNREFUSED...): the probe is public, the log has the rest.
        const e = err as { code?: string; name?: string };
        return [name, `failed: ${e.code ?? e.name ?? 'error'}`] as const;
      }
    };
    const checks = Object.fromEntries(
      await Promise.all([
        probe('database', ping),
        probe('storage', () => ctx.storage.check()),
        // Redis, when the shared state lives there (REDIS_URL); the database's is the one above.
        ...(ctx.sharedState.kind === 'redis'
          ? [probe('redis', () => ctx.sharedState.check())]
          : []),
      ]),
    );
    const ready = Object.values(checks).every((v) => v === 'ok');
    return reply
      .status(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}
