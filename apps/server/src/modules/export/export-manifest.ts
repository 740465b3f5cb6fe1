import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { imagePath } from './export-paths.ts';
import {
  exportBoards,
  exportFollowedBoards,
  exportFollowedPeople,
  exportPins,
  exportProfile,
  exportSections,
} from './export.repository.ts';

/** The manifest's format version; docs/export-format.md describes it. */
export const EXPORT_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'tack-export.json';

/** An image the manifest named, to be written into the zip after it. */
export interface ExportImage {
  signature: string;
  path: string;
}

type Page<T> = (afterId: string) => Promise<T[]>;

/** Every row of a keyset-paged query, one page in memory at a time. */
export async function* keyset<T extends { id: string }>(page: Page<T>): AsyncGenerator<T> {
  let after = '';
  for (;;) {
    const rows = await page(after);
    yield* rows;
    if (!rows.length) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** A JSON array written item by item, each on its own line. */
async function* jsonArray<T>(rows: AsyncIterable<T>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const row of rows) {
    yield `${first ? '\n' : ',\n'}    ${JSON.stringify(row)}`;
    first = false;
  }
  yield first ? ']' : '\n  ]';
}

async function* map<T, U>(rows: AsyncIterable<T>, fn: (row: T) => U): AsyncGenerator<U> {
  for await (const row of rows) yield fn(row);
}

/**
 * `tack-export.json`, streamed: the profile, then boards, sections, pins and follows read page by
 * page. Each image it names is handed to `onImage` once (by content hash), so the zip can add it
 * after the manifest without anyone holding the pins.
 */
export async function* manifestChunks(
  db: Kysely<Database>,
  userId: string,
  exportedAt: Date,
  onImage: (image: ExportImage) => void,
): AsyncGenerator<string> {
  const seen = new Set<string>();
  const image = (signature: string, mime: string | null) => {
    const path = imagePath(signature, mime);
    if (!seen.has(signature)) {
      seen.add(signature);
      onImage({ signature, path });
    }
    return path;
  };
  const user = await exportProfile(db, userId);
  if (!user) throw new Error('the exporting account is gone');
  const profile = {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.first_name,
    fullName: user.full_name,
    about: user.about,
    websiteUrl: user.website_url,
    country: user.country,
    locale: user.locale,
    accountType: user.account_type,
    createdAt: user.created_at,
    avatar: user.avatar_signature ? image(user.avatar_signature, user.avatar_mime) : null,
  };
  yield `{\n  "format": "tack-export",\n  "version": ${EXPORT_FORMAT_VERSION},\n`;
  yield `  "exportedAt": ${JSON.stringify(exportedAt.toISOString())},\n`;
  yield `  "profile": ${JSON.stringify(profile)},\n  "boards": `;
  yield* jsonArray(
    map(
      keyset((after) => exportBoards(db, userId, after)),
      (b) => ({
        id: b.id,
        name: b.name,
        slug: b.slug,
        description: b.description,
        privacy: b.privacy,
        layout: b.layout,
        coverPinId: b.cover_pin_id,
        sortOrder: b.sort_order,
        isArchived: b.is_archived === 1,
        collaboratorPermissions: JSON.parse(b.collaborator_permissions) as unknown,
        createdAt: b.created_at,
        updatedAt: b.updated_at,
      }),
    ),
  );
  yield ',\n  "sections": ';
  yield* jsonArray(
    map(
      keyset((after) => exportSections(db, userId, after)),
      (s) => ({
        id: s.id,
        boardId: s.board_id,
        title: s.title,
        slug: s.slug,
        sortOrder: s.sort_order,
        createdAt: s.created_at,
      }),
    ),
  );
  yield ',\n  "pins": ';
  yield* jsonArray(
    map(
      keyset((after) => exportPins(db, userId, after)),
      (p) => ({
        id: p.id,
        boardId: p.board_id,
        sectionId: p.section_id,
        title: p.title,
        description: p.description,
        link: p.link,
        altText: p.alt_text,
        note: p.note,
        method: p.method,
        sourceUrl: p.source_url,
        originPinId: p.origin_pin_id,
        createdAt: p.created_at,
        image: {
          path: image(p.image_signature, p.mime),
          signature: p.image_signature,
          mime: p.mime,
          width: p.width,
          height: p.height,
          dominantColor: p.dominant_color,
        },
      }),
    ),
  );
  yield ',\n  "follows": {\n  "people": ';
  yield* jsonArray(
    map(
      keyset((after) => exportFollowedPeople(db, userId, after)),
      (f) => ({
        username: f.username,
        followedAt: f.created_at,
      }),
    ),
  );
  yield ',\n  "boards": ';
  yield* jsonArray(
    map(
      keyset((after) => exportFollowedBoards(db, userId, after)),
      (f) => ({
        ownerUsername: f.owner_username,
        slug: f.slug,
        name: f.name,
        followedAt: f.created_at,
      }),
    ),
  );
  yield '\n  }\n}\n';
}
