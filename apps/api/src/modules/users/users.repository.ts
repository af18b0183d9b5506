import { asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { TEmailPreference } from '@gifthub/shared/users';
import type { Db } from '../../db/client';
import { users, type TUserRow } from './users.table';

export const findUserById = async (db: Db, id: number) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];
export const findUserByEmail = async (db: Db, email: string) =>
  (await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1))[0];

/** The accounts of these (lower-case) e-mails, with their e-mail preferences: one query for a batch of mail. */
export const findPreferencesByEmails = (db: Db, emails: string[]) =>
  db.select({ id: users.id, email: users.email, emailPreferences: users.emailPreferences }).from(users).where(inArray(users.email, emails));

/** Takes one category out of an account's preferences in one statement (jsonb `-` removes that string); false for no such account. */
export const removeEmailPreference = async (db: Db, id: number, category: TEmailPreference) =>
  (await db.update(users).set({ emailPreferences: sql`${users.emailPreferences} - ${category}::text` }).where(eq(users.id, id)).returning({ id: users.id })).length > 0;

export const findDemoUser = async (db: Db) => (await db.select().from(users).where(eq(users.isDemo, true)).orderBy(asc(users.id)).limit(1))[0];

export const insertUser = async (db: Db, values: typeof users.$inferInsert) =>
  (await db.insert(users).values({ ...values, email: values.email.toLowerCase() }).returning())[0] as TUserRow;

export const updateUser = (db: Db, id: number, values: Partial<typeof users.$inferInsert>) =>
  db.update(users).set(values).where(eq(users.id, id));

export const USER_SORTS = { id: users.id, name: users.name, email: users.email, created_at: users.createdAt } as const;

/** Staff back office: every user, paged and searched in SQL. */
export async function listUsers(db: Db, opts: { page: number; perPage: number; q?: string; sort: keyof typeof USER_SORTS; direction: 'asc' | 'desc' }) {
  const where = opts.q ? or(ilike(users.name, `%${opts.q}%`), ilike(users.email, `%${opts.q}%`)) : undefined;
  const order = opts.direction === 'asc' ? asc(USER_SORTS[opts.sort]) : desc(USER_SORTS[opts.sort]);
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email, isBbAdmin: users.isBbAdmin, isDemo: users.isDemo, active: sql<boolean>`${users.passwordHash} is not null`, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(order, asc(users.id))
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
