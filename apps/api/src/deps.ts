import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from './config';
import type { Db } from './db/client';
import type { TClock } from './lib/clock';
import type { TTopUpDocuments } from './modules/billing/billing.top-up.service';
import type { TCrmProvider } from './modules/crm/crm-provider';
import type { TLifecycle } from './modules/health/lifecycle';
import type { TJobQueue } from './modules/jobs/jobs.service';
import type { TMailer } from './modules/mail/mail.service';
import type { TPaymentGateway } from './modules/payments/gateway';
import type { TPaymentHooks } from './modules/payments/payments.hooks';
import type { TOrderSystem } from './modules/print-orders/order-system';
import type { TVoucherProvider } from './modules/registrations/voucher-provider';
import type { TStorage } from './modules/storage/storage';
import type { TWarehouseProvider } from './modules/warehouse/warehouse-provider';

/**
 * What buildApp wires into every service call: plain values, no container. payments and topUpDocuments are what
 * modules plug into each other (built in app.ts), so no module imports the one that calls it back.
 */
export type TDeps = {
  db: Db;
  mailer: TMailer;
  /** Wakes background work from a request (jobs.service createJobQueue): marks it due for any process, never runs it. */
  jobs: TJobQueue;
  clock: TClock;
  config: TConfig;
  log: FastifyBaseLogger;
  gateway: TPaymentGateway;
  vouchers: TVoucherProvider;
  payments: TPaymentHooks;
  topUpDocuments: TTopUpDocuments;
  /** The CRM (crm/create-crm.ts: the sandbox, or HubSpot by configuration). */
  crm: TCrmProvider;
  /** Uploaded files (storage/create-storage.ts: the local disk, or an S3-compatible store by configuration). */
  storage: TStorage;
  /** The warehouse of fulfilment (warehouse/warehouse-provider.ts: the built-in one on our own tables). */
  warehouse: TWarehouseProvider;
  /** The order-management system of print orders (print-orders/order-system.ts: the built-in one on our tables). */
  orders: TOrderSystem;
  /** Starting, running or draining (health/lifecycle.ts): GET /ready reads it. */
  lifecycle: TLifecycle;
};
