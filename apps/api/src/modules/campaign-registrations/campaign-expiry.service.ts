/**
 * Unclaimed campaign gifts (issue 12): the recurring job "campaign-invitations" (background-jobs.ts)
 * sends the reminders that fell due and closes the invitations that expired. Both read only due rows from their
 * partial indexes, a page at a time, and each write is conditional, so a reminder goes once and an expiry closes
 * once even if two sweeps overlapped. A reminder goes to an e-mailed invitation not claimed, declined or expired;
 * an expiry closes an invitation not claimed yet, or a claim still waiting for the team balance, whose option
 * unit then goes back to the option.
 */
import { nextReminderAt } from '@gifthub/shared/campaign-expiry';
import type { TDeps } from '../../deps';
import { withDefaultLinks } from '../../lib/public-url';
import { findCampaignById, type TCampaignRecord } from '../campaigns/campaign-lookup.service';
import { releaseOptionUnits } from '../campaigns/campaign-pages.service';
import { releaseTeamProduct } from '../catalogue/team-products.service';
import { mailTemplates } from '../mail/mail.templates';
import { dropReminder, dueExpiries, dueReminders, expireInvitation, recordReminder } from '../registrations/registration-expiry.service';
import { recordEmailed, type TRegistration } from '../registrations/registrations.service';
import { inviteLink } from '../registrations/registrations.views';
import { findTeam } from '../teams/teams.service';

const PAGE = 200;
/** A run stops after this many pages; the next run (a minute later) goes on. */
const MAX_PAGES = 50;
const formatDay = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

type TLookups = { campaign: (id: number | null) => Promise<TCampaignRecord | undefined>; team: (id: number) => Promise<{ name: string; slug: string } | undefined> };
/** Campaigns and teams read once per run, however many of their rows fall due. */
function lookups(deps: TDeps): TLookups {
  const campaigns = new Map<number, Promise<TCampaignRecord | undefined>>();
  const teams = new Map<number, Promise<{ name: string; slug: string } | undefined>>();
  return {
    campaign: async (id) => (id === null ? undefined : campaigns.get(id) ?? campaigns.set(id, findCampaignById(deps.db, id)).get(id)),
    team: (id) => teams.get(id) ?? teams.set(id, findTeam(deps.db, id)).get(id)!,
  };
}

const isOpen = (r: TRegistration) => !r.registeredAt && !r.rejectedAt && !r.expiredAt && !r.confirmedAt;

async function remind(deps: TDeps, look: TLookups, r: TRegistration, now: Date): Promise<boolean> {
  const campaign = await look.campaign(r.campaignId);
  const team = await look.team(r.teamId);
  if (!isOpen(r) || !r.sendEmail || !r.email || !campaign || !team || !r.invitedAt || (r.expiresAt && r.expiresAt <= now)) {
    await dropReminder(deps.db, r.id);
    return false;
  }
  // A run that was late sends one reminder, not every one it missed.
  const next = nextReminderAt(r.invitedAt, campaign.reminderDays, now);
  const { config } = withDefaultLinks(deps);
  const mail = mailTemplates.campaignReminder(config, {
    to: r.email,
    recipientName: r.firstName,
    teamName: team.name,
    link: inviteLink(config.publicUrl, team.slug, r.secret),
    expiresOn: r.expiresAt ? formatDay(r.expiresAt) : null,
  });
  return deps.db.transaction(async (tx) => {
    const counted = await recordReminder(tx, r, now, next && (!r.expiresAt || next < r.expiresAt) ? next : null);
    if (!counted) return false;
    await deps.mailer.enqueue(mail, tx);
    await recordEmailed(tx, r.id, mail.kind, now);
    return true;
  });
}

/** Closes one expired invitation and gives back what its claim held (the option's unit; a wait for funds ends). */
const expire = (deps: TDeps, r: TRegistration, now: Date) =>
  deps.db.transaction(async (tx) => {
    const closed = await expireInvitation(tx, r.id, now);
    if (closed?.optionId) await releaseOptionUnits(tx, closed.optionId, closed.quantity);
    if (closed) await releaseTeamProduct(tx, closed);
    return Boolean(closed);
  });

/** One run of the sweep: what fell due by now (the injectable clock). */
export async function sweepCampaignInvitations(deps: TDeps): Promise<{ reminded: number; expired: number }> {
  const now = deps.clock.now();
  const look = lookups(deps);
  let expired = 0;
  let reminded = 0;
  // Expiry first: an invitation that expired gets no reminder.
  for (let page = 0; page < MAX_PAGES; page++) {
    const rows = await dueExpiries(deps.db, now, PAGE);
    for (const r of rows) if (await expire(deps, r, now)) expired++;
    if (rows.length < PAGE) break;
  }
  for (let page = 0; page < MAX_PAGES; page++) {
    const rows = await dueReminders(deps.db, now, PAGE);
    for (const r of rows) if (await remind(deps, look, r, now)) reminded++;
    if (rows.length < PAGE) break;
  }
  if (reminded) deps.mailer.nudge();
  if (expired || reminded) deps.log.info({ expired, reminded }, 'campaign invitations swept');
  return { reminded, expired };
}
