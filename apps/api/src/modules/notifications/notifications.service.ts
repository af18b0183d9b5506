import { isPro } from '@gifthub/shared/plans';
import type { TNotification, TNotificationType } from '@gifthub/shared/notifications';
import type { Db } from '../../db/client';
import type { TTeamAccess } from '../teams/team-access';
import { teamWithBalance } from '../billing/billing.team-view.service';
import { allocationNotifications } from '../corporate-products/corporate-products.service';
import { listAwaitingFunds, listWaitingClaims, type TRegistration } from '../registrations/registrations.service';

/** Claims named one by one in the notification box; more are counted in one notification. */
const CLAIMS_NAMED = 3;
/** How many waiting claims the dashboard counts, and how many confirmations waiting for funds. */
const CLAIMS_SHOWN = 20;
const AWAITING_SHOWN = 99;

/**
 * Notifications of spec 1 §2 (dashboard). team_config points at missing team setup; balance warns when
 * little is left to spend, or when campaign confirmations wait for funds; gift_registrations lists campaign claims
 * waiting for approval; allocation names the corporate products with few or no units left to allocate.
 */
export async function notifications(db: Db, access: TTeamAccess, type: TNotificationType): Promise<TNotification[]> {
  if (type === 'allocation') return allocationNotifications(db, access);
  const team = await teamWithBalance(db, access.team);
  if (type === 'team_config') {
    if (access.isDemo) return [];
    const list: TNotification[] = [];
    if (!team.logo_url) list.push({ id: 'team-logo', type, title: 'Add your team logo', text: 'Your logo is shown to recipients on gift pages and e-mails.', link: '/settings/team' });
    if (isPro(team.plan) && team.domains.length === 0)
      list.push({ id: 'team-domains', type, title: 'Add an eligible domain', text: 'Customers register for gifts with an e-mail in one of your eligible domains.', link: '/settings/team' });
    return list;
  }
  if (type === 'balance') {
    if (access.isDemo || !isPro(team.plan) || !access.permissions['team-finance']) return [];
    const list: TNotification[] = [];
    if (team.total_available <= 0)
      list.push({ id: 'balance-empty', type, title: 'Your team balance is empty', text: 'Top up your team balance to pay for gifts and campaigns.', link: '/billing' });
    const awaiting = await listAwaitingFunds(db, { teamId: access.team.id, limit: AWAITING_SHOWN + 1 });
    if (awaiting.length) {
      const n = awaiting.length > AWAITING_SHOWN ? `${AWAITING_SHOWN}+` : String(awaiting.length);
      list.push({
        id: 'balance-awaiting-funds',
        type,
        title: 'Claims are waiting for funds',
        text: `${n} approved ${awaiting.length === 1 ? 'claim is' : 'claims are'} waiting: your team balance does not cover ${awaiting.length === 1 ? 'it' : 'them'}. Top up to confirm ${awaiting.length === 1 ? 'it' : 'them'}.`,
        link: '/billing',
      });
    }
    return list;
  }
  if (type === 'gift_registrations') {
    // New campaign claims waiting for the team's approval (a member without view-others-orders: their own).
    const own = (r: TRegistration) => access.permissions['view-others-orders'] || r.invitedBy === access.userId || r.registeredBy === access.userId;
    const waiting = (await listWaitingClaims(db, access.team.id, CLAIMS_SHOWN)).filter(own);
    // A few claims are named one by one; more are one line, so the box stays short.
    if (waiting.length > CLAIMS_NAMED) {
      const n = waiting.length >= CLAIMS_SHOWN ? `${CLAIMS_SHOWN}+` : String(waiting.length);
      return [{ id: 'claims-waiting', type, title: `${n} claimed gifts are waiting for your approval`, text: "Approve or reject them in each campaign's recipients.", link: '/campaigns' }];
    }
    return waiting.map((r) => ({
      id: `claim-${r.id}`,
      type,
      title: `${`${r.firstName} ${r.lastName}`.trim() || r.email || 'A recipient'} has claimed a gift`,
      text: `${r.optionName ?? 'A gift'} is waiting for your approval.`,
      link: `/campaigns/${r.campaignId}`,
    }));
  }
  return [];
}
