import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { openEmailChangeLink } from './email-change.service.ts';
import { openVerificationLink } from './verification.service.ts';

/**
 * The links in verification and email-change mail. Opening one does the change and sends the
 * browser on: to a page that says it worked, or to `/email_verification_error/` with the reason
 * (an expired link keeps its token there, so the page can offer a new link for that account).
 */
export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tokenOf = (query: unknown) => {
    const t = (query as { token?: unknown }).token;
    return typeof t === 'string' ? t : '';
  };

  // Fastify answers HEAD with the GET handler; link checkers in mail clients send HEAD, and must
  // not use a single-use link up before its owner opens it.
  const peek = (method: string) => method === 'HEAD';

  app.get('/email/verify', async (request, reply) => {
    if (peek(request.method)) return reply.header('Cache-Control', 'no-store').send();
    const token = tokenOf(request.query);
    const result = await openVerificationLink(ctx, token);
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    if (result.ok) return reply.redirect('/email/verified/', 303);
    const keep = result.reason === 'expired' ? `&token=${encodeURIComponent(token)}` : '';
    return reply.redirect(`/email_verification_error/?reason=${result.reason}${keep}`, 303);
  });

  app.get('/email/confirm', async (request, reply) => {
    if (peek(request.method)) return reply.header('Cache-Control', 'no-store').send();
    const result = await openEmailChangeLink(ctx, tokenOf(request.query));
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    if (result.ok) return reply.redirect('/email/verified/?changed=1', 303);
    return reply.redirect(`/email_verification_error/?reason=${result.reason}&change=1`, 303);
  });
}
