import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppContext } from '../context.ts';
import { publicHostOf, renderHead } from '../modules/web/head.ts';
import { pageHead } from '../modules/web/page-head.ts';
import { isHomeFeed, renderHome } from '../modules/web/home-page.ts';
import { renderForBot } from '../modules/web/bot-pages.ts';
import { encodePage } from '../modules/web/page-encoding.ts';
import { isBot } from '../lib/bots.ts';
import { registerSitemap } from '../modules/web/sitemap.routes.ts';
import { gridStylesheet, parseCards, STYLESHEET_PATH } from '../modules/web/feed-grid.ts';
import { quoteName } from './errors.ts';
import { THEME_COOKIE } from '@tack/contract/account';
import { parseTheme, rememberTheme, themeOf, withTheme } from '../modules/web/theme.ts';
import { SAVE_WINDOW_PATHS, saveWindowCsp } from '../modules/web/save-window.ts';

export type NotFoundHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const API_PREFIXES = ['/resource/', '/v3/', '/media/', '/assets/', '/healthz', '/openapi.json'];
/** The API proper: always answers in its JSON envelope, whoever asks. */
const JSON_ONLY_PREFIXES = ['/resource/', '/v3/'];

/**
 * Whether a request that matched nothing gets the not-found page rather than JSON: any GET of a
 * page path, and a browser's GET (it accepts HTML) of a missing file under /media/ or /assets/,
 * so a person who opens a broken link sees a way home, not an envelope.
 */
export function answersWithPage(method: string, urlPath: string, accept: string | undefined) {
  if (method !== 'GET') return false;
  if (!API_PREFIXES.some((p) => urlPath.startsWith(p))) return true;
  if (JSON_ONLY_PREFIXES.some((p) => urlPath.startsWith(p))) return false;
  return /\btext\/html\b/i.test(accept ?? '');
}
const ROOT = '<div id="root"></div>';

