import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns } from '../campaigns/campaigns.table';
import { registrationEvents, registrations, type TRegistrationRow } from './registrations.table';
import type { TRegistrationInsert } from './registrations.repository';

// The campaign claim page's writes to registrations: a recipient picks an option, opts out, or registers on a
// public or internal campaign's own page. Each pick is one conditional update.

/** An invitation still open (not registered, not rejected, no option, not expired at `at`) whose campaign still takes claims. */
const openInvitation = (id: number, at: Date) =>
  and(
    eq(registrations.id, id),
    isNull(registrations.registeredAt),
    isNull(registrations.rejectedAt),
    isNull(registrations.optionId),
    isNull(registrations.expiredAt),
    sql`(${registrations.expiresAt} is null or ${registrations.expiresAt} > ${at})`,
    sql`exists (select 1 from ${campaigns} where ${campaigns.id} = ${registrations.campaignId} and ${campaigns.status} = 'active')`,
  );

/** The recipient's pick (option, prices, address): only if still open and the campaign active. undefined: it was not. */
export const pickOpen = async (tx: Db, id: number, values: Partial<TRegistrationInsert>): Promise<TRegistrationRow | undefined> =>
  (await tx.update(registrations).set(values).where(openInvitation(id, values.registeredAt ?? new Date())).returning())[0];

/** 'No, thanks' on a campaign invitation: registered without an option (shown as rejected); nothing is charged. */
export const optOutOpen = async (tx: Db, id: number, at: Date): Promise<TRegistrationRow | undefined> =>
  (await tx.update(registrations).set({ registeredAt: at }).where(openInvitation(id, at)).returning())[0];

export const insertRegistration = async (tx: Db, values: TRegistrationInsert) => (await tx.insert(registrations).values(values).returning())[0] as TRegistrationRow;

export const insertEvent = (tx: Db, values: typeof registrationEvents.$inferInsert) => tx.insert(registrationEvents).values(values);

/** Claims of an option that count against its voucher limit: picked and not rejected. */
export const countOptionClaims = async (tx: Db, optionId: number) =>
  (await tx.select({ n: count() }).from(registrations).where(and(eq(registrations.optionId, optionId), isNotNull(registrations.registeredAt), isNull(registrations.rejectedAt))))[0]?.n ?? 0;

/** Whether this e-mail has already registered on the campaign (a public page takes one claim per address). */
export const hasRegistered = async (db: Db, campaignId: number, email: string) =>
  (
    await db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.campaignId, campaignId), eq(sql`lower(${registrations.email})`, email.toLowerCase()), isNotNull(registrations.registeredAt)))
      .limit(1)
  ).length > 0;

/** Holds one e-mail of one campaign until the transaction ends, so two registrations of it cannot both pass the check. */
export const lockCampaignEmail = (tx: Db, campaignId: number, email: string) => tx.execute(sql`select pg_advisory_xact_lock(${campaignId}, hashtext(${email.toLowerCase()}))`);
