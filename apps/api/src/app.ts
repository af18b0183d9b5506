import Fastify, { type FastifyContextConfig, type FastifyInstance, type FastifySchema } from 'fastify';
import multipart from '@fastify/multipart';
import os from 'node:os';
import pino from 'pino';
import { LOGO_MAX_BYTES } from '@gifthub/shared/constants';
import { proxyTrust, type TConfig } from './config';
import type { Db } from './db/client';
import type { TDeps } from './deps';
import { createStorage } from './modules/storage/create-storage';
import type { TStorage } from './modules/storage/storage';
import { systemClock, type TClock } from './lib/clock';
import { logSerializers } from './lib/log-redaction';
import { registerRequestLog, requestAwareLogger } from './lib/request-log';
import { createResponseSerializerCompiler } from './lib/response-serializer';
import { validatorCompiler } from './lib/validator-compiler';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { registerPageParams } from './plugins/page-params';
import { registerRateLimit } from './plugins/rate-limit';
import { registerMetrics } from './modules/metrics/metrics.routes';
import { AccessLog } from './plugins/access-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticWeb } from './plugins/static-web';
import { createMailer, MAIL_JOB, type TMailer } from './modules/mail/mail.service';
import { createJobQueue } from './modules/jobs/jobs.service';
import { unsubscribeRoutes } from './modules/unsubscribe/unsubscribe.routes';
import { defaultPublicUrl } from './lib/public-url';
import { emailPreferencesByEmail } from './modules/users/users.service';
import { adminRoutes } from './modules/admin/admin.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { paymentDocumentsRoutes } from './modules/payment-documents/payment-documents.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createLifecycle, type TLifecycle } from './modules/health/lifecycle';
import { siteRoutes } from './modules/site/site.routes';
import { membersRoutes } from './modules/members/members.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { teamsRoutes } from './modules/teams/teams.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { corporateProductsRoutes } from './modules/corporate-products/corporate-products.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { marketplaceRoutes } from './modules/marketplace/marketplace.routes';
import { registrationsRoutes } from './modules/registrations/registrations.routes';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes';
import { productRequestsRoutes } from './modules/corporate-products/product-requests.routes';
import { seCampaignsRoutes } from './modules/se-campaigns/se-campaigns.routes';
import { retryAwaitingFunds } from './modules/campaign-registrations/campaign-confirm.service';
import { campaignRegistrationsRoutes } from './modules/campaign-registrations/campaign-registrations.routes';
import { campaignBulkRoutes } from './modules/campaign-registrations/campaign-bulk.routes';
import { createSandboxVoucherProvider } from './modules/registrations/voucher-provider';
import { claimsRoutes } from './modules/claims/claims.routes';
import { campaignPagesRoutes } from './modules/campaign-pages/campaign-pages.routes';
import { surveysRoutes } from './modules/surveys/surveys.routes';
import { surveyResponsesRoutes } from './modules/survey-responses/survey-responses.routes';
import { surveyResultsRoutes } from './modules/survey-results/survey-results.routes';
import { surveyTemplatesRoutes } from './modules/survey-templates/survey-templates.routes';
import { surveyResponsesAdminRoutes } from './modules/survey-responses/survey-responses-admin.routes';
import { surveyThemesRoutes } from './modules/survey-themes/survey-themes.routes';
import { surveyFontsRoutes } from './modules/survey-themes/survey-fonts.routes';
import { registerIdempotency } from './plugins/idempotency';
import { registerOpenApi } from './modules/openapi/openapi.routes';
import { API_KEY_RATE_LIMIT } from '@gifthub/shared/api-keys';
import { applyTopUpFromIntent } from './modules/billing/billing.top-up.service';
import { issueTopUpDocuments, withdrawTopUpInvoice } from './modules/payment-documents/payment-documents.service';
import { createGateway } from './modules/payments/create-gateway';
import type { TPaymentGateway } from './modules/payments/gateway';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentHooks } from './modules/payments/payments.service';
import { retryDeclinedRefunds } from './modules/registrations/registration-claims.service';
import { sandboxGatewayRoutes } from './modules/payments/sandbox-gateway.routes';
import { createCrmProvider } from './modules/crm/create-crm';
import type { TCrmProvider } from './modules/crm/crm-provider';
import { crmRoutes } from './modules/crm/crm.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { createBuiltInOrderSystem } from './modules/print-orders/builtin-order-system';
import type { TOrderSystem } from './modules/print-orders/order-system';
import { printOrdersRoutes } from './modules/print-orders/print-orders.routes';
import { createBuiltInWarehouse } from './modules/warehouse/builtin-warehouse';
import { warehouseRoutes } from './modules/warehouse/warehouse.routes';
import { resourcesRoutes } from './modules/resources/resources.routes';

