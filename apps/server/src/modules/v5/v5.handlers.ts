import type { V5Handlers } from './v5-call.ts';
import {
  createBoardV5,
  createSectionV5,
  deleteBoardV5,
  deleteSectionV5,
  getBoard,
  listBoardPins,
  listBoards,
  listBoardSections,
  listSectionPins,
  updateBoardV5,
  updateSectionV5,
} from './v5-boards.handlers.ts';
import {
  createPinV5,
  deletePinV5,
  getPinV5,
  listPins,
  savePinV5,
  searchOwnPins,
  updatePinV5,
} from './v5-pins.handlers.ts';
import { getAccount, listFollowers, listFollowing, searchOwnBoards } from './v5-user.handlers.ts';

/** Every v5 operation's handler, keyed by the reference's operation id (contract v5.ts). */
export const v5Handlers: V5Handlers = {
  'user_account/get': getAccount,
  'followers/list': listFollowers,
  'user_following/get': listFollowing,
  'boards/list': listBoards,
  'boards/create': createBoardV5,
  'boards/get': getBoard,
  'boards/update': updateBoardV5,
  'boards/delete': deleteBoardV5,
  'boards/list_pins': listBoardPins,
  'board_sections/list': listBoardSections,
  'board_sections/create': createSectionV5,
  'board_sections/update': updateSectionV5,
  'board_sections/delete': deleteSectionV5,
  'board_sections/list_pins': listSectionPins,
  'pins/list': listPins,
  'pins/create': createPinV5,
  'pins/get': getPinV5,
  'pins/update': updatePinV5,
  'pins/delete': deletePinV5,
  'pins/save': savePinV5,
  'search_user_pins/list': searchOwnPins,
  'search_user_boards/get': searchOwnBoards,
};
