/**
 * What other modules read of a campaign without a caller's access (the campaign's selling in
 * campaign-registrations checks access itself with campaignAccess): a campaign by id and its gift options.
 */
import { MAX_ID } from '@gifthub/shared/fields';
import type { Db } from '../../db/client';
import * as repo from './campaigns.repository';
import type { TCampaignRow, TGiftOptionRow } from './campaigns.table';

export type TCampaignOption = repo.TOptionWithProduct;
/** A stored campaign, as other modules receive it. */
export type TCampaignRecord = TCampaignRow;
const isId = (id: number | null | undefined): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= MAX_ID;

/** A campaign by id; undefined for ids that name none. */
export const findCampaignById = async (db: Db, id: number | null | undefined): Promise<TCampaignRow | undefined> => (isId(id) ? repo.findCampaign(db, id) : undefined);

/** A campaign's gift options in their order, with the linked product's name and image; enabledOnly leaves out disabled ones. */
export async function campaignOptions(db: Db, campaignId: number, enabledOnly = false): Promise<TCampaignOption[]> {
  const rows = await repo.listOptions(db, campaignId);
  return enabledOnly ? rows.filter((o) => o.option.enabled) : rows;
}

/** One option of a campaign (undefined when the id names another campaign's option or none). */
export async function findCampaignOption(db: Db, campaignId: number, optionId: number): Promise<TGiftOptionRow | undefined> {
  const found = isId(optionId) ? await repo.findOption(db, optionId) : undefined;
  return found && found.option.campaignId === campaignId ? found.option : undefined;
}
