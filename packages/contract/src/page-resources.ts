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
import {
  AdminCommentReportActionOptions,
  AdminCommentReportActionResult,
  AdminCommentReports,
  AdminCommentReportsOptions,
  CommentRepliesOptions,
  CommentRepliesPage,
  CommentReportOptions,
  CommentReportResult,
} from './comment.ts';

const def = <I extends z.ZodType, O extends z.ZodType>(d: ResourceDef<I, O>) => d;

/**
 * Issue 14: the pages of the route table: videos, shopping and today; `/pin/{id}/comments` as a
 * thread (replies, reports, and operators' review of reported comments).
 */
export const pageResources = {
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
  PinCommentRepliesResource: {
    get: def({
      options: CommentRepliesOptions,
      data: CommentRepliesPage,
      auth: 'public',
      summary: "A comment's replies, oldest first",
    }),
  },
  PinCommentReportResource: {
    create: def({
      options: CommentReportOptions,
      data: CommentReportResult,
      auth: 'user',
      summary: 'Report a comment to the operators (once per person; not your own)',
    }),
  },
  AdminCommentReportsResource: {
    get: def({
      options: AdminCommentReportsOptions,
      data: AdminCommentReports,
      auth: 'user',
      summary: 'Operators: comments with open reports, the most reported first',
    }),
    update: def({
      options: AdminCommentReportActionOptions,
      data: AdminCommentReportActionResult,
      auth: 'user',
      summary: 'Operators: remove a reported comment (and its replies) for everyone, or dismiss',
    }),
  },
};
