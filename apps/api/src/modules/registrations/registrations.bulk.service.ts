/**
 * The registration core's side of Multi Send and Multi Invite (campaign-registrations/campaign-bulk.service): many
 * registrations written at once with their first events, and a batch's figures, rename and per-e-mail lookup. The
 * selling module decides prices, payment and mail; this writes rows in multi-row INSERTs inside its transaction.
 */
import type { Db } from '../../db/client';
import * as repo from './registrations.bulk.repository';
import type { TRegistrationValues } from './registrations.service';

export type TBatchStats = NonNullable<Awaited<ReturnType<typeof repo.batchStats>>>;

/** Writes the rows (each with its 'invited' or 'registered' event) and answers their ids, secrets and e-mails in order. */
export const createRegistrations = (tx: Db, rows: TRegistrationValues[], event: { invited: boolean; data: Record<string, unknown>; byUserId: number; at: Date }) =>
  repo.insertRegistrations(tx, rows, { type: event.invited ? 'invited' : 'registered', data: event.data, byUserId: event.byUserId, at: event.at });

export const recordEmailedMany = (tx: Db, ids: number[], kind: string, at: Date) => repo.insertEmailedEvents(tx, ids, kind, at);

export const batchStats = (db: Db, campaignId: number, sharedSecret: string) => repo.batchStats(db, campaignId, sharedSecret);
export const renameBatch = (tx: Db, campaignId: number, sharedSecret: string, label: string) => repo.renameBatch(tx, campaignId, sharedSecret, label);
export const batchEmails = (db: Db, campaignId: number, sharedSecret: string, emails: string[]) => repo.batchEmails(db, campaignId, sharedSecret, emails.map((e) => e.toLowerCase()));
export const findBatchRegistration = (db: Db, campaignId: number, sharedSecret: string, email: string) => repo.findBatchRegistration(db, campaignId, sharedSecret, email);
