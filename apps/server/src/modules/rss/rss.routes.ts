import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { mailOrigin } from '../../config.ts';
import { boardVisibleTo, pinsQuery, visibleTo } from '../pins/pins.repository.ts';
import { mediaKey } from '../media/sizes.ts';
import { findUserByUsername } from '../users/users.repository.ts';
import { personVisible } from '../privacy/hidden-people.ts';
import { rssXml, type FeedItem } from './rss-xml.ts';

/** Items in a feed: the newest pins. */
export const RSS_ITEMS = 50;
/** `/{username}/feed.rss` is the profile's; a board never takes the slug `feed` (board-rules.ts). */
const PROFILE_FEED = 'feed';

/** notFound's subject: "A public feed at this address could not be found". */
const NOT_FOUND = 'A public feed at this address';

/**
 * RSS feeds of public boards (`/{username}/{board}.rss`) and profiles (`/{username}/feed.rss`,
 * the person's pins on their public boards), issue 17. They are read as a signed-out visitor
 * reads (feed readers have no session): a secret or protected board has no feed, nor does a
 * deactivated person; someone hidden from the asker (who blocked them) is as missing as on the
 * page. Links use PUBLIC_URL (never the request's Host).
 */
export function rssRoutes(app: FastifyInstance, ctx: AppContext): void {
  const origin = mailOrigin(ctx.config);
  app.get<{ Params: { username: string; board: string } }>(
    '/:username/:board.rss',
    async (request, reply) => {
      const { username, board: slug } = request.params;
      const viewerId = request.viewer?.id ?? null;
      if (!/^[\w.-]{1,80}$/.test(username) || !/^[a-z0-9-]{1,80}$/.test(slug))
        throw notFound(NOT_FOUND);
      // Visible signed out, and to this asker (a blocker is missing to the person blocked).
      const user = await findUserByUsername(ctx.db, username, null);
      if (!user || !(await findUserByUsername(ctx.db, username, viewerId)))
        throw notFound(NOT_FOUND);
      // What a signed-out visitor sees, less what this asker may not (a save of a blocker's pin).
      let q = pinsQuery(ctx.db, null)
        .where(visibleTo(viewerId))
        .where('boards.owner_id', '=', user.id);
      let title: string;
      let description: string;
      let page: string;
      if (slug === PROFILE_FEED) {
        q = q.where('pins.pinner_id', '=', user.id);
        const name = user.full_name || user.first_name || user.username;
        title = `${name} on Tack`;
        description = `The newest Pins of ${name} (@${user.username})`;
        page = `${origin}/${user.username}/`;
      } else {
        const board = await ctx.db
          .selectFrom('boards')
          .select(['boards.id', 'boards.name', 'boards.description', 'boards.slug'])
          .where('boards.owner_id', '=', user.id)
          .where('boards.slug', '=', slug)
          .where(boardVisibleTo(null))
          .where(personVisible('boards.owner_id', viewerId))
          .executeTakeFirst();
        if (!board) throw notFound(NOT_FOUND);
        q = q.where('pins.board_id', '=', board.id);
        title = `${board.name} (${user.username} on Tack)`;
        description = board.description;
        page = `${origin}/${user.username}/${board.slug}/`;
      }
      const rows = await q.orderBy('pins.id', 'desc').limit(RSS_ITEMS).execute();
      const items: FeedItem[] = rows.map((r) => ({
        id: r.id,
        title: r.title,
        description: r.description,
        link: r.link,
        imageUrl: `/media/${mediaKey('736x', r.image_signature)}`,
        createdAt: r.created_at,
      }));
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(
          rssXml({
            title,
            description,
            pageUrl: page,
            selfUrl: `${origin}/${user.username}/${slug}.rss`,
            origin,
            items,
          }),
        );
    },
  );
}
