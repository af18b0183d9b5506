import { billingTexts, creditLimitTexts, topUpTexts, type TAdminTeamBilling, type TAdminTopUp, type TBalance, type TTeamTransaction, type TTransactionsQuery } from '@gifthub/shared/billing';
import { pageMeta } from '@gifthub/shared/paging';
import { isPro } from '@gifthub/shared/plans';
import { formatPence, toPence } from '@gifthub/shared/pricing';
import type { Db } from '../../db/client';
import type { TDeps } from '../../deps';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import { mailTemplates } from '../mail/mail.templates';
import { setCreditLimitRow } from '../teams/teams.service';
import { listTransactions, ledgerView } from './billing.history.service';
import * as repo from './billing.repository';
import { adjust, balanceFrom, balanceInPounds, credit, getBalance } from './billing.service';
import type { TTopUpRow } from './billing.table';
import { afterTopUpPaid, topUpDescription, topUpView } from './billing.top-up.service';

/** The staff billing back office: bank-transfer requests, a team's balance and ledger, adjustments and the credit limit. */

type TTopUpWithNames = NonNullable<Awaited<ReturnType<typeof repo.findTopUpWithNames>>>;
export const adminTopUpView = (r: TTopUpWithNames): TAdminTopUp => ({
  ...topUpView(r.topUp),
  team_id: r.topUp.teamId,
  team_name: r.teamName,
  requested_by: r.requesterEmail ? `${r.requesterName} <${r.requesterEmail}>` : null,
  repay: r.topUp.repay === 1,
});

export async function listTopUpRequests(db: Db, q: { status?: TTopUpRow['status']; team_id?: number; page: number; per_page: number }) {
  const { rows, total } = await repo.listTopUps(db, { status: q.status, teamId: q.team_id, page: q.page, perPage: q.per_page });
  return { data: rows.map(adminTopUpView), meta: pageMeta(total, q.page, q.per_page) };
}

/**
 * Staff: a bank transfer arrived. The status change and the ledger credit are one transaction under the team
 * lock, and only a 'requested' top-up changes, so marking it paid twice credits the balance once.
 */
export async function markTopUpPaid(deps: TLinkDeps, topUpId: number): Promise<TAdminTopUp> {
  const at = deps.clock.now();
  const changed = await deps.db.transaction(async (tx) => {
    const t = await repo.findTopUp(tx, topUpId);
    if (!t) throw AppError.notFound('Top-up');
    await repo.lockTeam(tx, t.teamId);
    const updated = await repo.setTopUpStatus(tx, topUpId, 'paid', at);
    if (!updated) {
      const now = await repo.findTopUp(tx, topUpId);
      if (now?.status === 'paid') return null;
      throw AppError.conflict(topUpTexts.cancelled);
    }
    const repay = updated.repay === 1;
    await credit(tx, { teamId: t.teamId, userId: t.userId, type: repay ? 'credit-repayment' : 'top-up', description: topUpDescription('bank-transfer', repay), topUpId, at, amount: t.amount });
    return updated;
  });
  const view = (await repo.findTopUpWithNames(deps.db, topUpId))!;
  if (changed) await afterTopUpPaid(deps, changed, view.teamName);
  return adminTopUpView(view);
}

/** Staff: cancel a requested bank transfer; a paid one cannot be cancelled (revert its ledger row instead). */
export async function cancelTopUp(deps: TLinkDeps, topUpId: number): Promise<TAdminTopUp> {
  const t = await repo.findTopUp(deps.db, topUpId);
  if (!t) throw AppError.notFound('Top-up');
  const updated = await repo.setTopUpStatus(deps.db, topUpId, 'cancelled', deps.clock.now());
  if (!updated) {
    const now = await repo.findTopUp(deps.db, topUpId);
    if (now?.status === 'paid') throw AppError.conflict(topUpTexts.alreadyPaid);
  }
  if (updated) {
    // Its unpaid invoice goes too, so the team is not asked to pay a cancelled request (never throws).
    await deps.topUpDocuments.withdrawInvoice(deps, topUpId);
  }
  const view = (await repo.findTopUpWithNames(deps.db, topUpId))!;
  if (updated && view.requesterEmail) {
    await deps.mailer.enqueue(mailTemplates.topUpCancelled(deps.config, { to: view.requesterEmail, name: view.requesterName ?? '', teamName: view.teamName, amount: t.amount, topUpId, repay: t.repay === 1 }));
    deps.mailer.nudge();
  }
  return adminTopUpView(view);
}

async function findTeamOr404(db: Db, teamId: number) {
  const team = await repo.findTeamSummary(db, teamId);
  if (!team) throw AppError.notFound('Team');
  return team;
}

export async function adminTeamBilling(db: Db, teamId: number): Promise<TAdminTeamBilling> {
  const team = await findTeamOr404(db, teamId);
  const b = await getBalance(db, teamId);
  return { team: { id: team.id, name: team.name, slug: team.slug, plan: team.plan }, balance: balanceInPounds(b) };
}

export async function adminLedger(db: Db, teamId: number, q: TTransactionsQuery) {
  const team = await findTeamOr404(db, teamId);
  return listTransactions(db, team.id, q);
}

/** Staff: a manual adjustment (pounds, ±) with its reason as the row's description. */
export async function adjustBalance(deps: TDeps, staffUserId: number, teamId: number, body: { amount: number; reason: string }): Promise<TTeamTransaction> {
  const team = await findTeamOr404(deps.db, teamId);
  // Only Pro teams hold a team balance: staff may take money off a former Pro team's ledger, never put it on a free one.
  if (body.amount > 0 && !isPro(team.plan)) throw AppError.field('amount', billingTexts.adjustmentNeedsPro);
  const row = await deps.db.transaction((tx) =>
    adjust(tx, { teamId, userId: staffUserId, type: 'adjustment', description: body.reason.trim(), at: deps.clock.now(), amount: toPence(body.amount) }),
  );
  return ledgerView(row);
}

/** Staff: set the credit limit (pounds); never below the credit already in use. */
export async function setCreditLimit(deps: TDeps, teamId: number, creditLimitPounds: number): Promise<TBalance> {
  const limit = toPence(creditLimitPounds);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.lockTeam(tx, teamId))) throw AppError.notFound('Team');
    const used = balanceFrom(await repo.ledgerBalance(tx, teamId), limit).credit_used;
    if (limit < used) throw AppError.field('credit_limit', creditLimitTexts.belowUsed(formatPence(used)));
    await setCreditLimitRow(tx, teamId, limit);
  });
  return balanceInPounds(await getBalance(deps.db, teamId));
}
