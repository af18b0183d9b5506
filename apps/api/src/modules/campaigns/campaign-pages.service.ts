import type { TCampaignPageOption } from '@gifthub/shared/campaign-pages';
import type { TPageTeamRow } from '../teams/teams.service';
import type { TFaceValueLimits } from '@gifthub/shared/catalogue';
import { DEFAULT_COUNTRY, LOW_AVAILABILITY, VOUCHER_LIMITS_DEFAULT } from '@gifthub/shared/gifts';
import { toPounds } from '@gifthub/shared/pricing';
import type { Db } from '../../db/client';
import * as repo from './campaign-pages.repository';
import { findCampaign } from './campaigns.repository';
import type { TCampaignRow, TGiftOptionRow } from './campaigns.table';
import { productImageUrl } from './campaigns.views';

/**
 * What the campaign claim page (modules/campaign-pages) reads of campaigns and their options, and the one
 * write it makes: a unit of an option's availability. Money in pence, but in the page's option view (pounds).
 */

/** The campaign and what its page shows of its team (teams.service pageTeam). */
export type TPageCampaign = { campaign: TCampaignRow; team: TPageTeamRow };

/** An option as the page offers it: the row (pence) and its view (pounds), with its voucher rule. */
export type TPageOption = { row: TGiftOptionRow; view: TCampaignPageOption; productName: string | null; voucherLimits: TFaceValueLimits; denominations: number[] };

export const heroUrl = (c: TCampaignRow) => (c.heroPath ? `/api/v1/files/${c.heroPath}` : null);

/** /pick-a-gift/{teamSlug}/c/{campaignSlug}: the campaign with its team. */
export async function findPageCampaign(db: Db, teamSlug: string, campaignSlug: string): Promise<TPageCampaign | undefined> {
  const found = await repo.findByTeamSlug(db, teamSlug, campaignSlug);
  return found && { campaign: found.campaign, team: found.team };
}

export const findCampaignRow = (db: Db, id: number): Promise<TCampaignRow | undefined> => findCampaign(db, id);

/** GB, then the countries of the option's shipping cost groups. */
const countriesOf = (o: TGiftOptionRow) => [...new Set([DEFAULT_COUNTRY, ...o.shippingCosts.flatMap((g) => g.countries.map((c) => c.toUpperCase()))])];

function toPageOption(r: Awaited<ReturnType<typeof repo.listPageOptions>>[number]): TPageOption {
  const o = r.option;
  const limits: TFaceValueLimits = {
    lower: o.voucherLower ?? r.faceValueLimits?.lower ?? VOUCHER_LIMITS_DEFAULT.lower,
    upper: o.voucherUpper ?? r.faceValueLimits?.upper ?? VOUCHER_LIMITS_DEFAULT.upper,
    minor_unit: r.faceValueLimits?.minor_unit ?? VOUCHER_LIMITS_DEFAULT.minor_unit,
  };
  const denominations = r.denominations ?? [];
  return {
    row: o,
    productName: r.productName,
    voucherLimits: limits,
    denominations,
    view: {
      id: o.id,
      name: o.name,
      type: o.type,
      image_url: productImageUrl(r.productImage),
      description: o.description,
      low_availability: (o.available !== null && o.available <= LOW_AVAILABILITY) || (r.productUnits !== null && r.productUnits <= LOW_AVAILABILITY),
      countries: o.type === 'physical' ? countriesOf(o) : [],
      voucher:
        o.type === 'voucher'
          ? {
              brand: o.voucherBrand ?? r.productBrand,
              fixed_value: o.voucherValue === null ? null : toPounds(o.voucherValue),
              lower: toPounds(limits.lower),
              upper: toPounds(limits.upper),
              minor_unit: toPounds(limits.minor_unit),
              denominations: denominations.map(toPounds),
            }
          : null,
    },
  };
}

/**
 * The options the page offers: enabled ones with units left (an option with none left is not offered, nor one whose
 * corporate product is paused or has no free units).
 */
export async function offeredOptions(db: Db, campaignId: number): Promise<TPageOption[]> {
  return (await repo.listPageOptions(db, campaignId))
    .filter((r) => (r.option.available === null || r.option.available > 0) && (r.productUnits === null || r.productUnits > 0))
    .map(toPageOption);
}

/** One option of this campaign, enabled or not (the caller decides what a disabled one means); another campaign's is undefined. */
export async function findPageOption(db: Db, campaignId: number, optionId: number): Promise<TPageOption | undefined> {
  const r = await repo.findPageOption(db, campaignId, optionId);
  return r && toPageOption(r);
}

/** Takes a unit of the option in the caller's transaction; false: disabled or none left. */
export const takeOptionUnit = async (tx: Db, optionId: number) => Boolean(await repo.takeUnit(tx, optionId));

/** Gives a gift's units back to its option in the caller's transaction (an option without a stock count is left as is). */
export const releaseOptionUnits = (tx: Db, optionId: number, units: number) => repo.giveUnits(tx, optionId, units);

/** The team's eligible e-mail domains, lower case. */
export const teamEligibleDomains = (db: Db, teamId: number) => repo.listTeamDomains(db, teamId);
