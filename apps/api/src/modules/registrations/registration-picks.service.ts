/**
 * The campaign claim page on the registration core: a recipient picks one of the campaign's options (with the
 * prices computed by the caller), opts out ('No, thanks': registered without an option, shown as rejected and
 * never charged), or registers on a public or internal campaign's own page. The caller (modules/campaign-pages)
 * holds the transaction that also takes the option's unit; the charge comes later, on confirmation.
 */
import type { Db } from '../../db/client';
import * as repo from './registration-picks.repository';
import { emitGiftEvent } from '../webhooks/webhook-events.service';
import type { TRegistration, TRegistrationValues } from './registrations.service';

/** What a pick writes: the option, its prices and the recipient's details. */
export type TPickValues = Partial<TRegistrationValues> & { optionId: number; registeredAt: Date; type: TRegistration['type'] };

/** The pick of an open invitation, with its 'claimed' event; null: it was claimed, opted out or closed meanwhile. */
export async function pickOption(tx: Db, r: TRegistration, values: TPickValues): Promise<TRegistration | null> {
  const row = await repo.pickOpen(tx, r.id, values);
  if (!row) return null;
  await repo.insertEvent(tx, { registrationId: row.id, type: 'claimed', data: { option_id: values.optionId }, byUserId: null, at: values.registeredAt });
  await emitGiftEvent(tx, 'gift.claimed', row, values.registeredAt);
  return row;
}

/** 'No, thanks' on an open invitation; null: it was used meanwhile. */
export async function optOut(tx: Db, r: TRegistration, at: Date): Promise<TRegistration | null> {
  const row = await repo.optOutOpen(tx, r.id, at);
  if (!row) return null;
  await repo.insertEvent(tx, { registrationId: row.id, type: 'opted_out', data: null, byUserId: null, at });
  await emitGiftEvent(tx, 'gift.declined', row, at);
  return row;
}

/** A visitor of a campaign's own page registers with their pick (registration_method public): its events are registered and claimed. */
export async function registerPublic(tx: Db, values: TPickValues & { teamId: number; campaignId: number; secret: string; method?: 'public' | 'external' }): Promise<TRegistration> {
  const { method = 'public', ...rest } = values;
  const row = await repo.insertRegistration(tx, { ...rest, registrationMethod: method, platform: 'gifting', createdAt: values.registeredAt });
  await repo.insertEvent(tx, { registrationId: row.id, type: 'registered', data: { method }, byUserId: null, at: values.registeredAt });
  await repo.insertEvent(tx, { registrationId: row.id, type: 'claimed', data: { option_id: values.optionId }, byUserId: null, at: values.registeredAt });
  await emitGiftEvent(tx, 'gift.claimed', row, values.registeredAt);
  return row;
}

/** Claims of an option so far (its voucher limit), counted after its row lock is held. */
export const optionClaims = (tx: Db, optionId: number) => repo.countOptionClaims(tx, optionId);

/** Inside the registering transaction: takes the e-mail's lock, then whether it already registered (one per e-mail, also under concurrent requests). */
export async function emailRegisteredLocked(tx: Db, campaignId: number, email: string) {
  await repo.lockCampaignEmail(tx, campaignId, email);
  return repo.hasRegistered(tx, campaignId, email);
}

/** Whether this e-mail already registered on the campaign. */
export const emailRegistered = (db: Db, campaignId: number, email: string) => repo.hasRegistered(db, campaignId, email);
