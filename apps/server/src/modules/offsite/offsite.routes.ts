import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OffsiteCheckQuery, OffsitePageQuery, offsitePath } from '@tack/contract';
import type { AppContext } from '../../context.ts';
import { notFound, tooManyRequests } from '../../lib/errors.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { ok } from '../../lib/v3-reply.ts';
import { zodToAppError } from '../../plugins/errors.ts';
import { signOffsite, verifyOffsite } from './offsite-token.ts';
import { checkLink, linksOf, logClickthrough, visiblePin } from './offsite.service.ts';
import { OFFSITE_CSS, OFFSITE_CSS_PATH, refusalPage, warningPage } from './warning-page.ts';

/** Link checks per viewer (or client address) a minute: people click, scripts probe. */
export const OFFSITE_RATE_LIMIT = { max: 120, windowMs: 60_000 };

const auxOf = (text: string | undefined): Record<string, unknown> | undefined =>
  text ? (JSON.parse(text) as Record<string, unknown>) : undefined;

/**
 * `GET /v3/offsite/` (§7): the link-safety check the card asks before leaving, and `GET
 * /offsite/` (§2): the page every outbound click passes through, which checks again and
 * redirects (302) or shows the warning. /offsite/ follows only a link the server signed for
 * that pin, or one the pin (visible to this viewer) carries: never an open redirect.
 */
export function offsiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limiter = createRateLimiter(ctx.sharedState, 'offsite', OFFSITE_RATE_LIMIT);
  const limit = async (request: FastifyRequest) => {
    const hit = await limiter.hit(request.viewer?.id ?? `ip:${request.ip}`);
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
  };
  const consentCtx = (request: FastifyRequest, reply: FastifyReply) => ({
    ...ctx,
    request,
    reply,
    viewer: request.viewer ?? null,
  });

  app.get('/v3/offsite/', async (request, reply) => {
    const parsed = OffsiteCheckQuery.safeParse(request.query);
    if (!parsed.success) throw zodToAppError(parsed.error, 'query');
    const q = parsed.data;
    await limit(request);
    const viewerId = request.viewer?.id ?? null;
    const pin = q.pin_id ? await visiblePin(ctx.db, viewerId, q.pin_id) : null;
    if (q.pin_id && !pin) throw notFound('Pin');
    const verdict = await checkLink(ctx.db, q.url, {
      pinId: pin?.id ?? null,
      viewerId,
      source: 'check',
    });
    let url = q.url;
    if (verdict.status === 'ok' && pin && linksOf(pin).includes(q.url)) {
      const key = await ctx.keyring.signingKey();
      url = offsitePath({ url: q.url, pinId: pin.id, token: signOffsite(key, pin.id, q.url) });
    }
    // check_only=false: the caller leaves by itself (not through /offsite/), so the click is
    // counted here, under the same time rule.
    if (!q.check_only && verdict.status === 'ok' && pin)
      await logClickthrough(consentCtx(request, reply), {
        pinId: pin.id,
        timeToOffsiteNs: q.time_to_offsite_ns,
        auxData: auxOf(q.aux_data),
        clientTrackingParams: q.client_tracking_params,
      });
    reply.header('cache-control', 'no-store');
    return ok({
      message: verdict.message,
      redirect_status: verdict.status,
      url,
      host: verdict.host,
    });
  });

  app.get(OFFSITE_CSS_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(OFFSITE_CSS),
  );

  app.get('/offsite/', async (request, reply) => {
    const page = (status: number, html: string) =>
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(html);
    const parsed = OffsitePageQuery.safeParse(request.query);
    if (!parsed.success)
      return page(
        400,
        refusalPage({
          title: "We can't follow that link",
          message: `${parsed.error.issues[0]?.message ?? 'The link is malformed'}.`,
        }),
      );
    const q = parsed.data;
    await limit(request);
    const viewerId = request.viewer?.id ?? null;
    const gone = () =>
      page(
        404,
        refusalPage({
          title: 'Link not found',
          message: 'That link is not on any Pin you can see, so Tack will not send you there.',
        }),
      );
    if (!q.pin) return gone();
    if (q.token) {
      const key = await ctx.keyring.signingKey();
      if (!verifyOffsite(key, q.pin, q.url, q.token))
        return page(
          400,
          refusalPage({
            title: "We can't follow that link",
            message: 'This link was changed after Tack made it. Go back and click the Pin again.',
          }),
        );
    }
    // A signed link is the server's own word; without one the pin must carry the link and be
    // visible to this viewer (a ctrl/cmd-click opens /offsite/ in a new tab before any check).
    const pin = await visiblePin(ctx.db, viewerId, q.pin);
    if (!pin || (!q.token && !linksOf(pin).includes(q.url))) return gone();
    const verdict = await checkLink(ctx.db, q.url, { pinId: pin.id, viewerId, source: 'redirect' });
    if (verdict.status !== 'ok')
      return page(200, warningPage({ message: verdict.message, host: verdict.host }));
    await logClickthrough(consentCtx(request, reply), {
      pinId: pin.id,
      timeToOffsiteNs: q.time_to_offsite_ns,
      auxData: auxOf(q.aux_data),
      clientTrackingParams: q.client_tracking_params,
    });
    return (
      reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'origin')
        // The URL's own serialization: non-ASCII is percent-encoded (a header cannot carry it).
        .redirect(new URL(q.url).href, 302)
    );
  });
}
