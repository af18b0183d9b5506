import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crmConnections, crmSecrets, crmTriggerInvites, type TCrmConnectionRow, type TCrmSecretRow } from './crm.table';

export const findConnection = async (db: Db, teamId: number): Promise<TCrmConnectionRow | undefined> =>
  (await db.select().from(crmConnections).where(eq(crmConnections.teamId, teamId)).limit(1))[0];

/** Setup: the team's row with its provider (a connection already made is kept). */
export async function ensureConnection(db: Db, teamId: number, provider: TCrmConnectionRow['provider'], at: Date) {
  await db.insert(crmConnections).values({ teamId, provider, updatedAt: at }).onConflictDoNothing();
}

/** A return connects once per state: the update finds the row only if this state was not the last one used. */
export async function connect(db: Db, teamId: number, stateHash: string, v: Pick<TCrmConnectionRow, 'provider' | 'account' | 'accessToken' | 'refreshToken' | 'tokenExpiresAt' | 'connectedBy'> & { connectedAt: Date }) {
  const rows = await db
    .insert(crmConnections)
    .values({ teamId, ...v, stateHash, updatedAt: v.connectedAt })
    .onConflictDoUpdate({ target: crmConnections.teamId, set: { ...v, stateHash, updatedAt: v.connectedAt }, setWhere: sql`${crmConnections.stateHash} is distinct from ${stateHash}` })
    .returning({ teamId: crmConnections.teamId });
  return rows.length > 0;
}

export const deleteConnection = async (db: Db, teamId: number) => {
  await db.delete(crmConnections).where(eq(crmConnections.teamId, teamId));
};

export const findSecret = async (db: Db, teamId: number): Promise<TCrmSecretRow | undefined> =>
  (await db.select().from(crmSecrets).where(eq(crmSecrets.teamId, teamId)).limit(1))[0];

/** One secret per team: a new one replaces the old row, so the old secret stops answering at once. */
export async function replaceSecret(db: Db, v: TCrmSecretRow) {
  const { secretHash, preview, createdBy, createdAt } = v;
  await db.insert(crmSecrets).values(v).onConflictDoUpdate({ target: crmSecrets.teamId, set: { secretHash, preview, createdBy, createdAt } });
}

/** Serialises triggers for one contact of one campaign until the transaction ends. */
export async function lockContact(tx: Db, campaignId: number, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`crm-trigger:${campaignId}:${email}`}))`);
}

export const findTriggerInvite = async (db: Db, campaignId: number, email: string) =>
  (await db.select({ registrationId: crmTriggerInvites.registrationId }).from(crmTriggerInvites).where(and(eq(crmTriggerInvites.campaignId, campaignId), eq(crmTriggerInvites.email, email))).limit(1))[0];

export async function insertTriggerInvite(tx: Db, v: typeof crmTriggerInvites.$inferInsert) {
  await tx.insert(crmTriggerInvites).values(v);
}
