import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import {
  needsIndex,
  pagePath,
  parsePageFile,
  robotsTxt,
  SITEMAP_KINDS,
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  sitemapPages,
  urlsetXml,
} from './sitemap-rules.ts';
import { sitemapCounts, sitemapUrls } from './sitemap.repository.ts';

/** Crawlers come back often; an hour's staleness costs nothing, and the same for everyone. */
const CACHE = 'public, max-age=3600';

const xml = (reply: FastifyReply, body: string) =>
  reply.header('Cache-Control', CACHE).type('application/xml; charset=utf-8').send(body);
const text = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('Cache-Control', CACHE).type('text/plain; charset=utf-8').send(body);

/**
 * `/robots.txt`, `/sitemap.xml` and, past 50,000 URLs, `/sitemap-{kind}-{n}.xml` (PC §1, §6;
 * MC §6). URLs are absolute from PUBLIC_URL, never from the request's Host (anyone can send one,
 * and a cache would keep it); without PUBLIC_URL there is no sitemap to give (404 saying so) and
 * robots.txt names none (docs/decisions/0018).
 */
export function registerSitemap(app: FastifyInstance, ctx: AppContext): void {
  const origin = ctx.config.publicUrl;
  const noOrigin = (reply: FastifyReply) =>
    text(reply, 404, 'No sitemap: this server has no PUBLIC_URL to write its addresses from.\n');

  app.get('/robots.txt', async (_request, reply) => text(reply, 200, robotsTxt(origin)));

  app.get('/sitemap.xml', async (_request, reply) => {
    if (!origin) return noOrigin(reply);
    const counts = await sitemapCounts(ctx.db);
    if (needsIndex(counts)) {
      const paths = sitemapPages(counts).map((p) => pagePath(p.kind, p.page));
      return xml(reply, sitemapIndexXml(origin, paths));
    }
    const urls = await Promise.all(
      SITEMAP_KINDS.map((kind) => sitemapUrls(ctx.db, kind, 0, SITEMAP_MAX_URLS)),
    );
    return xml(reply, urlsetXml(origin, urls.flat()));
  });

  app.get('/sitemap-:file', async (request, reply) => {
    if (!origin) return noOrigin(reply);
    const which = parsePageFile((request.params as { file: string }).file);
    const counts = which ? await sitemapCounts(ctx.db) : null;
    if (!which || !counts || which.page > Math.ceil(counts[which.kind] / SITEMAP_MAX_URLS))
      return text(reply, 404, 'No such sitemap.\n');
    const offset = (which.page - 1) * SITEMAP_MAX_URLS;
    return xml(
      reply,
      urlsetXml(origin, await sitemapUrls(ctx.db, which.kind, offset, SITEMAP_MAX_URLS)),
    );
  });
}
