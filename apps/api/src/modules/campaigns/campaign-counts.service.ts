import type { Db } from '../../db/client';
import { countCampaignsByReward } from './campaign-counts.repository';

export type TCampaignKindCounts = { gifting: number; voucher: number };

/** The dashboard's campaign tiles: how many gifting (physical or mixed) and voucher campaigns the team has. */
export async function campaignCounts(db: Db, teamId: number): Promise<TCampaignKindCounts> {
  const row = await countCampaignsByReward(db, teamId);
  return { gifting: Number(row.gifting), voucher: Number(row.voucher) };
}
