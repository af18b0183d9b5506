import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';

/** Invoices, receipts and requests for them; the file sits under {dataDir}/documents/{teamId}/. */
export const paymentDocuments = pgTable(
  'payment_documents',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id').notNull().references(() => teams.id),
    name: text('name').notNull(),
    type: text('type').$type<'invoice' | 'receipt' | 'request'>().notNull(),
    extension: text('extension').notNull(),
    filePath: text('file_path'),
    message: text('message'),
    topUpId: integer('top_up_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One generated invoice and one receipt per top-up: issuing documents twice inserts nothing the second time.
  (t) => [index('payment_documents_team_idx').on(t.teamId, t.type, t.id), uniqueIndex('payment_documents_top_up_type_uq').on(t.topUpId, t.type)],
);
