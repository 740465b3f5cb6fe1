import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { search, searchBoards, searchUsers, suggest } from './search.service.ts';

export const searchHandlers = {
  SearchPinsResource: { get: handler(resources.SearchPinsResource.get, search) },
  SearchBoardsResource: {
    get: handler(resources.SearchBoardsResource.get, (ctx, o) => searchBoards(ctx, o)),
  },
  SearchUsersResource: { get: handler(resources.SearchUsersResource.get, searchUsers) },
  SearchSuggestionsResource: {
    get: handler(resources.SearchSuggestionsResource.get, (ctx, o) => suggest(ctx, o.query)),
  },
};
