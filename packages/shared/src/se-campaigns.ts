/** Single-event campaigns (spec 3 §3, §7): a one-off event of boxes the team asks for and staff price. */
export const SE_CAMPAIGN_STATUSES = ['requested', 'quoted', 'confirmed', 'in_production', 'completed', 'cancelled'] as const;
export type TSeCampaignStatus = (typeof SE_CAMPAIGN_STATUSES)[number];
