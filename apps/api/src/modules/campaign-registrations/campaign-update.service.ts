/**
 * PUT /gb-registrations/{id} (spec 1 §4 row actions and Editing, §7): confirm (the charge, campaign-confirm),
 * reject, remind, edit, note-update, sales-update and mark-as-resolved. Each is allowed only in the states the
 * shared row actions offer it (recipientActions; 409 with actionRefusals otherwise), on campaign gifts only, for
 * members of the campaign's team; every action is a Pro write (managing registrations, notes) refused in the demo.
 */
import { actionRefusals, campaignRegistrationTexts, type TRegistrationRead, type ZRegistrationUpdate } from '@gifthub/shared/campaign-registrations';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { msg } from '@gifthub/shared/messages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import { findCampaignOption } from '../campaigns/campaign-lookup.service';
import { releaseOptionUnits, takeOptionUnit } from '../campaigns/campaign-pages.service';
import { holdTeamProduct, releaseTeamProduct } from '../catalogue/team-products.service';
import { requireTeamWrite } from '../campaigns/campaigns.service';
import { mailTemplates } from '../mail/mail.templates';
import {
  costColumns,
  getOrder,
  memberName,
  recordEmailed,
  recordEvent,
  rejectWaitingClaim,
  resolveDelivery,
  updateCampaignRegistration,
  type TRegistration,
  type TRegistrationValues,
} from '../registrations/registrations.service';
import { inviteLink } from '../registrations/registrations.views';
import { confirmRegistration } from './campaign-confirm.service';
import { optionColumns, priceOption, requireAvailable } from './campaign-pricing.service';
import { registrationScope, requireAction, type TActor, type TRegistrationScope } from './campaign-recipients.service';

export type TRegistrationUpdateInput = z.output<typeof ZRegistrationUpdate>;
type TEdit = Extract<TRegistrationUpdateInput, { action: 'edit' }>;
type TCtx = { deps: TLinkDeps; s: TRegistrationScope; byName: string; now: Date };

const refused = (action: keyof typeof actionRefusals) => new AppError(ERROR_CODES.actionRefused, 409, actionRefusals[action]);

const ADDRESS_FIELDS = ['address_line_1', 'address_line_2', 'city', 'region', 'postcode', 'country', 'phone'] as const;
const REQUIRED_WHEN_GIVEN = { first_name: 'First Name', last_name: 'Last Name', email: 'E-mail', address_line_1: 'Address line 1', city: 'City', postcode: 'Postcode' } as const;

/** Given fields that are required may not be emptied (spec 1 §5 Edit). */
function requireFilled(body: TEdit) {
  const errors: Record<string, string[]> = {};
  for (const [field, label] of Object.entries(REQUIRED_WHEN_GIVEN)) if (body[field as keyof TEdit] === '') errors[field] = [msg.required(label)];
  if (Object.keys(errors).length) throw AppError.validation(errors);
}

/**
 * The gift's new price when its option, quantity, shipping country or notecard change (recomputed from the
 * option). A confirmed gift has been paid for: a change of its price or option is refused.
 */
async function repriced(db: Db, r: TRegistration, body: TEdit, campaignId: number): Promise<Partial<TRegistrationValues>> {
  const optionId = body.option_id ?? r.optionId!;
  const quantity = body.quantity ?? r.quantity;
  const country = body.country ?? r.country ?? 'GB';
  const notecardType = body.notecard_type ?? r.notecardType;
  const notecardText = body.notecard_text ?? r.notecardText ?? '';
  const changed = optionId !== r.optionId || quantity !== r.quantity || country !== (r.country ?? 'GB') || notecardType !== r.notecardType || notecardText !== (r.notecardText ?? '');
  if (!changed) return {};
  const option = requireAvailable(await findCampaignOption(db, campaignId, optionId), quantity);
  const sale = priceOption(option, {
    quantity,
    country,
    notecard_type: notecardType,
    notecard_text: notecardText,
    voucher_value: r.voucherValue === null ? undefined : r.voucherValue / 100,
  });
  if (r.confirmedAt && (option.id !== r.optionId || sale.prices.total.iv !== r.totalIv)) throw new AppError(ERROR_CODES.conflict, 409, campaignRegistrationTexts.paidGiftFixed);
  const columns = optionColumns(sale, option.id === r.optionId ? r.productName : null);
  return { ...columns, ...costColumns(sale.type, sale.prices) };
}

/**
 * An edit that changes a claimed gift's option or quantity moves its units: the old ones go back, the new ones are
 * taken (422 on option_id when none is left), in the edit's transaction.
 */
async function moveUnits(tx: Db, r: TRegistration, values: Partial<TRegistrationValues>) {
  const optionId = values.optionId ?? r.optionId;
  const quantity = values.quantity ?? r.quantity;
  if (!r.optionId || !optionId || (optionId === r.optionId && quantity === r.quantity)) return;
  await releaseOptionUnits(tx, r.optionId, r.quantity);
  for (let i = 0; i < quantity; i++) if (!(await takeOptionUnit(tx, optionId))) throw AppError.field('option_id', campaignRegistrationTexts.optionUnavailable);
  // And a corporate product's held units move with it.
  await releaseTeamProduct(tx, r);
  if (!(await holdTeamProduct(tx, { productId: values.productId ?? r.productId, quantity, registrationMethod: r.registrationMethod })))
    throw AppError.field('option_id', campaignRegistrationTexts.optionUnavailable);
}

