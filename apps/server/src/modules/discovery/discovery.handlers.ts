import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { pinKindFeed } from './pin-kind-feed.ts';
import { getToday, getTodayArticle, getTodayPins } from './today.service.ts';

/** The discovery pages of the route table: pins by kind, and Today. */
export const discoveryHandlers = {
  PinKindFeedResource: { get: handler(resources.PinKindFeedResource.get, pinKindFeed) },
  TodayResource: { get: handler(resources.TodayResource.get, (ctx) => getToday(ctx)) },
  TodayArticleResource: { get: handler(resources.TodayArticleResource.get, getTodayArticle) },
  TodayPinsResource: { get: handler(resources.TodayPinsResource.get, getTodayPins) },
};
