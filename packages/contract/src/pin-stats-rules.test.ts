import { describe, expect, it } from 'vitest';
import { canReadPinStats, showStatsButton, statMetricsFor } from './pin-stats-rules.ts';
import { statsText } from './pin-text.ts';

const pin = { isStory: false, isAdOnly: false, isSave: false };

describe('pin stats rules (PC §5, §6)', () => {
  it('shows every metric for an ordinary pin, impressions and pin clicks for an ad-only one', () => {
    expect(statMetricsFor(pin)).toEqual(['impressions', 'saves', 'pinClicks', 'outboundClicks']);
    expect(statMetricsFor({ ...pin, isAdOnly: true })).toEqual(['impressions', 'pinClicks']);
    expect(statMetricsFor({ ...pin, isSave: true })).toEqual([
      'impressions',
      'pinClicks',
      'outboundClicks',
    ]);
    expect(statMetricsFor({ ...pin, isStory: true })).toHaveLength(4);
  });

  it('lets the pinner and those who manage their profile read stats; story pins only partners', () => {
    const owner = { id: '1', isPartner: false, managedProfileIds: [] };
    expect(canReadPinStats(owner, { pinnerId: '1', isStory: false })).toBe(true);
    expect(canReadPinStats(owner, { pinnerId: '2', isStory: false })).toBe(false);
    expect(canReadPinStats(null, { pinnerId: '1', isStory: false })).toBe(false);
    expect(canReadPinStats(owner, { pinnerId: '1', isStory: true })).toBe(false);
    expect(canReadPinStats({ ...owner, isPartner: true }, { pinnerId: '1', isStory: true })).toBe(
      true,
    );
    // Being a partner opens no one else's stats.
    expect(canReadPinStats({ ...owner, isPartner: true }, { pinnerId: '2', isStory: false })).toBe(
      false,
    );
    // A profile the viewer manages (business access): its pins' stats, by the same story rule.
    const manager = { ...owner, managedProfileIds: ['2'] };
    expect(canReadPinStats(manager, { pinnerId: '2', isStory: false })).toBe(true);
    expect(canReadPinStats(manager, { pinnerId: '3', isStory: false })).toBe(false);
    expect(canReadPinStats(manager, { pinnerId: '2', isStory: true })).toBe(false);
  });

  it('shows the stats button on own pins on grids that allow it, story pins for partners', () => {
    const base = {
      signedIn: true,
      surfaceAllows: true,
      own: true,
      isStory: false,
      viewerIsPartner: false,
    };
    expect(showStatsButton(base)).toBe(true);
    expect(showStatsButton({ ...base, signedIn: false })).toBe(false);
    expect(showStatsButton({ ...base, surfaceAllows: false })).toBe(false);
    expect(showStatsButton({ ...base, own: false })).toBe(false);
    expect(showStatsButton({ ...base, isStory: true })).toBe(false);
    expect(showStatsButton({ ...base, isStory: true, viewerIsPartner: true })).toBe(true);
  });

  it('cuts the stats text above 14 characters to 12 plus dots', () => {
    expect(statsText('12,345 views')).toBe('12,345 views');
    expect(statsText('12345678901234')).toBe('12345678901234');
    expect(statsText('123456789012345')).toBe('123456789012...');
  });
});
