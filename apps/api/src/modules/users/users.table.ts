import { boolean, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EMAIL_PREFERENCES, type TEmailPreference } from '@gifthub/shared/users';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    // Null until an invited person signs up.
    passwordHash: text('password_hash'),
    isBbAdmin: boolean('is_bb_admin').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    showTutorial: boolean('show_tutorial').notNull().default(true),
    // The categories of notification e-mail the user receives (modules/mail/mail.categories.ts): all of them at first.
    emailPreferences: jsonb('email_preferences').$type<TEmailPreference[]>().notNull().default([...EMAIL_PREFERENCES]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email), index('users_name_idx').on(t.name)],
);
export type TUserRow = typeof users.$inferSelect;
