/** The campaign the demo's own promoted pins run in (PC §3 campaignId); third-party ads have none. */
export const DEMO_CAMPAIGN_ID = '1700000000000004141';
