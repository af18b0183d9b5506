import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingTexts } from '@gifthub/shared/billing';
import { AppError } from '../../lib/app-error';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { createTeam } from '../teams/teams.service';
import * as repo from './billing.repository';
import { setCreditLimit } from './billing.admin.service';
import { adjust, balanceFrom, credit, getBalance, revert, spend } from './billing.service';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** mulberry32: a small seeded PRNG, so a failing sequence can be replayed from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const newTeam = async (name: string) => (await createTeam(t.deps.db, { name, slugBase: name.toLowerCase().replace(/\W+/g, '-'), plan: 'pro', upgradeRequest: null }))!.id;

/** Every row of the team, in id order, straight from the ledger table. */
const ledgerRows = async (teamId: number) => {
  const rows = [];
  for (let after = 0; ; ) {
    const chunk = await repo.ledgerChunk(t.deps.db, teamId, {}, after, 500);
    rows.push(...chunk);
    if (chunk.length < 500) return rows;
    after = chunk[chunk.length - 1]!.id;
  }
};

/** balance = sum of rows, each row's balance_after is the running sum, and credit is never overdrawn. */
async function checkInvariants(teamId: number, expectedLedger: number) {
  const b = await getBalance(t.deps.db, teamId);
  const rows = await ledgerRows(teamId);
  let running = 0;
  for (const r of rows) {
    running += r.amount;
    expect(r.balanceAfter, `balance_after of row ${r.id}`).toBe(running);
  }
  expect(b.ledger).toBe(running);
  expect(b.ledger).toBe(expectedLedger);
  expect(b.total_available).toBeGreaterThanOrEqual(0);
  expect(b.ledger).toBeGreaterThanOrEqual(-b.credit_limit);
  expect(b).toMatchObject(balanceFrom(b.ledger, b.credit_limit));
  // Everything a refused step must leave as it was: every row of the team and its credit limit.
  return { b, rows, limit: b.credit_limit };
}

describe('ledger invariants under random sequences', () => {
  for (const seed of [1, 20240601, 987654321]) {
    it(`holds after every step (seed ${seed})`, async () => {
      const rand = prng(seed);
      const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
      const teamId = await newTeam(`Ledger ${seed}`);
      const { deps } = t;
      const at = () => deps.clock.now();
      // The model: what the ledger must be, and which rows may still be reverted.
      let ledger = 0;
      let limit = 0;
      const live = new Map<number, number>(); // id → amount of rows that are neither reverted nor reversals
      const counts = { topUp: 0, spend: 0, refused: 0, revert: 0, repay: 0, adjust: 0, limit: 0 };
      let before = await checkInvariants(teamId, 0);

      for (let step = 0; step < 250; step++) {
        const roll = rand();
        let expectRefusal = false;
        let op: () => Promise<unknown>;
        let apply: (row: { id: number; amount: number } | null) => void = () => undefined;

        if (roll < 0.2) {
          const amount = int(1, 20_000);
          op = () => deps.db.transaction((tx) => credit(tx, { teamId, userId: null, type: 'top-up', description: 'Top up', amount, at: at() }));
          apply = (row) => {
            ledger += amount;
            live.set(row!.id, amount);
            counts.topUp++;
          };
        } else if (roll < 0.55) {
          const amount = int(1, 25_000);
          expectRefusal = ledger + limit < amount;
          op = () => deps.db.transaction((tx) => spend(tx, { teamId, userId: null, type: 'marketplace', description: 'Order', amount, at: at() }));
          apply = (row) => {
            ledger -= amount;
            live.set(row!.id, -amount);
            counts.spend++;
          };
        } else if (roll < 0.7 && live.size > 0) {
          const ids = [...live.keys()];
          const id = ids[int(0, ids.length - 1)]!;
          const amount = live.get(id)!;
          expectRefusal = amount > 0 && ledger + limit < amount;
          op = () => deps.db.transaction((tx) => revert(tx, { transactionId: id, teamId, userId: null, at: at() }));
          apply = () => {
            ledger -= amount;
            live.delete(id);
            counts.revert++;
          };
        } else if (roll < 0.8) {
          const used = Math.max(0, -ledger);
          if (used === 0) continue;
          const amount = int(1, used);
          op = () => deps.db.transaction((tx) => credit(tx, { teamId, userId: null, type: 'credit-repayment', description: 'Repay', amount, at: at() }));
          apply = (row) => {
            ledger += amount;
            live.set(row!.id, amount);
            counts.repay++;
          };
        } else if (roll < 0.9) {
          const amount = int(-15_000, 15_000) || 1;
          expectRefusal = amount < 0 && ledger + limit < -amount;
          op = () => deps.db.transaction((tx) => adjust(tx, { teamId, userId: null, type: 'adjustment', description: 'Staff', amount, at: at() }));
          apply = (row) => {
            ledger += amount;
            live.set(row!.id, amount);
            counts.adjust++;
          };
        } else {
          const next = int(0, 40_000);
          expectRefusal = next < Math.max(0, -ledger);
          op = () => setCreditLimit(deps, teamId, next / 100);
          apply = () => {
            limit = next;
            counts.limit++;
          };
        }

        let row: { id: number; amount: number } | null = null;
        let refused: unknown = null;
        try {
          const out = await op();
          row = out && typeof out === 'object' && 'id' in out ? (out as { id: number; amount: number }) : null;
        } catch (e) {
          refused = e;
        }
        if (refused) {
          expect(refused, `step ${step}: unexpected error`).toBeInstanceOf(AppError);
          expect(expectRefusal, `step ${step}: refused but the model allows it (${(refused as Error).message})`).toBe(true);
          if ((refused as AppError).code === 'insufficient_balance') expect((refused as Error).message).toBe(billingTexts.insufficientBalance);
          counts.refused++;
        } else {
          expect(expectRefusal, `step ${step}: allowed but the model refuses it`).toBe(false);
          apply(row);
        }
        const now = await checkInvariants(teamId, ledger);
        // A refused write changes nothing: no row added, none marked reverted, the limit unchanged.
        if (refused) expect({ rows: now.rows, limit: now.limit }).toEqual({ rows: before.rows, limit: before.limit });
        before = now;
      }
      // The sequence really exercised every kind of step, refusals included.
      for (const [k, n] of Object.entries(counts)) expect(n, k).toBeGreaterThan(0);
    }, 180_000);
  }

  it('refuses to revert a reversal or the same row twice', async () => {
    const teamId = await newTeam('Revert Twice');
    const { db } = t.deps;
    const row = await db.transaction((tx) => credit(tx, { teamId, userId: null, type: 'top-up', description: 'Top up', amount: 1000, at: new Date() }));
    const reversal = await db.transaction((tx) => revert(tx, { transactionId: row.id, teamId, userId: null, at: new Date() }));
    await expect(db.transaction((tx) => revert(tx, { transactionId: row.id, teamId, userId: null, at: new Date() }))).rejects.toThrow('already been reverted');
    await expect(db.transaction((tx) => revert(tx, { transactionId: reversal.id, teamId, userId: null, at: new Date() }))).rejects.toThrow('A reversal cannot be reverted.');
    const other = await newTeam('Revert Other');
    await expect(db.transaction((tx) => revert(tx, { transactionId: row.id, teamId: other, userId: null, at: new Date() }))).rejects.toThrow('Transaction not found.');
    await checkInvariants(teamId, 0);
  });
});

