import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTeamParams, ZIdParams } from '@gifthub/shared/fields';
import {
  ZAdminTeamBilling,
  ZAdminTopUp,
  ZAdminTopUpsQuery,
  ZBalance,
  ZBalanceAdjustment,
  ZCheckBalance,
  ZCheckBalanceQuery,
  ZCreditLimitUpdate,
  ZDirectTransactionsPage,
  ZTeamTransaction,
  ZTopUp,
  ZTopUpItem,
  ZTopUpPrices,
  ZTopUpPricesQuery,
  ZTransactionExportQuery,
  ZTransactionsPage,
  ZTransactionsQuery,
} from '@gifthub/shared/billing';
import { paged } from '@gifthub/shared/paging';
import type { TDeps } from '../../deps';
import { requireAccess, requireAuth } from '../../plugins/auth';
import * as admin from './billing.admin.service';
import { exportTransactions } from './billing.export.service';
import { sendCsv } from '../../lib/csv';
import { listDirectTransactions, listTransactions, recentDirectTransactions, recentTransactions } from './billing.history.service';
import * as billing from './billing.service';
import { topUp, topUpPrices } from './billing.top-up.service';
import { forRequest } from '../../lib/public-url';

const finance = { permission: 'team-finance' } as const;
// Direct (card) history: use-cards and the pro plan (spec 3 §6 menu).
const direct = { permission: 'use-cards', pro: 'directHistory' } as const;
const staff = { permission: 'staff' } as const;

/** Team balance, histories, CSV exports, top-ups (spec 3 §2.7, §7 Billing) and the staff billing back office. */
export const billingRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get('/teams/:teamId/balance', { config: finance, schema: { params: ZTeamParams, response: { 200: ZBalance } } }, (req) =>
    billing.teamBalance(deps.db, requireAccess(req)),
  );

  // Team balance is pro only; other plans are forced to card (spec 1 §6).
  app.get(
    '/teams/:teamId/check-balance',
    { config: { permission: 'use-balance', pro: 'teamCredit' }, schema: { params: ZTeamParams, querystring: ZCheckBalanceQuery, response: { 200: ZCheckBalance } } },
    (req) => billing.checkBalance(deps.db, requireAccess(req), req.query.amount),
  );

  app.get('/teams/:teamId/transactions', { config: finance, schema: { params: ZTeamParams, querystring: ZTransactionsQuery, response: { 200: ZTransactionsPage } } }, (req) =>
    listTransactions(deps.db, requireAccess(req).team.id, req.query),
  );
  app.get('/teams/:teamId/transactions/recent', { config: finance, schema: { params: ZTeamParams, response: { 200: ZTransactionsPage } } }, (req) =>
    recentTransactions(deps.db, requireAccess(req)),
  );
  app.get('/teams/:teamId/transactions/export', { config: finance, schema: { params: ZTeamParams, querystring: ZTransactionExportQuery } }, async (req, reply) =>
    sendCsv(reply, await exportTransactions(deps.db, requireAccess(req), 'ledger', req.query)),
  );

  app.get('/teams/:teamId/transactions/direct', { config: direct, schema: { params: ZTeamParams, querystring: ZTransactionsQuery, response: { 200: ZDirectTransactionsPage } } }, (req) =>
    listDirectTransactions(deps.db, requireAccess(req), req.query),
  );
  app.get('/teams/:teamId/transactions/recent/direct', { config: direct, schema: { params: ZTeamParams, response: { 200: ZDirectTransactionsPage } } }, (req) =>
    recentDirectTransactions(deps.db, requireAccess(req)),
  );
  app.get('/teams/:teamId/transactions/direct/export', { config: direct, schema: { params: ZTeamParams, querystring: ZTransactionExportQuery } }, async (req, reply) =>
    sendCsv(reply, await exportTransactions(deps.db, requireAccess(req), 'direct', req.query)),
  );

  // Top-ups live on the billing overview (team-finance); the service checks use-balance / use-cards per method.
  app.get(
    '/teams/:teamId/top-up/prices',
    { config: { ...finance, pro: 'teamCredit' }, schema: { params: ZTeamParams, querystring: ZTopUpPricesQuery, response: { 200: ZTopUpPrices } } },
    (req) => topUpPrices(deps, requireAccess(req), req.query),
  );
  app.post(
    '/teams/:teamId/top-up',
    { config: { ...finance, pro: 'teamCredit', idempotent: true }, schema: { params: ZTeamParams, body: ZTopUpItem, response: { 200: ZTopUp } } },
    (req) => topUp(forRequest(deps, req), requireAccess(req), req.body, { idempotencyKey: req.idempotencyKey ?? undefined }),
  );

  // ---- Staff back office ----
  app.get('/admin/billing/top-ups', { config: staff, schema: { querystring: ZAdminTopUpsQuery, response: { 200: paged(ZAdminTopUp) } } }, (req) =>
    admin.listTopUpRequests(deps.db, req.query),
  );
  app.post('/admin/billing/top-ups/:id/paid', { config: staff, schema: { params: ZIdParams, response: { 200: ZAdminTopUp } } }, (req) => admin.markTopUpPaid(forRequest(deps, req), req.params.id));
  app.post('/admin/billing/top-ups/:id/cancel', { config: staff, schema: { params: ZIdParams, response: { 200: ZAdminTopUp } } }, (req) => admin.cancelTopUp(forRequest(deps, req), req.params.id));

  app.get('/admin/billing/teams/:id', { config: staff, schema: { params: ZIdParams, response: { 200: ZAdminTeamBilling } } }, (req) => admin.adminTeamBilling(deps.db, req.params.id));
  app.get('/admin/billing/teams/:id/transactions', { config: staff, schema: { params: ZIdParams, querystring: ZTransactionsQuery, response: { 200: ZTransactionsPage } } }, (req) =>
    admin.adminLedger(deps.db, req.params.id, req.query),
  );
  app.post('/admin/billing/teams/:id/adjustments', { config: staff, schema: { params: ZIdParams, body: ZBalanceAdjustment, response: { 200: ZTeamTransaction } } }, (req) =>
    admin.adjustBalance(deps, requireAuth(req).userId, req.params.id, req.body),
  );
  app.put('/admin/billing/teams/:id/credit-limit', { config: staff, schema: { params: ZIdParams, body: ZCreditLimitUpdate, response: { 200: ZBalance } } }, (req) =>
    admin.setCreditLimit(deps, req.params.id, req.body.credit_limit),
  );
};
