/**
 * Card labels (spec §2, §4 "Sponsorship", §8): Ad, Promoted, Promoted by {advertiser}, Sponsored,
 * Paid partnership, Paid partnership with {creator}, Pre-owned.
 */
export interface LabelInput {
  isPromoted?: boolean;
  isThirdPartyAd?: boolean;
  promoterName?: string | null;
  sponsorship?: { status: number; creatorName?: string | null; sponsorName?: string | null } | null;
  isEligibleForPreLovedGoodsLabel?: boolean;
}

/** Sponsorship statuses without a sponsor-name text; status 2 shows no label at all. */
const NO_NAME_STATUSES = new Set([0, 2, 3]);

export function cardLabels(p: LabelInput): string[] {
  const labels: string[] = [];
  if (p.isThirdPartyAd) labels.push('Ad');
  else if (p.isPromoted) labels.push(p.promoterName ? `Promoted by ${p.promoterName}` : 'Promoted');
  const s = p.sponsorship;
  if (s && s.status !== 2) {
    if (NO_NAME_STATUSES.has(s.status)) labels.push('Paid partnership');
    else labels.push(s.creatorName ? `Paid partnership with ${s.creatorName}` : 'Sponsored');
  }
  if (p.isEligibleForPreLovedGoodsLabel) labels.push('Pre-owned');
  return labels;
}
