import type { Migration } from 'kysely';
import * as m001 from './001-initial.ts';
import * as m002 from './002-board-follows.ts';
import * as m003 from './003-collaboration.ts';
import * as m004 from './004-feed-index.ts';
import * as m005 from './005-search.ts';
import * as m006 from './006-follows-hides.ts';
import * as m007 from './007-discovery.ts';
import * as m008 from './008-experiences.ts';
import * as m009 from './009-pin-media.ts';
import * as m010 from './010-card-fields.ts';
import * as m011 from './011-pin-image-index.ts';
import * as m012 from './012-accounts-mail.ts';
import * as m013 from './013-account-settings.ts';
import * as m014 from './014-notifications.ts';
import * as m015 from './015-blocks-and-leaving.ts';
import * as m016 from './016-pin-sources.ts';
import * as m017 from './017-pin-people-board-covers.ts';
import * as m018 from './018-consent-verification-reports.ts';
import * as m019 from './019-video-and-idea-pins.ts';
import * as m021 from './021-email-digests-and-theme.ts';
import * as m022 from './022-passkeys.ts';
import * as m023 from './023-invites-and-conversations.ts';
import * as m024 from './024-events-and-pin-stats.ts';
import * as m025 from './025-link-safety.ts';
import * as m026 from './026-weight-loss-ads.ts';
import * as m028 from './028-call-tracking-and-feedback.ts';
import * as m029 from './029-share-count-indexes.ts';
import * as m031 from './031-ad-campaigns.ts';
import * as m033 from './033-business-access-and-campaigns.ts';
import * as m032 from './032-routes-today-comment-replies.ts';
import * as m039 from './039-api-access.ts';
import * as m040 from './040-image-locks.ts';
import * as m041 from './041-saves-by-id.ts';
import * as m037 from './037-imports.ts';
import * as m036 from './036-shared-limits.ts';

/** The one migration set, in order. Add new files here; never edit a released migration. */
export const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-board-follows': m002,
  '003-collaboration': m003,
  '004-feed-index': m004,
  '005-search': m005,
  '006-follows-hides': m006,
  '007-discovery': m007,
  '008-experiences': m008,
  '009-pin-media': m009,
  '010-card-fields': m010,
  '011-pin-image-index': m011,
  '012-accounts-mail': m012,
  '013-account-settings': m013,
  '014-notifications': m014,
  '015-blocks-and-leaving': m015,
  '016-pin-sources': m016,
  '017-pin-people-board-covers': m017,
  '018-consent-verification-reports': m018,
  '019-video-and-idea-pins': m019,
  '021-email-digests-and-theme': m021,
  '022-passkeys': m022,
  '023-invites-and-conversations': m023,
  '024-events-and-pin-stats': m024,
  '025-link-safety': m025,
  '026-weight-loss-ads': m026,
  '028-call-tracking-and-feedback': m028,
  '029-share-count-indexes': m029,
  '031-ad-campaigns': m031,
  '033-business-access-and-campaigns': m033,
  '032-routes-today-comment-replies': m032,
  '039-api-access': m039,
  '040-image-locks': m040,
  '037-imports': m037,
  '036-shared-limits': m036,
  '041-saves-by-id': m041,
};
