import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TWebhookDeliveryStatus, TWebhookEvent } from '@gifthub/shared/integrations';
import { teams } from '../teams/teams.table';

/** A team's webhook endpoints (issue 17). The signing secret is sealed (answered once, at creation). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<TWebhookEvent[]>().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('webhook_endpoints_team_idx').on(t.teamId, t.id)],
);
export type TWebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * One event to one endpoint: sent by the job runner, retried with backoff for a day, replayable. event_id is the
 * id the receiver sees (a replay sends the same one).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').$type<TWebhookEvent>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<TWebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_uq').on(t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
  ],
);
export type TWebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
