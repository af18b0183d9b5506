import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TTestApp } from '../test/test-app';
import { allRows, rowCounts, tableRows } from './table-rows';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('the database snapshot the "changes nothing" tests compare', () => {
  it('names the table a write changed, a changed column or a new row alike, and nothing else', async () => {
    await t.deps.db.execute(sql`insert into mail_outbox ("to", subject, text, kind) values ('a@example.com', 'Hello', 'Body', 'test')`);
    const before = await tableRows(t.deps.db);
    expect(before.mailOutbox).toMatch(/^1 rows, [0-9a-f]{32}$/);

    await t.deps.db.execute(sql`update mail_outbox set subject = 'Hello!'`);
    const edited = await tableRows(t.deps.db);
    expect(edited.mailOutbox).not.toBe(before.mailOutbox);
    expect({ ...edited, mailOutbox: before.mailOutbox }).toEqual(before);

    await t.deps.db.execute(sql`insert into mail_outbox ("to", subject, text, kind) values ('b@example.com', 'Hello', 'Body', 'test')`);
    expect((await tableRows(t.deps.db)).mailOutbox).toMatch(/^2 rows, /);
    expect((await rowCounts(t.deps.db)).mailOutbox).toBe(2);
  });

  it('leaves out what delivery changes after a request has answered, and does not depend on row order', async () => {
    const before = await tableRows(t.deps.db);
    await t.deps.db.execute(sql`update mail_outbox set status = 'sent', attempts = attempts + 1, sent_at = now()`);
    expect(await tableRows(t.deps.db)).toEqual(before);
    // An update rewrites a row at the end of the heap: same rows, another physical order.
    await t.deps.db.execute(sql`update mail_outbox set subject = subject where "to" = 'a@example.com'`);
    expect(await tableRows(t.deps.db)).toEqual(before);
  });

  it('dumps every row as JSON for a search through the whole database', async () => {
    expect(JSON.stringify((await allRows(t.deps.db)).mailOutbox)).toContain('b@example.com');
  });
});
