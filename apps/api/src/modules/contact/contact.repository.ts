import type { Db } from '../../db/client';
import { contactMessages } from './contact.table';

export const insertContactMessage = (db: Db, values: typeof contactMessages.$inferInsert) =>
  db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