describe('parallel spends', () => {
  it('20 spends at once against a small balance never overdraw', async () => {
    const teamId = await newTeam('Parallel Spends');
    const { deps } = t;
    await deps.db.transaction((tx) => credit(tx, { teamId, userId: null, type: 'top-up', description: 'Top up', amount: 10_000, at: new Date() }));
    await setCreditLimit(deps, teamId, 10); // £10 credit: £110 to spend in all
    // Each spend is its own transaction on its own pool connection (PostgreSQL in CI), all started together.
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        deps.db.transaction((tx) => spend(tx, { teamId, userId: null, type: 'marketplace', description: `Order ${i}`, amount: 700, at: new Date() })),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(15); // floor(11_000 / 700)
    expect(refused).toHaveLength(5);
    for (const r of refused) expect((r.reason as AppError).code).toBe('insufficient_balance');
    const { b } = await checkInvariants(teamId, 10_000 - 15 * 700);
    expect(b).toMatchObject({ balance: 0, credit_used: 500, credit_available: 500, total_available: 500 });
  });

  it('parallel top-ups and spends on one team keep the running balance exact', async () => {
    const teamId = await newTeam('Parallel Mixed');
    const { deps } = t;
    await deps.db.transaction((tx) => credit(tx, { teamId, userId: null, type: 'top-up', description: 'Top up', amount: 5_000, at: new Date() }));
    const ops = Array.from({ length: 30 }, (_, i) =>
      deps.db.transaction((tx) =>
        i % 3 === 0
          ? credit(tx, { teamId, userId: null, type: 'top-up', description: 'Top up', amount: 1_000, at: new Date() })
          : spend(tx, { teamId, userId: null, type: 'marketplace', description: 'Order', amount: 600, at: new Date() }),
      ),
    );
    const results = await Promise.allSettled(ops);
    let expected = 5_000;
    results.forEach((r, i) => {
      if (r.status === 'fulfilled') expected += i % 3 === 0 ? 1_000 : -600;
      else expect((r.reason as AppError).code).toBe('insufficient_balance');
    });
    await checkInvariants(teamId, expected);
  });
});
