import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPIENT_SORTS, type TRecipientSort } from '@gifthub/shared/campaign-registrations';
import type { TRegistrationMethod } from '@gifthub/shared/gifts';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { campaigns } from '../campaigns/campaigns.table';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';
import { listRecipients, recipientBatch, recipientCounts, type TRecipientPage } from './recipients.repository';
import { ordersCountCap } from './registrations.repository';
import { registrations } from './registrations.table';

/**
 * A campaign's recipients against a reference: generated registrations of one campaign (dates on different shares,
 * two members, options, methods, delivery states), another campaign and a marketplace gift as noise; every filter,
 * sort, search and page compared with the same question answered in JavaScript.
 */
let t: TTestApp;
let campaignId: number;
let members: [number, number];
const ROWS = 121;
const LAST = ['Okafor', 'Smith', 'Jones', 'Zoëtal', 'Hall_man'];
const METHODS: TRegistrationMethod[] = ['link', 'direct', 'public'];
const DELIVERY = [null, 'delivered', 'return', 'lost'] as const;
type TRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  registeredBy: number | null;
  invitedBy: number | null;
  optionId: number | null;
  registrationMethod: TRegistrationMethod;
  deliveryStatus: (typeof DELIVERY)[number];
} & Record<'invited_at' | 'registered_at' | 'visited_at' | 'confirmed_at' | 'sent_at' | 'rejected_at', Date | null>;
const rows: TRow[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const [team] = await db.insert(teams).values({ name: 'Recipients Ltd', slug: `recipients-${Date.now().toString(36)}` }).returning();
  const made = await db
    .insert(users)
    .values([1, 2].map((i) => ({ email: `rec${i}-${Date.now().toString(36)}@example.com`, name: `Rec ${i}`, passwordHash: 'x' })))
    .returning();
  members = [made[0]!.id, made[1]!.id];
  const [c, other] = await db
    .insert(campaigns)
    .values([1, 2].map((i) => ({ teamId: team!.id, name: `Campaign ${i}`, slug: `c${i}`, type: 'year-round' as const, rewardType: 'physical' as const, privacy: 'invite' as const, status: 'active' as const })))
    .returning();
  campaignId = c!.id;
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
  const values = Array.from({ length: ROWS }, (_, i) => {
    const registered = i % 4 !== 0;
    const option = registered && i % 9 !== 0 ? 1 + (i % 2) : null;
    const confirmed = option && i % 5 !== 0 && i % 7 !== 0;
    const rejected = option && !confirmed && i % 7 === 0;
    const sent = confirmed && i % 2 === 0;
    return {
      teamId: team!.id,
      platform: 'gifting' as const,
      campaignId,
      type: 'physical' as const,
      registrationMethod: METHODS[i % 3]!,
      firstName: ['Ada', 'Mona', 'Zoë'][i % 3]!,
      lastName: LAST[i % LAST.length]!,
      email: `p${i}@example.com`,
      secret: `recipients-${campaignId}-${i}`,
      optionId: option,
      invitedBy: i % 3 === 0 ? members[i % 2]! : null,
      registeredBy: i % 3 === 1 ? members[(i + 1) % 2]! : null,
      invitedAt: i % 3 !== 1 ? day(i % 40) : null,
      registeredAt: registered ? day((i * 13) % 30) : null,
      visitedAt: i % 6 !== 0 ? day(i) : null,
      confirmedAt: confirmed ? day((i * 37) % 50) : null,
      rejectedAt: rejected ? day(i) : null,
      sentAt: sent ? day((i * 11) % 20) : null,
      deliveryStatus: sent ? DELIVERY[i % 4]! : null,
    };
  });
  for (const r of await db.insert(registrations).values(values).returning())
    rows.push({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      registeredBy: r.registeredBy,
      invitedBy: r.invitedBy,
      optionId: r.optionId,
      registrationMethod: r.registrationMethod,
      deliveryStatus: r.deliveryStatus,
      invited_at: r.invitedAt,
      registered_at: r.registeredAt,
      visited_at: r.visitedAt,
      confirmed_at: r.confirmedAt,
      sent_at: r.sentAt,
      rejected_at: r.rejectedAt,
    });
  // Noise: the team's other campaign and a marketplace gift never show.
  await db.insert(registrations).values([
    { ...values[1]!, campaignId: other!.id, secret: `recipients-other-${campaignId}` },
    { ...values[2]!, campaignId: null, platform: 'marketplace', secret: `recipients-market-${campaignId}` },
  ]);
});
afterAll(() => t?.close());

const base: TRecipientPage = { campaignId: 0, set: {}, sort: 'id', direction: 'desc', page: 1, perPage: 10 };
const list = (f: Partial<TRecipientPage>) => listRecipients(t.deps.db, { ...base, campaignId, ...f });

