// The reference server for feed-api: Fastify answering a small JSON body, nothing else.
// Usage: PORT=<port> node bench/bare-fastify.mjs
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 3001), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => app.close().then(() => process.exit(0)));