/** Edit Details (spec 1 §5 Edit): names, e-mail and company; the option and quantity; the address only by the member who registered it. */
async function edit(c: TCtx, body: TEdit) {
  const r = c.s.registration;
  requireFilled(body);
  const values: Partial<TRegistrationValues> = {};
  if (body.email !== undefined) values.email = body.email;
  // An option-less registration takes only its e-mail.
  if (r.optionId) {
    if (body.first_name !== undefined) values.firstName = body.first_name;
    if (body.last_name !== undefined) values.lastName = body.last_name;
    if (body.company !== undefined) values.company = body.company || null;
    const addressGiven = ADDRESS_FIELDS.some((f) => body[f] !== undefined);
    if (addressGiven && r.registeredBy !== c.s.access.userId) throw AppError.forbidden(campaignRegistrationTexts.editAddressNotYours);
    if (addressGiven && r.type === 'physical') {
      if (body.address_line_1 !== undefined) values.addressLine1 = body.address_line_1;
      if (body.address_line_2 !== undefined) values.addressLine2 = body.address_line_2 || null;
      if (body.city !== undefined) values.city = body.city;
      if (body.region !== undefined) values.region = body.region || null;
      if (body.postcode !== undefined) values.postcode = body.postcode.toUpperCase();
      if (body.country !== undefined) values.country = body.country;
      if (body.phone !== undefined) values.phone = body.phone || null;
    }
    Object.assign(values, await repriced(c.deps.db, r, addressGiven ? body : { ...body, country: undefined }, c.s.campaign.id));
  }
  if (!Object.keys(values).length) return;
  await c.deps.db.transaction(async (tx) => {
    await moveUnits(tx, r, values);
    await updateCampaignRegistration(tx, r.id, values);
    await recordEvent(tx, r.id, 'edited', { fields: Object.keys(values), by: c.byName }, c.s.access.userId, c.now);
  });
}

async function reject(c: TCtx) {
  await c.deps.db.transaction(async (tx) => {
    const row = await rejectWaitingClaim(tx, c.s.registration.id, c.now);
    if (!row) throw refused('reject');
    // The unit the claim took goes back to its option.
    if (row.optionId) await releaseOptionUnits(tx, row.optionId, row.quantity);
    await releaseTeamProduct(tx, row);
    await recordEvent(tx, row.id, 'rejected', { by: c.byName }, c.s.access.userId, c.now);
  });
}

async function remind(c: TCtx) {
  const r = c.s.registration;
  if (!r.email) throw AppError.field('email', msg.required('E-mail'));
  const mail = mailTemplates.campaignReminder(c.deps.config, {
    to: r.email,
    recipientName: r.firstName,
    teamName: c.s.access.team.name,
    link: inviteLink(c.deps.config.publicUrl, c.s.access.team.slug, r.secret),
  });
  await c.deps.db.transaction(async (tx) => {
    await c.deps.mailer.enqueue(mail, tx);
    await recordEvent(tx, r.id, 'reminded', { by: c.byName }, c.s.access.userId, c.now);
    await recordEmailed(tx, r.id, mail.kind, c.now);
  });
  c.deps.mailer.nudge();
}

async function confirm(c: TCtx) {
  const { outcome } = await confirmRegistration(c.deps, c.s.registration.id, { userId: c.s.access.userId, name: c.byName });
  if (outcome === 'awaiting-funds') throw new AppError(ERROR_CODES.insufficientBalance, 409, campaignRegistrationTexts.awaitingFunds);
  if (outcome === 'not-waiting') throw refused('confirm');
}

/** One field write and its timeline event. */
async function write(c: TCtx, values: Partial<TRegistrationValues>, event: string, data: Record<string, unknown>) {
  await c.deps.db.transaction(async (tx) => {
    await updateCampaignRegistration(tx, c.s.registration.id, values);
    await recordEvent(tx, c.s.registration.id, event, { ...data, by: c.byName }, c.s.access.userId, c.now);
  });
}

/** PUT /gb-registrations/{id}: the action, then the registration as read. */
export async function updateRegistration(deps: TLinkDeps, user: TActor, id: number, body: TRegistrationUpdateInput): Promise<TRegistrationRead> {
  const s = await registrationScope(deps.db, user, id);
  requireTeamWrite(s.access, 'campaigns', deps.config.productName);
  requireAction(body.action, s);
  const c: TCtx = { deps, s, byName: await memberName(deps.db, s.access.userId), now: deps.clock.now() };
  switch (body.action) {
    case 'confirm':
      await confirm(c);
      break;
    case 'reject':
      await reject(c);
      break;
    case 'remind':
      await remind(c);
      break;
    case 'edit':
      await edit(c, body);
      break;
    case 'note-update': {
      const text = body.note.trim();
      await write(c, { note: text ? { text, date: c.now.toISOString(), by: c.byName } : null }, 'note', { text });
      break;
    }
    case 'sales-update':
      await write(c, body.flag === 'demo_booked' ? { demoBooked: body.value } : { dealClosed: body.value }, 'sales', { flag: body.flag, value: body.value });
      break;
    case 'mark-as-resolved': {
      const resolution = body.resolution || 'Resolved';
      await deps.db.transaction(async (tx) => {
        if (!(await resolveDelivery(tx, s.registration.id, resolution))) throw refused('mark-as-resolved');
        await recordEvent(tx, s.registration.id, 'resolve', { delivery_resolution: resolution, by: c.byName }, s.access.userId, c.now);
      });
      break;
    }
  }
  return getOrder(deps, user, id);
}