function matching(f: Partial<TRecipientPage>) {
  const q = f.q?.toLowerCase();
  return rows.filter(
    (r) =>
      (f.ownUserId === undefined || r.registeredBy === f.ownUserId || r.invitedBy === f.ownUserId) &&
      (f.optionId === undefined || r.optionId === f.optionId) &&
      (f.registrationMethod === undefined || r.registrationMethod === f.registrationMethod) &&
      (f.deliveryStatus === undefined || r.deliveryStatus === f.deliveryStatus) &&
      (f.invitedBy === undefined || r.invitedBy === f.invitedBy) &&
      Object.entries(f.set ?? {}).every(([k, v]) => v === undefined || (r[k as keyof TRecipientPage['set']] !== null) === v) &&
      (!q || `${r.firstName} ${r.lastName} ${r.email} `.toLowerCase().includes(q)),
  );
}

/** The same question in JavaScript: matching rows in page order (an unset date counts as the earliest). */
function expected(f: Partial<TRecipientPage>): number[] {
  const dir = f.direction === 'asc' ? 1 : -1;
  const sort: TRecipientSort = f.sort ?? 'id';
  const key = (r: TRow): number | string | null => (sort === 'last_name' ? r.lastName : sort === 'id' ? r.id : (r[sort]?.getTime() ?? null));
  const cmp = (a: TRow, b: TRow) => {
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) {
      if (ka === null) return -dir;
      if (kb === null) return dir;
      return (ka < kb ? -1 : 1) * dir;
    }
    return (a.id - b.id) * dir;
  };
  return matching(f).sort(cmp).map((r) => r.id);
}

async function check(f: Partial<TRecipientPage>) {
  const all = expected(f);
  const perPage = f.perPage ?? 10;
  const page = f.page ?? 1;
  const got = await list(f);
  expect(got.rows.map((r) => r.id), JSON.stringify(f)).toEqual(all.slice((page - 1) * perPage, page * perPage));
  expect(got.total, JSON.stringify(f)).toBe(Math.min(all.length, ordersCountCap({ q: f.q, page, perPage }) + 1));
}

describe('a campaign\'s recipients (listRecipients)', () => {
  it('every sort both ways, pages 1 and 3, with and without filters', async () => {
    for (const sort of RECIPIENT_SORTS)
      for (const direction of ['asc', 'desc'] as const)
        for (const page of [1, 3])
          for (const set of [{}, { rejected_at: false, confirmed_at: true }, { sent_at: false }, { rejected_at: true }, { confirmed_at: false }])
            await check({ sort, direction, page, set, perPage: 6 });
  });

  it('each filter alone and with a member', async () => {
    for (const key of ['visited_at', 'confirmed_at', 'sent_at', 'rejected_at'] as const)
      for (const v of [true, false]) {
        await check({ set: { [key]: v } });
        await check({ set: { [key]: v }, ownUserId: members[1], page: 2, perPage: 4 });
      }
    for (const optionId of [1, 2]) await check({ optionId, sort: 'registered_at' });
    for (const registrationMethod of METHODS) await check({ registrationMethod, sort: 'last_name', direction: 'asc' });
    for (const deliveryStatus of ['delivered', 'return', 'lost'] as const) await check({ deliveryStatus, sort: 'sent_at' });
    await check({ invitedBy: members[0], sort: 'invited_at', direction: 'asc' });
    await check({ ownUserId: members[0], optionId: 2, set: { confirmed_at: true } });
  });

  it('searches first and last names and e-mail, with LIKE wildcards taken literally, in every order', async () => {
    for (const q of ['okafor', 'ZOË', 'mona smith', 'p12@', 'hall_man', '%', 'nobody']) await check({ q });
    for (const sort of ['last_name', 'confirmed_at', 'registered_at'] as const)
      for (const searchWindow of [1000, 5]) await check({ q: 'jones', sort, direction: 'asc', searchWindow, page: 2, perPage: 3 });
  });

  it('counts: every registration, the claims waiting for approval and the confirmed ones, capped', async () => {
    const waiting = rows.filter((r) => r.registered_at && r.optionId && !r.confirmed_at && !r.rejected_at).length;
    const confirmed = rows.filter((r) => r.confirmed_at).length;
    expect(await recipientCounts(t.deps.db, { campaignId }, 10_000)).toEqual({ invited: ROWS, unconfirmed: waiting, confirmed, capped: false });
    const mine = matching({ ownUserId: members[0] });
    expect(await recipientCounts(t.deps.db, { campaignId, ownUserId: members[0] }, 10_000)).toMatchObject({ invited: mine.length, confirmed: mine.filter((r) => r.confirmed_at).length });
    expect(await recipientCounts(t.deps.db, { campaignId }, 20)).toMatchObject({ invited: 21, capped: true });
  });

  it('the export reads every match in id order, batch by batch', async () => {
    const f = { campaignId, set: { confirmed_at: true }, q: 'example.com' };
    const seen: number[] = [];
    for (let after = 0; ; ) {
      const batch = await recipientBatch(t.deps.db, f, after, 7);
      expect(batch.length).toBeLessThanOrEqual(7);
      seen.push(...batch.map((r) => r.id));
      if (batch.length < 7) break;
      after = batch[batch.length - 1]!.id;
    }
    expect(seen).toEqual(matching(f).map((r) => r.id).sort((a, b) => a - b));
  });
});
