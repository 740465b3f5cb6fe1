import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { createBoard, deleteBoard, getBoard, listSections, listUserBoards, updateBoard } from './boards.service.ts';

export const boardHandlers = {
  BoardResource: {
    get: handler(resources.BoardResource.get, getBoard),
    create: handler(resources.BoardResource.create, createBoard),
    update: handler(resources.BoardResource.update, updateBoard),
    delete: handler(resources.BoardResource.delete, (ctx, o) => deleteBoard(ctx, o.board_id)),
  },
  BoardsResource: {
    get: handler(resources.BoardsResource.get, listUserBoards),
  },
  BoardSectionsResource: {
    get: handler(resources.BoardSectionsResource.get, (ctx, o) => listSections(ctx, o.board_id)),
  },
};
