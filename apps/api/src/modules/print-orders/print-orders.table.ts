import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TCustomerPackStatus, TEnquirySource, TInvoiceStatus, TOmsState, TOmsStatus, TPackQuote } from '@gifthub/shared/print-orders';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';

/**
 * Print orders and enquiries (spec 3 §2.11, §3, §4; issue 16), kept by the built-in order-system provider on these
 * tables: one row per enquiry or job (state), of a team with the order-management customer link.
 */
export const omsJobs = pgTable(
  'oms_jobs',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    createdBy: integer('created_by').references(() => users.id),
    state: text('state').$type<TOmsState>().notNull(),
    name: text('name').notNull(),
    orderName: text('order_name'),
    orderId: text('order_id'),
    quantity: integer('quantity').notNull(),
    status: text('status').$type<TOmsStatus>().notNull(),
    enquirySource: text('enquiry_source').$type<TEnquirySource>(),
    enquiryMessage: text('enquiry_message').notNull().default(''),
    /** A re-order's job. */
    originalJobId: integer('original_job_id'),
    stepsFinished: integer('steps_finished').notNull().default(0),
    stepsTotal: integer('steps_total').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    plannedFinish: timestamp('planned_finish', { withTimezone: true }),
    deadline: timestamp('deadline', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('oms_jobs_team_state_idx').on(t.teamId, t.state, t.id),
    index('oms_jobs_team_state_status_idx').on(t.teamId, t.state, t.status, t.id),
    index('oms_jobs_team_state_source_idx').on(t.teamId, t.state, t.enquirySource, t.id),
    index('oms_jobs_status_idx').on(t.state, t.status, t.id),
  ],
);
export type TOmsJobRow = typeof omsJobs.$inferSelect;

/** A quote sent to the team for an enquiry or job (spec 3 §3 customer pack), viewed at /docs/pack/{key}. Pence. */
export const omsCustomerPacks = pgTable(
  'oms_customer_packs',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => omsJobs.id, { onDelete: 'cascade' }),
    /** Random, public: the pack's link. */
    key: text('key').notNull(),
    version: integer('version').notNull(),
    status: text('status').$type<TCustomerPackStatus>().notNull(),
    quote: jsonb('quote').$type<TPackQuote>().notNull(),
    repliedBy: text('replied_by'),
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('oms_customer_packs_key_uq').on(t.key), index('oms_customer_packs_job_idx').on(t.jobId, t.version)],
);

/** Attachments and invoices of a job, served by public key (the bytes live in storage). */
export const omsFiles = pgTable(
  'oms_files',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => omsJobs.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'attachment' | 'invoice'>().notNull(),
    name: text('name').notNull(),
    publicKey: text('public_key').notNull(),
    storageKey: text('storage_key').notNull(),
    extension: text('extension').notNull(),
    /** Invoices only. */
    status: text('status').$type<TInvoiceStatus>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('oms_files_public_key_uq').on(t.publicKey), index('oms_files_job_idx').on(t.jobId, t.kind, t.id)],
);