/** Files at the web app's root that are not pages: the web app manifest and service worker. */
const INSTALLABLE_APP_FILES = [
  ['manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
  ['sw.js', 'text/javascript; charset=utf-8'],
] as const;

/**
 * Serves the built web app: hashed assets forever-cached, and index.html for every page route
 * with the page's title and Open Graph tags put in by the server, so a shared link previews.
 * The home feed also arrives with its first page of pins laid out (modules/web/home-page.ts).
 */
export async function registerWeb(app: FastifyInstance, ctx: AppContext): Promise<NotFoundHandler> {
  // Crawlers' files: they need no built app.
  registerSitemap(app, ctx);
  const indexFile = path.join(ctx.config.webDist, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  if (!template) app.log.warn(`web app not built (${indexFile} missing): run npm run build`);

  if (fs.existsSync(path.join(ctx.config.webDist, 'assets'))) {
    await app.register(fastifyStatic, {
      root: path.join(ctx.config.webDist, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      index: false,
      // A route for each file of the build, made at start: a wildcard route read the folder on
      // every request (a small file cost more than twice a media file through Tack's own route).
      wildcard: false,
      // The build's brotli and gzip twins (apps/web/vite.config.ts), to a browser that takes them.
      preCompressed: true,
    });
  }

  // The installable app (docs/decisions/0011): its manifest, and the service worker, which must
  // sit at the root to control every page. Never cached long: a new build replaces both.
  for (const [file, type] of INSTALLABLE_APP_FILES) {
    const fullPath = path.join(ctx.config.webDist, file);
    if (!fs.existsSync(fullPath)) continue;
    const body = fs.readFileSync(fullPath);
    app.get(`/${file}`, async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type(type).send(body),
    );
  }

  // The first page's positions: a pure function of its URL (modules/web/feed-grid.ts). Only this
  // path: `/ssr/` stays a page (a profile), and no board slug has a dot.
  app.get(STYLESHEET_PATH, async (request, reply) => {
    const cards = parseCards((request.query as { cards?: unknown }).cards);
    if (!cards)
      return reply.status(404).type('text/plain; charset=utf-8').send('No such stylesheet');
    return reply
      .header('Cache-Control', 'public, max-age=86400')
      .type('text/css; charset=utf-8')
      .send(gridStylesheet(cards));
  });

  const notFound: NotFoundHandler = async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (!answersWithPage(request.method, urlPath, request.headers.accept)) {
      return reply.status(404).send({
        resource_response: {
          data: null,
          error: {
            message: `No such endpoint: ${request.method} ${quoteName(urlPath, 100)}`,
            code: 'not_found',
            status: 404,
          },
        },
      });
    }
    if (!template)
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run: npm run build');
    // The raw path: the route table decodes each segment once; a bad escape is a page not found.
    const query = request.url.slice(urlPath.length);
    const { head, found, redirect, subject } = await pageHead(
      ctx,
      request,
      urlPath,
      new URLSearchParams(query.slice(1)),
    );
    if (redirect?.permanent) {
      // Moved for a while, not for ever (an old username is free again after 90 days, a table
      // row may become a page): caches may keep the redirect for a day, not indefinitely as
      // they may a bare 301.
      return reply
        .status(301)
        .header('Cache-Control', 'public, max-age=86400')
        .header('Location', `${redirect.to}${query}`)
        .send();
    }
    // Decided by this request (the viewer, its query): no cache may keep it.
    if (redirect)
      return reply
        .status(302)
        .header('Cache-Control', 'private, no-store')
        .header('Location', redirect.to)
        .send();
    // Replacer functions: `$&` and the like in a title are text, not replacement patterns.
    let html = withTheme(
      template.replace('<!--app-head-->', () =>
        renderHead({ ...head, publicHost: publicHostOf(ctx.config.publicUrl) }),
      ),
      themeOf(request),
    );
    // The account's theme is remembered in this browser too: it stays after logging out.
    const theme = request.viewer?.theme;
    if (theme && parseTheme(request.cookies?.[THEME_COOKIE]) !== theme)
      rememberTheme(reply, theme, ctx.config.cookieSecure);
    let cacheControl = 'no-cache';
    const bot = isBot(request.headers['user-agent']);
    // Bots (crawlers, link unfurlers): the page's content rendered here, and the app told so.
    if (bot) html = html.replace(/<html(\s|>)/, (_m, next: string) => `<html data-bot=""${next}`);
    if (bot && found && subject && html.includes(ROOT)) {
      const page = await renderForBot(ctx, request, reply, urlPath, subject);
      if (page)
        html = html
          .replace('</head>', () => `  ${page.head}\n  </head>`)
          .replace(ROOT, () => `<div id="root">${page.root}</div>`);
    } else if (found && isHomeFeed(urlPath) && html.includes(ROOT)) {
      const home = await renderHome(ctx, request, reply, urlPath);
      if (home) {
        html = html
          .replace('</head>', () => `  ${home.head}\n  </head>`)
          .replace(ROOT, () => `<div id="root">${home.root}</div>\n    ${home.after}`);
        // The viewer's own feed and session: no shared cache may keep it.
        cacheControl = 'private, no-cache';
      }
    }
    const csp = reply.getHeader('content-security-policy');
    if (SAVE_WINDOW_PATHS.has(urlPath) && typeof csp === 'string')
      reply.header('Content-Security-Policy', saveWindowCsp(csp));
    reply
      .status(found ? 200 : 404)
      .header('Cache-Control', cacheControl)
      // The theme comes from the session or the theme cookie; bots get another page.
      .header('Vary', 'Cookie, User-Agent, Accept-Encoding')
      .type('text/html; charset=utf-8');
    // A signed-out visitor's page carries no account's data: compressed for a browser that takes
    // it. A person's own page is not: their data beside text a link can put in the same page (a
    // search) is what BREACH reads through TLS (decision 0033).
    const encoded = request.viewer
      ? null
      : await encodePage(html, request.headers['accept-encoding']);
    if (!encoded) return reply.send(html);
    return reply.header('Content-Encoding', encoded.encoding).send(encoded.body);
  };
  app.setNotFoundHandler(notFound);
  return notFound;
}
