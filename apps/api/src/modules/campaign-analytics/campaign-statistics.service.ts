import type { Db } from '../../db/client';
import { campaignTotals, type TCampaignTotals } from './campaign-analytics.repository';

export type { TCampaignTotals };

/**
 * Campaigns' statistics for their list and their page (pence): sends, confirmed and spent as the campaign's analytics
 * count them over all time, read from the same rollup, so both screens show the same figures.
 */
export const campaignStatistics = (db: Db, campaignIds: number[]): Promise<Map<number, TCampaignTotals>> => campaignTotals(db, campaignIds);
