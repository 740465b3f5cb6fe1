import type { RequestRedirectId } from '@tack/contract/routes';
import { pinsQuery } from '../pins/pins.repository.ts';
import { notFoundAnswer, type PageAnswer, type PageRequest } from './page-resolvers.ts';

const to = (location: string): PageAnswer => ({
  head: { title: 'Tack', noindex: true },
  found: true,
  redirect: { to: location, permanent: false },
});

/**
 * The route table's redirects that depend on the request (302, never cached by a shared cache):
 * the compiler refuses a table with one that has none here. The web app makes the same moves
 * when it is already running (web/app/RequestRedirects.tsx).
 */
export const REQUEST_REDIRECTS: Record<RequestRedirectId, (p: PageRequest) => Promise<PageAnswer>> =
  {
    /** `/me/`: your own profile (PC §2: where a quick save goes), or log in and come back. */
    me: async (p) =>
      to(
        p.request.viewer
          ? `/${p.request.viewer.username}/`
          : `/login?next=${encodeURIComponent('/me/')}`,
      ),
    /** `/pin_redirect?pin_id={id}`: the pin's page, when the viewer may see that pin. */
    'pin-redirect': async (p) => {
      const id = p.query.get('pin_id') ?? '';
      const pin =
        /^\d{1,19}$/.test(id) &&
        (await pinsQuery(p.ctx.db, p.request.viewer?.id ?? null)
          .clearSelect()
          .select('pins.id')
          .where('pins.id', '=', id)
          .executeTakeFirst());
      return pin ? to(`/pin/${pin.id}/`) : notFoundAnswer('Pin');
    },
  };
