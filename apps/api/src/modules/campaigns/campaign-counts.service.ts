import type { Db } from '../../db/client';
import { campaignTotals, countCampaignsByReward } from './campaign-counts.repository';

export type TCampaignKindCounts = { gifting: number; voucher: number };

/** The dashboard's campaign tiles: how many gifting (physical or mixed) and voucher campaigns the team has. */
export async function campaignCounts(db: Db, teamId: number): Promise<TCampaignKindCounts> {
  const row = await countCampaignsByReward(db, teamId);
  return { gifting: Number(row.gifting), voucher: Number(row.voucher) };
}

/** A campaign's all-time figures (everyone's): registrations sent, gifts confirmed, and pence spent ex and inc VAT. */
export type TCampaignTotals = { sends: number; confirmed: number; spentEv: number; spentIv: number };

/** Campaigns' statistics (pence): sends, confirmed and spent as their analytics count them over all time. */
export async function campaignStatistics(db: Db, campaignIds: number[]): Promise<Map<number, TCampaignTotals>> {
  const rows = await campaignTotals(db, campaignIds);
  return new Map(rows.map(({ campaignId, ...totals }) => [campaignId, totals]));
}
