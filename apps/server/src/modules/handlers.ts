import type { ResourceHandlers } from '../plugins/resources.ts';
import { authHandlers } from './auth/auth.handlers.ts';
import { boardHandlers } from './boards/boards.handlers.ts';
import { pinHandlers } from './pins/pins.handlers.ts';
import { userHandlers } from './users/users.handlers.ts';
import { userStateHandlers } from './users/user-state.handlers.ts';
import { collaboratorHandlers } from './collaborators/collaborators.handlers.ts';
import { bulkEditHandlers } from './pins/bulk-edit.handlers.ts';
import { reactionHandlers } from './reactions/reactions.handlers.ts';
import { statsHandlers } from './stats/stats.handlers.ts';
import { preferenceHandlers } from './preferences/preferences.handlers.ts';
import { searchHandlers } from './search/search.handlers.ts';
import { followHandlers } from './follows/follows.handlers.ts';
import { interestHandlers } from './interests/interests.handlers.ts';
import { feedHandlers } from './feed/feed.handlers.ts';
import { experienceHandlers } from './experiences/experiences.handlers.ts';
import { accountHandlers } from './account/account.handlers.ts';
import { onboardingHandlers } from './onboarding/onboarding.handlers.ts';
import { settingsHandlers } from './settings/settings.handlers.ts';
import { sessionHandlers } from './sessions/sessions.handlers.ts';
import { twoFactorHandlers } from './two-factor/two-factor.handlers.ts';
import { passkeyHandlers } from './passkeys/passkeys.handlers.ts';
import { notificationHandlers } from './notifications/notifications.handlers.ts';
import { commentHandlers } from './comments/comments.handlers.ts';
import { sendHandlers } from './send/send.handlers.ts';
import { pageHandlers } from './pages/pages.handlers.ts';
import { consentHandlers } from './consent/consent.handlers.ts';
import { privacyHandlers } from './privacy/privacy.handlers.ts';
import { videoHandlers } from './videos/videos.handlers.ts';
import { storyHandlers } from './stories/stories.handlers.ts';
import { reportHandlers } from './reports/reports.handlers.ts';
import { verificationHandlers } from './verification/verification.handlers.ts';
import { eventHandlers } from './events/events.handlers.ts';
import { offsiteHandlers } from './offsite/offsite.handlers.ts';
import { businessHandlers } from './business/business.handlers.ts';
import { discoveryHandlers } from './discovery/discovery.handlers.ts';
import { apiAccessHandlers } from './api-access/api-access.handlers.ts';
import { importHandlers } from './imports/imports.handlers.ts';

/** Every resource's server side, keyed like the contract's `resources` table. */
export const resourceHandlers: ResourceHandlers = {
  ...authHandlers,
  ...userHandlers,
  ...userStateHandlers,
  ...boardHandlers,
  ...pinHandlers,
  ...collaboratorHandlers,
  ...bulkEditHandlers,
  ...reactionHandlers,
  ...statsHandlers,
  ...preferenceHandlers,
  ...searchHandlers,
  ...followHandlers,
  ...interestHandlers,
  ...discoveryHandlers,
  ...feedHandlers,
  ...experienceHandlers,
  ...accountHandlers,
  ...onboardingHandlers,
  ...settingsHandlers,
  ...sessionHandlers,
  ...twoFactorHandlers,
  ...passkeyHandlers,
  ...notificationHandlers,
  ...commentHandlers,
  ...sendHandlers,
  ...pageHandlers,
  ...consentHandlers,
  ...privacyHandlers,
  // Settings' language and country, and deleting the account: one resource, two modules.
  UserAccountResource: {
    ...settingsHandlers.UserAccountResource,
    ...accountHandlers.UserAccountResource,
  },
  ...videoHandlers,
  ...storyHandlers,
  ...reportHandlers,
  ...verificationHandlers,
  ...eventHandlers,
  ...offsiteHandlers,
  ...businessHandlers,
  ...apiAccessHandlers,
  ...importHandlers,
};
