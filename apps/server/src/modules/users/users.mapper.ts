import type { User, UserSummary, Viewer, ViewerFacts } from '@tack/contract';
import type { Theme } from '@tack/contract/account';
import { imageUrls } from '../media/sizes.ts';
import type { ProfileBadges } from '../verification/badges.repository.ts';

export interface UserSummaryRow {
  id: string;
  username: string;
  first_name: string;
  full_name: string;
  avatar_signature: string | null;
}

/** Avatar URLs: small 136x136 crop, medium 236x, large 474x; null without an avatar. */
export function toUserSummary(row: UserSummaryRow): UserSummary {
  const images = row.avatar_signature ? imageUrls(row.avatar_signature, 280, 280) : null;
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    fullName: row.full_name,
    imageSmallUrl: images?.['136x136']?.url ?? null,
    imageMediumUrl: images?.['236x']?.url ?? null,
    imageLargeUrl: images?.['474x']?.url ?? null,
  };
}

export function toUser(
  row: UserSummaryRow & { created_at: string; about: string; website_url: string | null },
  counts: Pick<
    User,
    | 'pinCount'
    | 'boardCount'
    | 'followerCount'
    | 'followingCount'
    | 'explicitlyFollowedByMe'
    | 'blockedByMe'
  >,
  badges: ProfileBadges,
): User {
  return {
    ...toUserSummary(row),
    ...counts,
    isVerifiedMerchant: badges.isVerifiedMerchant,
    verifiedIdentity: { verified: badges.verifiedIdentity.verified },
    isPrimaryWebsiteVerified: badges.isPrimaryWebsiteVerified,
    createdAt: row.created_at,
    about: row.about,
    websiteUrl: row.website_url,
  };
}

export function toViewer(
  row: UserSummaryRow & {
    created_at: string;
    about: string;
    website_url: string | null;
    email: string;
    role: string;
    country: string;
    locale: string;
    theme: Theme;
    account_type: 'personal' | 'business';
    email_verified_at: string | null;
  },
  counts: Pick<
    User,
    | 'pinCount'
    | 'boardCount'
    | 'followerCount'
    | 'followingCount'
    | 'explicitlyFollowedByMe'
    | 'blockedByMe'
  >,
  facts: ViewerFacts,
  badges: ProfileBadges,
): Viewer {
  return {
    ...toUser(row, counts, badges),
    ...pickFacts(facts),
    isAuth: true,
    email: row.email,
    isAdmin: row.role === 'admin',
    country: row.country,
    locale: row.locale,
    theme: row.theme,
    accountType: row.account_type,
    emailVerified: row.email_verified_at !== null,
  };
}

/** Exactly the viewer facts (a caller may hold more, such as the quick saves board's id). */
const pickFacts = (f: ViewerFacts): ViewerFacts => ({
  first_name: f.first_name,
  full_name: f.full_name,
  image_medium_url: f.image_medium_url,
  should_show_messaging: f.should_show_messaging,
  has_quicksave_board: f.has_quicksave_board,
  save_behavior: f.save_behavior,
  secretBoardCount: f.secretBoardCount,
  isPartner: f.isPartner,
  isEmployee: f.isEmployee,
  weight_loss_ads_opted_out: f.weight_loss_ads_opted_out,
});
