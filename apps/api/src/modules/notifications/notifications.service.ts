import { isPro } from '@gifthub/shared/plans';
import type { TNotification, TNotificationType } from '@gifthub/shared/notifications';
import type { Db } from '../../db/client';
import type { TTeamAccess } from '../teams/team-access';
import { teamWithBalance } from '../billing/billing.team-view.service';

/**
 * Notifications of spec 1 §2 (dashboard). team_config points at missing team setup; balance warns when
 * little is left to spend. gift_registrations and allocation are filled in by the gifting and product areas.
 */
export async function notifications(db: Db, access: TTeamAccess, type: TNotificationType): Promise<TNotification[]> {
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
    if (team.total_available <= 0)
      return [{ id: 'balance-empty', type, title: 'Your team balance is empty', text: 'Top up your team balance to pay for gifts and campaigns.', link: '/billing' }];
    return [];
  }
  return [];
}
