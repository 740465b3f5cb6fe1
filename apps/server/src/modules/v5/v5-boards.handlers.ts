import {
  BoardCreateOptions,
  BoardFeedOptions,
  BoardsListOptions,
  BoardUpdateOptions,
  SectionCreateOptions,
  SectionUpdateOptions,
  type BoardSection,
} from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { decodeOffset, encodeOffset } from '../boards/board-rules.ts';
import { visibleBoard } from '../boards/boards.access.ts';
import { listUserBoards } from '../boards/boards.list.ts';
import { createBoard, deleteBoard, presentBoard, updateBoard } from '../boards/boards.service.ts';
import {
  createSection,
  deleteSection,
  listSections,
  renameSection,
} from '../boards/sections.service.ts';
import { boardFeed } from '../pins/feeds.service.ts';
import {
  needScopes,
  needSecretScopes,
  pageSize,
  serviceOptions,
  type V5Call,
  type V5Handler,
} from './v5-call.ts';
import { tackPrivacy, toV5Board, toV5Pin, toV5Section } from './v5.mapper.ts';

/** `privacy` of boards/list as the boards service's filter, and the scope each needs. */
const LIST_PRIVACY = {
  ALL: null,
  PUBLIC: 'public',
  PROTECTED: 'protected',
  SECRET: 'secret',
  PUBLIC_AND_SECRET: 'all',
} as const;

export const listBoards: V5Handler<'boards/list'> = async (call) => {
  const { ctx, query, abs, scopes } = call;
  const secret = scopes.has('boards:read_secret');
  // ALL lists what the token may read: secret and protected boards with boards:read_secret.
  const filter = LIST_PRIVACY[query.privacy] ?? (secret ? 'all' : 'public');
  if (filter !== 'public') needScopes(call, 'boards:read_secret');
  const page = await listUserBoards(
    ctx,
    serviceOptions(BoardsListOptions, {
      username: ctx.viewer!.username,
      page_size: pageSize(query.page_size),
      bookmark: query.bookmark,
      sort: 'newest',
      privacy_filter: filter,
    }),
  );
  const items = page.items.filter(
    (b) => query.privacy !== 'PUBLIC_AND_SECRET' || b.privacy !== 'protected',
  );
  return { items: items.map((b) => toV5Board(b, abs)), bookmark: page.bookmark };
};

export const createBoardV5: V5Handler<'boards/create'> = async (call) => {
  const { ctx, body, abs } = call;
  if (body.is_ads_only) throw badRequest('Tack has no ad-only boards', 'is_ads_only');
  const privacy = tackPrivacy(body.privacy);
  needSecretScopes(call, privacy, 'write', ['boards']);
  const o = serviceOptions(BoardCreateOptions, {
    name: body.name,
    description: body.description ?? '',
  });
  return toV5Board(await createBoard(ctx, o, privacy), abs);
};

/** A board the token's person may see, and the scope its privacy asks for this access. */
async function boardFor(
  call: V5Call,
  boardId: string,
  access: 'read' | 'write',
  kinds: ('boards' | 'pins')[],
) {
  const board = await visibleBoard(call.ctx, boardId);
  needSecretScopes(call, board.privacy, access, kinds);
  return board;
}

export const getBoard: V5Handler<'boards/get'> = async (call) => {
  const board = await boardFor(call, call.params.board_id, 'read', ['boards']);
  return toV5Board(await presentBoard(call.ctx, board), call.abs);
};

export const updateBoardV5: V5Handler<'boards/update'> = async (call) => {
  const { ctx, body, params, abs } = call;
  await boardFor(call, call.params.board_id, 'write', ['boards']);
  // Making a board secret is a change to a secret board.
  if (body.privacy) needSecretScopes(call, tackPrivacy(body.privacy), 'write', ['boards']);
  const o = serviceOptions(BoardUpdateOptions, {
    board_id: params.board_id,
    name: body.name,
    description: body.description === null ? '' : body.description,
    privacy: body.privacy && tackPrivacy(body.privacy),
  });
  return toV5Board(await updateBoard(ctx, o), abs);
};

export const deleteBoardV5: V5Handler<'boards/delete'> = async (call) => {
  await boardFor(call, call.params.board_id, 'write', ['boards']);
  await deleteBoard(call.ctx, call.params.board_id);
};

async function boardPins(
  call: V5Call,
  boardId: string,
  query: { page_size: number; bookmark?: string },
  sectionId?: string,
) {
  const { ctx, abs } = call;
  const board = await boardFor(call, boardId, 'read', ['boards', 'pins']);
  const page = await boardFeed(
    ctx,
    serviceOptions(BoardFeedOptions, {
      board_id: board.id,
      section_id: sectionId,
      page_size: pageSize(query.page_size),
      bookmark: query.bookmark,
    }),
  );
  return { items: page.items.map((p) => toV5Pin(p, ctx.viewer!.id, abs)), bookmark: page.bookmark };
}

export const listBoardPins: V5Handler<'boards/list_pins'> = (call) =>
  boardPins(call, call.params.board_id, call.query);

/** Sections page by offset: a board has few, and the service answers them all in order. */
export const listBoardSections: V5Handler<'board_sections/list'> = async (call) => {
  const board = await boardFor(call, call.params.board_id, 'read', ['boards']);
  const all = await listSections(call.ctx, board.id);
  const offset = decodeOffset(call.query.bookmark);
  const size = pageSize(call.query.page_size);
  return {
    items: all.slice(offset, offset + size).map(toV5Section),
    bookmark: all.length > offset + size ? encodeOffset(offset + size) : null,
  };
};

export const createSectionV5: V5Handler<'board_sections/create'> = async (call) => {
  const board = await boardFor(call, call.params.board_id, 'write', ['boards']);
  const o = serviceOptions(SectionCreateOptions, { board_id: board.id, title: call.body.name });
  return toV5Section(await createSection(call.ctx, o));
};

/** The section of the path, on the path's board (404 when it is another board's). */
async function sectionOf(
  ctx: CallContext,
  boardId: string,
  sectionId: string,
): Promise<BoardSection> {
  const found = (await listSections(ctx, boardId)).find((s) => s.id === sectionId);
  if (!found) throw notFound('Section');
  return found;
}

export const updateSectionV5: V5Handler<'board_sections/update'> = async (call) => {
  const board = await boardFor(call, call.params.board_id, 'write', ['boards']);
  const section = await sectionOf(call.ctx, board.id, call.params.section_id);
  const o = serviceOptions(SectionUpdateOptions, { section_id: section.id, title: call.body.name });
  return toV5Section(await renameSection(call.ctx, o));
};

export const deleteSectionV5: V5Handler<'board_sections/delete'> = async (call) => {
  const board = await boardFor(call, call.params.board_id, 'write', ['boards']);
  const section = await sectionOf(call.ctx, board.id, call.params.section_id);
  await deleteSection(call.ctx, section.id);
};

export const listSectionPins: V5Handler<'board_sections/list_pins'> = async (call) => {
  const board = await visibleBoard(call.ctx, call.params.board_id);
  const section = await sectionOf(call.ctx, board.id, call.params.section_id);
  return boardPins(call, board.id, call.query, section.id);
};
