/**
 * Gift options (spec 1 §3, §7): the team reads an option and edits its description; staff create, edit, enable
 * and disable a campaign's options in the back office. An option links a marketplace catalogue product
 * (physical) or a voucher brand (a voucher product of the catalogue). Money: pounds in, pence stored.
 */
import type { TAdminGiftOption, TGiftOption, TGiftOptionUpdate } from '@gifthub/shared/campaigns';
import { ZAdminGiftOption } from '@gifthub/shared/campaigns';
import { MAX_ID } from '@gifthub/shared/fields';
import { toPence } from '@gifthub/shared/pricing';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getProductForOption } from '../catalogue/catalogue.service';
import * as repo from './campaigns.repository';
import { campaignAccess, requireTeamWrite, type TActor } from './campaigns.service';
import type { TGiftOptionRow } from './campaigns.table';
import { toOptionView } from './campaigns.views';

type TOptionInput = z.output<typeof ZAdminGiftOption>;
const isId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ID;

async function optionAccess(db: Db, user: TActor, id: number) {
  const found = isId(id) ? await repo.findOption(db, id) : undefined;
  if (!found) throw AppError.notFound('Option');
  const { access } = await campaignAccess(db, user, found.option.campaignId).catch(() => {
    throw AppError.notFound('Option');
  });
  return { found, access };
}

/** GET /gb-options/{id}: members of the campaign's team and staff; 404 for anyone else. */
export async function getOption(db: Db, user: TActor, id: number): Promise<TGiftOption> {
  return toOptionView((await optionAccess(db, user, id)).found);
}

/** POST /put/gb-options/{id}: the team edits the option's description (Pro: managing options). */
export async function updateOptionDescription(db: Db, user: TActor, id: number, input: TGiftOptionUpdate, productName: string): Promise<TGiftOption> {
  const { found, access } = await optionAccess(db, user, id);
  requireTeamWrite(access, 'managingOptions', productName);
  await repo.updateOption(db, found.option.id, { description: input.description });
  return toOptionView((await repo.findOption(db, found.option.id))!);
}

/** The columns an option takes from staff's form, checked against the linked product. */
async function optionValues(db: Db, input: TOptionInput, teamId: number): Promise<Omit<typeof repo.insertOption extends (db: Db, v: infer V) => unknown ? V : never, 'campaignId'>> {
  // A catalogue product, or a corporate product of the campaign's own team.
  const product = await getProductForOption(db, input.product_id!, teamId).catch(() => {
    throw AppError.field('product_id', 'Product not found.');
  });
  if (product.type !== input.type) throw AppError.field('product_id', `Product must be a ${input.type} product.`);
  const pence = (v: number | undefined, fallback: number) => (v === undefined ? fallback : toPence(v));
  return {
    name: input.name,
    type: input.type,
    enabled: input.enabled,
    description: input.description,
    productId: product.id,
    // Left out, a physical option starts from the product's stock; null (the form's blank) keeps no stock count. A
    // corporate product counts its own units (allocation), so its option keeps none by default.
    available: input.available === undefined ? (input.type === 'physical' && product.teamId === null ? product.stock : null) : input.available,
    priceEv: pence(input.price_ev, product.priceExVat),
    priceIv: pence(input.price_iv, product.price),
    shippingCosts: input.shipping_costs.length
      ? input.shipping_costs.map((g) => ({ countries: g.countries, shipping_ev_cost: toPence(g.shipping_ev_cost), shipping_iv_cost: toPence(g.shipping_iv_cost) }))
      : product.shippingCosts,
    ppEvCost: toPence(input.pp_ev_cost),
    ppIvCost: toPence(input.pp_iv_cost),
    voucherValue: input.voucher_value === undefined ? null : toPence(input.voucher_value),
    voucherBrand: input.type === 'voucher' ? (input.voucher_brand ?? product.brandName ?? product.name) : null,
    voucherLower: input.voucher_lower === undefined ? (product.faceValueLimits?.lower ?? null) : toPence(input.voucher_lower),
    voucherUpper: input.voucher_upper === undefined ? (product.faceValueLimits?.upper ?? null) : toPence(input.voucher_upper),
    voucherLimit: input.voucher_limit ?? null,
    notecardFormat: input.notecard_format,
  };
}

const viewOf = async (db: Db, row: TGiftOptionRow) => toOptionView((await repo.findOption(db, row.id))!);

/** Staff: a new option on a campaign of any team. */
export async function adminCreateOption(db: Db, campaignId: number, raw: TAdminGiftOption): Promise<TGiftOption> {
  const campaign = isId(campaignId) ? await repo.findCampaign(db, campaignId) : undefined;
  if (!campaign) throw AppError.notFound('Campaign');
  const values = await optionValues(db, ZAdminGiftOption.parse(raw), campaign.teamId);
  const row = await repo.insertOption(db, { ...values, campaignId, position: await repo.nextOptionPosition(db, campaignId) });
  return viewOf(db, row);
}

/** Staff: edit an option (all of its fields). */
export async function adminUpdateOption(db: Db, id: number, raw: TAdminGiftOption): Promise<TGiftOption> {
  const found = isId(id) ? await repo.findOption(db, id) : undefined;
  if (!found) throw AppError.notFound('Option');
  const campaign = await repo.findCampaign(db, found.option.campaignId);
  const row = await repo.updateOption(db, id, await optionValues(db, ZAdminGiftOption.parse(raw), campaign!.teamId));
  return viewOf(db, row!);
}

/** Staff: enable or disable an option (a disabled option is not offered to recipients). */
export async function adminSetOptionEnabled(db: Db, id: number, enabled: boolean): Promise<TGiftOption> {
  const found = isId(id) ? await repo.findOption(db, id) : undefined;
  if (!found) throw AppError.notFound('Option');
  const row = await repo.updateOption(db, id, { enabled });
  return viewOf(db, row!);
}
