import type { z } from 'zod';
import { Page } from './common.ts';
import { Pin } from './pin.ts';
import type { ResourceDef } from './resources.ts';
import {
  PinKindFeedOptions,
  Today,
  TodayArticle,
  TodayArticleOptions,
  TodayOptions,
  TodayPinsOptions,
} from './discovery.ts';

const def = <I extends z.ZodType, O extends z.ZodType>(d: ResourceDef<I, O>) => d;

/** Issue 14: the discovery pages of the route table (videos, shopping, today). */
export const discoveryResources = {
  PinKindFeedResource: {
    get: def({
      options: PinKindFeedOptions,
      data: Page(Pin),
      auth: 'public',
      summary: "Video or product pins, newest first: everyone's, or one interest's",
    }),
  },
  TodayResource: {
    get: def({
      options: TodayOptions,
      data: Today,
      auth: 'public',
      summary: "Today's editorial: the interests with the most saves and clicks of the last days",
    }),
  },
  TodayArticleResource: {
    get: def({
      options: TodayArticleOptions,
      data: TodayArticle,
      auth: 'public',
      summary: "One story of today's editorial (an interest's pins people are into now)",
    }),
  },
  TodayPinsResource: {
    get: def({
      options: TodayPinsOptions,
      data: Page(Pin),
      auth: 'public',
      summary:
        'The pins with the most saves (best), opens (popular) or product pins (shop) of the last days',
    }),
  },
};
