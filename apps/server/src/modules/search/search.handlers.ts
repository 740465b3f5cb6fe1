import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { search, suggest } from './search.service.ts';

export const searchHandlers = {
  SearchPinsResource: { get: handler(resources.SearchPinsResource.get, search) },
  SearchSuggestionsResource: {
    get: handler(resources.SearchSuggestionsResource.get, (ctx, o) => suggest(ctx, o.query)),
  },
};