/** One registered route, as the route-table test walks them. */
export type TRouteInfo = { method: string; url: string; config: FastifyContextConfig; schema?: FastifySchema };

export type TBuildOptions = {
  db: Db;
  config: TConfig;
  clock?: TClock;
  mailer?: TMailer;
  gateway?: TPaymentGateway;
  crm?: TCrmProvider;
  storage?: TStorage;
  orders?: TOrderSystem;
  /** Where log lines go (stdout when unset); tests read them to prove what is never logged. */
  logStream?: { write: (line: string) => void };
  /** Tests: every answer is also checked against its zod schema (lib/response-serializer.ts). */
  checkResponses?: boolean;
  /** Where the process is in its life (server.ts moves it; GET /ready reads it); running when unset. */
  lifecycle?: TLifecycle;
}

// The log (the access log at info: one line a request, plugins/access-log.ts) goes to stdout asynchronously: lines written while a write is
// under way leave together in the next one, instead of one blocking write each; pino flushes the rest when the
// process exits. One stream per process.
let stdout: ReturnType<typeof pino.destination> | undefined;
const stdoutLog = () => (stdout ??= pino.destination({ dest: 1, sync: false }));

/** The whole server without listen(): server.ts listens, tests call app.inject. */
export async function buildApp(opts: TBuildOptions): Promise<{ app: FastifyInstance; deps: TDeps; routes: TRouteInfo[] }> {
  const app = Fastify({
    // No header, body, query string or query parameter is ever logged (lib/log-redaction.ts).
    // Every line names its process (pid, hostname: several processes share one log) and, in a request, its reqId.
    logger: { level: opts.config.logLevel, serializers: logSerializers, stream: opts.logStream ?? stdoutLog(), base: { pid: process.pid, hostname: os.hostname() } },
    bodyLimit: 1024 * 1024,
    // TRUST_PROXY (config.ts): who may name the client in X-Forwarded-For; never everyone.
    trustProxy: proxyTrust(opts.config.trustProxy),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // A shutdown drains first (server.ts): requests that still reach a closing server are answered, not refused with 503.
    return503OnClosing: false,
    // One access-log line a request instead of Fastify's two (plugins/access-log.ts).
    logController: new AccessLog(),
    ajv: undefined,
  });
  // Services' lines inside a request carry its reqId (lib/request-log.ts).
  registerRequestLog(app);
  const log = requestAwareLogger(app.log);
  const routes: TRouteInfo[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routes.push({ method, url: r.url, config: r.config ?? {}, schema: r.schema });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ check: opts.checkResponses ?? false }));

  const clock = opts.clock ?? systemClock;
  // Requests wake background work (the outbox after they queue mail); the worker of this process answers at once.
  const jobs = createJobQueue({ db: opts.db, clock, log: app.log });
  const mailer = opts.mailer ?? createMailer({
      db: opts.db,
      clock,
      dataDir: opts.config.dataDir,
      smtpUrl: opts.config.smtpUrl,
      from: opts.config.mailFrom,
      log,
      // Notifications' unsubscribe links: signed with TOKEN_KEY, pointing at PUBLIC_URL (or the printed default).
      recipients: emailPreferencesByEmail,
      unsubscribe: { tokenKey: opts.config.tokenKey, publicUrl: defaultPublicUrl(opts.config) },
      wake: () => void jobs.wake(MAIL_JOB),
    });
  const gateway = opts.gateway ?? createGateway(opts.config, opts.db, clock);
  const vouchers = createSandboxVoucherProvider();
  // Modules that call each other back are wired here, once: no module registers anything when it loads.
  const payments = createPaymentHooks({
    // A card payment whose request died after the charge is recorded by the area that owns it, or refunded.
    appliers: { 'top-up': applyTopUpFromIntent },
    // Declined card-paid gifts whose refund failed are refunded again on each run.
    reconcileTasks: {
      'declined-gift-refunds': retryDeclinedRefunds,
      // Campaign confirmations that waited for the team balance are tried again once top-ups land (auto-approve ones).
      'campaign-awaiting-funds': retryAwaitingFunds,
    },
  });
  const topUpDocuments = { issue: issueTopUpDocuments, withdrawInvoice: withdrawTopUpInvoice };
  const crm = opts.crm ?? createCrmProvider(opts.config);
  const storage = opts.storage ?? createStorage(opts.config);
  const warehouse = createBuiltInWarehouse(opts.db);
  const orders = opts.orders ?? createBuiltInOrderSystem({ db: opts.db, clock });
  const deps: TDeps = { db: opts.db, mailer, jobs, clock, config: opts.config, log, gateway, vouchers, payments, topUpDocuments, crm, storage, orders, warehouse, lifecycle: opts.lifecycle ?? createLifecycle() };

  registerSecurityHeaders(app, { stripe: Boolean(opts.config.stripeSecretKey && opts.config.stripePublishableKey) });
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 10 } });
  registerErrorHandler(app);
  registerPageParams(app);
  // Before the routes: its onResponse hook times every request (modules/metrics).
  registerMetrics(app, deps);
  await registerRateLimit(app, deps);
  registerAuth(app, deps);
  registerIdempotency(app, deps);
  // Before the routes: its onRoute hook collects the documented public API (modules/openapi).
  registerOpenApi(app, { rateLimit: API_KEY_RATE_LIMIT });

  await app.register(
    async (api) => {
      for (const routes of [healthRoutes, siteRoutes, authRoutes, teamsRoutes, membersRoutes, notificationsRoutes, contactRoutes, dashboardRoutes, adminRoutes, paymentsRoutes, sandboxGatewayRoutes, billingRoutes, paymentDocumentsRoutes])
        await api.register(routes, { deps });
      await api.register(catalogueRoutes, { deps });
      await api.register(corporateProductsRoutes, { deps });
      await api.register(mediaRoutes, { deps });
      for (const routes of [marketplaceRoutes, registrationsRoutes, claimsRoutes, campaignsRoutes]) await api.register(routes, { deps });
      await api.register(campaignRegistrationsRoutes, { deps });
      await api.register(campaignBulkRoutes, { deps });
      await api.register(campaignPagesRoutes, { deps });
      await api.register(surveysRoutes, { deps });
      await api.register(surveyResponsesRoutes, { deps });
      await api.register(surveyResultsRoutes, { deps });
      await api.register(surveyTemplatesRoutes, { deps });
      await api.register(surveyResponsesAdminRoutes, { deps });
      await api.register(surveyThemesRoutes, { deps });
      await api.register(surveyFontsRoutes, { deps });
      await api.register(crmRoutes, { deps });
      await api.register(webhooksRoutes, { deps });
      await api.register(apiKeysRoutes, { deps });
      await api.register(printOrdersRoutes, { deps });
      await api.register(warehouseRoutes, { deps });
      await api.register(resourcesRoutes, { deps });
      await api.register(productRequestsRoutes, { deps });
      await api.register(seCampaignsRoutes, { deps });
      await api.register(unsubscribeRoutes, { deps });
    },
    { prefix: '/api/v1' },
  );
  if (opts.config.webDist) await registerStaticWeb(app, opts.config.webDist);
  return { app, deps, routes };
}
