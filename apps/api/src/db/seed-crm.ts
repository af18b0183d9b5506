import { and, eq } from 'drizzle-orm';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import { randomSecret, sha256 } from '../lib/secrets';
import type { Db } from './client';
import { campaigns, crmConnections, crmSecrets, teamMembers } from './schema';

/**
 * The CRM link on first start (issue 12), in the demo team so the preview shows it working: the sandbox HubSpot
 * connected seven weeks ago by the demo manager, a CRM secret made then (random; only its hash is kept, so no one
 * holds it), and the Client Appreciation campaign taking CRM webhook calls and its multi-use link.
 */
export async function seedCrm(db: Db, now = new Date()) {
  const [manager] = await db.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, DEMO_TEAM_ID)).limit(1);
  if (!manager) return;
  const connectedAt = new Date(now.getTime() - 49 * 86_400_000);
  await db.insert(crmConnections).values({
    teamId: DEMO_TEAM_ID,
    provider: 'sandbox',
    account: 'Sandbox CRM',
    accessToken: `sandbox-access-${randomSecret(16)}`,
    refreshToken: `sandbox-refresh-${randomSecret(16)}`,
    connectedAt,
    connectedBy: manager.userId,
    updatedAt: connectedAt,
  });
  const secret = `ghcrm_${randomSecret(32)}`;
  await db.insert(crmSecrets).values({ teamId: DEMO_TEAM_ID, secretHash: sha256(secret), preview: `ghcrm_…${secret.slice(-4)}`, createdBy: manager.userId, createdAt: new Date(connectedAt.getTime() + 20 * 60_000) });
  await db
    .update(campaigns)
    .set({ integrations: { crm_webhook: true, multilink: true } })
    .where(and(eq(campaigns.teamId, DEMO_TEAM_ID), eq(campaigns.slug, 'client-appreciation')));
}
