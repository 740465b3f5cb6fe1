import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { createBoard, deleteBoard, findVisibleBoard, updateBoard } from './boards.service.ts';
import { boardInFieldSet } from './board-field-sets.ts';
import { listUserBoards, reorderBoards } from './boards.list.ts';
import {
  createSection,
  deleteSection,
  getSection,
  listSections,
  renameSection,
} from './sections.service.ts';

export const boardHandlers = {
  BoardResource: {
    get: handler(resources.BoardResource.get, async (ctx, o) =>
      boardInFieldSet(ctx, await findVisibleBoard(ctx, o), o.field_set_key),
    ),
    create: handler(resources.BoardResource.create, createBoard),
    update: handler(resources.BoardResource.update, updateBoard),
    delete: handler(resources.BoardResource.delete, (ctx, o) => deleteBoard(ctx, o.board_id)),
  },
  BoardsResource: {
    get: handler(resources.BoardsResource.get, listUserBoards),
  },
  BoardOrderResource: {
    update: handler(resources.BoardOrderResource.update, reorderBoards),
  },
  BoardSectionsResource: {
    get: handler(resources.BoardSectionsResource.get, (ctx, o) => listSections(ctx, o.board_id)),
  },
  BoardSectionResource: {
    get: handler(resources.BoardSectionResource.get, getSection),
    create: handler(resources.BoardSectionResource.create, createSection),
    update: handler(resources.BoardSectionResource.update, renameSection),
    delete: handler(resources.BoardSectionResource.delete, (ctx, o) =>
      deleteSection(ctx, o.section_id),
    ),
  },
};
