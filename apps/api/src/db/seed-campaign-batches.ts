import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from './client';
import { campaigns, registrations, teams } from './schema';

/**
 * Multi Send and Multi Invite lists on first start (issue 12), in Acme's active client thank-you campaign (run after
 * the recipients' seed): the campaign's Multi Invite rows and some of its link invitations become the list "Key
 * accounts autumn" (invited, visited, waiting for approval, confirmed, delivered), and its Select & Send gifts become
 * the Multi Send list "VIP clients summer" (confirmed, sent, delivered, lost). Rows, dates and charges stay as the
 * recipients' seed wrote them (already paid gifts keep their ledger spends); only the method, label and secret change.
 */
const CAMPAIGN = { team: 'acme', slug: 'client-thank-you-2026' };
const INVITE_LIST = 'Key accounts autumn';
const SEND_LIST = 'VIP clients summer';
const secret = () => randomBytes(24).toString('base64url');

export async function seedCampaignBatches(db: Db) {
  const [found] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .innerJoin(teams, eq(teams.id, campaigns.teamId))
    .where(and(eq(teams.slug, CAMPAIGN.team), eq(campaigns.slug, CAMPAIGN.slug)));
  if (!found) return;
  const rows = await db
    .select({ id: registrations.id, method: registrations.registrationMethod, registeredAt: registrations.registeredAt, confirmedAt: registrations.confirmedAt, sentAt: registrations.sentAt, visitedAt: registrations.visitedAt })
    .from(registrations)
    .where(and(eq(registrations.campaignId, found.id), isNotNull(registrations.invitedAt)))
    .orderBy(registrations.id);

  // Multi Invite: the Multi Invite rows, and one link invitation of each later state.
  const invite = rows.filter((r) => r.method === 'multiple-link').map((r) => r.id);
  const links = rows.filter((r) => r.method === 'link');
  const pick = (test: (r: (typeof rows)[number]) => boolean) => links.find((r) => test(r) && !invite.includes(r.id))?.id;
  for (const id of [
    pick((r) => r.visitedAt !== null && r.registeredAt === null),
    pick((r) => r.registeredAt !== null && r.confirmedAt === null),
    pick((r) => r.confirmedAt !== null && r.sentAt === null),
    pick((r) => r.sentAt !== null),
  ])
    if (id) invite.push(id);
  if (invite.length)
    await db
      .update(registrations)
      .set({ registrationMethod: 'multiple-link', batchLabel: INVITE_LIST, sharedSecret: secret(), invitationMessage: 'Thank you for a great autumn together. Choose the gift you would like!' })
      .where(inArray(registrations.id, invite));

  // Multi Send: the campaign's Select & Send gifts, sent together as one list.
  const sendSecret = secret();
  await db
    .update(registrations)
    .set({ registrationMethod: 'multiple', batchLabel: SEND_LIST, sharedSecret: sendSecret })
    .where(and(eq(registrations.campaignId, found.id), eq(registrations.registrationMethod, 'direct')));
}
