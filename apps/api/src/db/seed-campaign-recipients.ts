import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { giftPrices, type TPasswordType, type TRegistrationMethod } from '@gifthub/shared/gifts';
import type { Db } from './client';
import { credit } from '../modules/billing/billing.service';
import { sandboxCode } from '../modules/registrations/voucher-provider';
import { campaigns, giftOptions, registrations, teamMembers, teamTransactions, topUps, users } from './schema';
import { costColumns } from '../modules/registrations/registrations.service';
import { seededGenerator } from './seed-random';

/**
 * Recipients of the seeded campaigns in every lifecycle state (spec 1 §4), so the recipients table, the campaign
 * statistics, the feedback page and the dashboard chart show real data on first start. Rows are written directly,
 * as the flows would have left them: prices from shared giftPrices with the option's prices, the database's CHECKs
 * kept (a rejected gift was never confirmed, only a confirmed one is sent), and every confirmed gift charged once
 * with its prepaid-gift spend in the team ledger (balance = sum of the ledger). Spread over the last ~120 days with
 * several in the last 30; deterministic but for the claim secrets and voucher codes, which stay random because they
 * open claim and redeem pages.
 */

export type TRecipientState = 'invited' | 'visited' | 'waiting' | 'opted-out' | 'rejected' | 'confirmed' | 'processed' | 'sent' | 'delivered' | 'return' | 'lost' | 'resolved';

/** [state, method, how many] — a campaign's recipients in order. */
type TPlanLine = [TRecipientState, TRegistrationMethod, number];
type TCampaignPlan = {
  /** Days back the oldest recipient may go. */
  maxDays: number;
  /** Days back the newest may start (completed campaigns ended a while ago). */
  minDays?: number;
  lines: TPlanLine[];
  /** Reviews campaigns: ratings (0–3) given by the recipients who visited, negative ones with feedback. */
  reviews?: boolean;
  /** Sales campaigns: demo booked and deal closed toggles on some. */
  sales?: boolean;
  /** Multi Invite recipients share one batch. */
  batch?: string;
};

export const RECIPIENT_PLANS: Record<string, Record<string, TCampaignPlan>> = {
  acme: {
    'client-thank-you-2026': {
      maxDays: 120,
      batch: 'Key accounts autumn',
      lines: [
        ['invited', 'link', 2],
        ['invited', 'multiple-link', 3],
        ['visited', 'link', 2],
        ['waiting', 'link', 3],
        ['opted-out', 'link', 1],
        ['rejected', 'link', 1],
        ['confirmed', 'link', 2],
        ['confirmed', 'direct', 1],
        ['processed', 'link', 2],
        ['sent', 'link', 2],
        ['sent', 'direct', 1],
        ['delivered', 'link', 3],
        ['delivered', 'direct', 2],
        ['return', 'link', 1],
        ['lost', 'direct', 1],
        ['resolved', 'link', 1],
      ],
    },
    'open-day-giveaway': {
      maxDays: 110,
      lines: [
        ['waiting', 'public', 3],
        ['opted-out', 'public', 1],
        ['rejected', 'public', 1],
        ['confirmed', 'public', 2],
        ['processed', 'public', 1],
        ['sent', 'public', 2],
        ['delivered', 'public', 4],
        ['return', 'public', 1],
        ['resolved', 'public', 1],
      ],
    },
    'team-egift-rewards': {
      maxDays: 100,
      lines: [
        ['invited', 'link', 2],
        ['visited', 'link', 2],
        ['opted-out', 'link', 1],
        ['sent', 'link', 7],
        ['sent', 'direct', 2],
      ],
    },
    'customer-reviews': {
      maxDays: 90,
      reviews: true,
      lines: [
        ['invited', 'link', 2],
        ['visited', 'link', 3],
        ['waiting', 'link', 2],
        ['opted-out', 'link', 1],
        ['rejected', 'link', 1],
        ['processed', 'link', 1],
        ['sent', 'link', 2],
        ['delivered', 'link', 4],
      ],
    },
    'sales-prospects-q1': {
      maxDays: 75,
      sales: true,
      lines: [
        ['invited', 'link', 2],
        ['visited', 'link', 1],
        ['opted-out', 'link', 1],
        ['sent', 'direct', 2],
        ['delivered', 'link', 3],
      ],
    },
    'spring-launch-party': { maxDays: 55, minDays: 35, lines: [['delivered', 'public', 3], ['opted-out', 'public', 1]] },
    'summer-party-2025': { maxDays: 470, minDays: 420, lines: [['delivered', 'link', 4], ['invited', 'link', 1]] },
  },
  demo: {
    'client-appreciation': {
      maxDays: 120,
      lines: [
        ['invited', 'link', 2],
        ['visited', 'link', 1],
        ['waiting', 'link', 2],
        ['opted-out', 'link', 1],
        ['rejected', 'link', 1],
        ['confirmed', 'direct', 1],
        ['processed', 'link', 1],
        ['sent', 'link', 2],
        ['delivered', 'link', 2],
        ['return', 'direct', 1],
        ['lost', 'link', 1],
        ['resolved', 'link', 1],
      ],
    },
    'conference-giveaway': {
      maxDays: 80,
      lines: [
        ['waiting', 'public', 2],
        ['opted-out', 'public', 1],
        ['confirmed', 'public', 1],
        ['sent', 'public', 1],
        ['delivered', 'public', 2],
      ],
    },
    'employee-egifts': { maxDays: 90, lines: [['invited', 'link', 1], ['visited', 'link', 1], ['sent', 'link', 4], ['sent', 'direct', 1]] },
    'happy-customers': { maxDays: 70, reviews: true, lines: [['invited', 'link', 1], ['visited', 'link', 2], ['waiting', 'link', 1], ['delivered', 'link', 4]] },
    'demo-prospects': { maxDays: 60, sales: true, lines: [['invited', 'link', 1], ['sent', 'direct', 2], ['delivered', 'link', 1]] },
  },
};

const DAY = 86_400_000;
const HOUR = 3_600_000;


const FIRST = ['Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Arthur', 'Freya', 'Noah', 'Lily', 'Leo', 'Sofia', 'Oscar', 'Grace', 'Harry', 'Ivy', 'Jacob', 'Florence', 'Theo', 'Evie', 'Alfie', 'Rosie', 'Henry', 'Poppy', 'Charlie', 'Maya', 'Finley', 'Zara', 'Reuben', 'Hannah', 'Samuel'];
const LAST = ['Patel', 'Jones', 'Williams', 'Brown', 'Taylor', 'Davies', 'Evans', 'Wilson', 'Thomas', 'Roberts', 'Johnson', 'Walker', 'Wright', 'Robinson', 'Thompson', 'White', 'Hughes', 'Edwards', 'Green', 'Hall', 'Wood', 'Harris', 'Clarke', 'Jackson', 'Turner', 'Hill', 'Moore', 'Cooper', 'Ward', 'Morris'];
const COMPANIES: [string, string][] = [
  ['Northwind Traders', 'northwind.example'],
  ['Bluebell Logistics', 'bluebell.example'],
  ['Harbour & Finch', 'harbourfinch.example'],
  ['Kestrel Analytics', 'kestrel.example'],
  ['Oakridge Partners', 'oakridge.example'],
  ['Quayside Media', 'quayside.example'],
  ['Larkspur Health', 'larkspur.example'],
  ['Meridian Foods', 'meridian.example'],
];
const GB_ADDRESSES = [
  { addressLine1: '12 Castle Street', city: 'Edinburgh', postcode: 'EH2 3AH', region: null },
  { addressLine1: '4 Mill Lane', city: 'Bristol', postcode: 'BS1 6HY', region: 'Avon' },
  { addressLine1: '88 Deansgate', city: 'Manchester', postcode: 'M3 2BW', region: null },
  { addressLine1: 'Flat 3, 21 Park Row', city: 'Leeds', postcode: 'LS1 5HD', region: 'West Yorkshire' },
  { addressLine1: '7 Cathedral Road', city: 'Cardiff', postcode: 'CF11 9LJ', region: null },
  { addressLine1: '150 Upper Street', city: 'London', postcode: 'N1 1RA', region: null },
];
const EUROPE_ADDRESSES = [
  { addressLine1: '14 Rue de Rivoli', city: 'Paris', postcode: '75004', region: null, country: 'FR' },
  { addressLine1: 'Friedrichstraße 120', city: 'Berlin', postcode: '10117', region: null, country: 'DE' },
  { addressLine1: '22 Merrion Square', city: 'Dublin', postcode: 'D02 XE80', region: null, country: 'IE' },
];
const NEGATIVE_FEEDBACK = [
  'The box arrived a week later than promised and the card inside was creased.',
  'Nice idea, but half of the snacks were past their best-before date. Disappointing for a thank-you gift.',
  'I had to chase the courier twice. The gift itself was fine once it arrived.',
];
const NOTES = ['Called to confirm the delivery address.', 'VIP client: follow up after delivery.', 'Asked for delivery after the 15th.'];

type TOption = typeof giftOptions.$inferSelect;
type TCampaign = typeof campaigns.$inferSelect;
type TInsert = typeof registrations.$inferInsert;
type TPerson = { id: number; name: string };

/** How far along the lifecycle each state is: visited 1, registered 2, decided 3, processed 4, sent 5, delivery known 6, resolved 7. */
const REACHED: Record<TRecipientState, number> = { invited: 0, visited: 1, 'opted-out': 2, waiting: 2, rejected: 3, confirmed: 3, processed: 4, sent: 5, delivered: 6, return: 6, lost: 6, resolved: 7 };
/** How far back a recipient in a state starts at the least and at the most (days): open invitations are recent. */
const WINDOW: Record<TRecipientState, [number, number]> = {
  invited: [0.5, 30],
  visited: [1, 30],
  waiting: [0.5, 14],
  'opted-out': [2, 120],
  rejected: [3, 120],
  confirmed: [1, 6],
  processed: [3, 12],
  sent: [5, 45],
  delivered: [12, 120],
  return: [14, 120],
  lost: [14, 120],
  resolved: [20, 120],
};


/** A voucher value the option allows: £25 within its brand's limits, on its minor unit. */
const voucherValueFor = (o: TOption) => {
  const lower = o.voucherLower ?? 500;
  const upper = o.voucherUpper ?? 50_000;
  return o.voucherValue ?? Math.min(upper, Math.max(lower, 2500));
};

type TBuild = { campaign: TCampaign; options: TOption[]; plan: TCampaignPlan; inviter: TPerson; associate: TPerson | null; now: number; siteUrl: string; teamSlug: string };

/** The recipient picked an option: its prices (shared giftPrices) for the recipient's country, and the address. */
function pickOption(b: TBuild, row: TInsert, k: number) {
  const option = b.options[k % b.options.length]!;
  const europe = option.type === 'physical' && k % 6 === 5 ? EUROPE_ADDRESSES[k % EUROPE_ADDRESSES.length]! : null;
  const country = europe?.country ?? 'GB';
  const notecard = option.type === 'physical' && b.campaign.notecardEnabled;
  const prices =
    option.type === 'voucher'
      ? giftPrices({ type: 'voucher', quantity: 1, voucherValue: voucherValueFor(option) })
      : giftPrices({
          type: 'physical',
          quantity: 1,
          product: { price_ex_vat: option.priceEv, price: option.priceIv, pp_ev_cost: option.ppEvCost, pp_iv_cost: option.ppIvCost, shipping_costs: option.shippingCosts },
          country,
          notecardType: notecard ? 'default' : 'none',
        });
  Object.assign(row, {
    type: option.type,
    optionId: option.id,
    optionName: option.name,
    productId: option.productId,
    productName: option.name,
    notecardType: notecard ? 'default' : 'none',
    notecardText: notecard ? b.campaign.notecardText : null,
    ...costColumns(option.type, prices),
  });
  if (option.type === 'physical') Object.assign(row, europe ?? { ...GB_ADDRESSES[k % GB_ADDRESSES.length]!, country }, { phone: `07700 900${String(100 + k).slice(-3)}` });
  else Object.assign(row, { voucherValue: voucherValueFor(option), voucherBrandName: option.voucherBrand });
  return { option, country };
}

/** One recipient's row, its dates following each other and none in the future. */
function recipientRow(b: TBuild, rng: ReturnType<typeof seededGenerator>, state: TRecipientState, method: TRegistrationMethod, k: number): TInsert {
  const { campaign, plan, now } = b;
  const reached = REACHED[state];
  const [lo, hi] = WINDOW[state];
  const days = plan.minDays !== undefined ? rng.between(plan.minDays, plan.maxDays) : rng.between(lo, Math.min(hi, plan.maxDays));
  const ceiling = now - HOUR;
  let at = Math.min(now - days * DAY + rng.between(8, 17) * HOUR, ceiling);
  const step = (hours: number) => (at = Math.min(at + hours * HOUR, ceiling));
  const date = () => new Date(at);

  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  const [company, domain] = rng.pick(COMPANIES);
  const by = b.associate && k % 4 === 3 ? b.associate : b.inviter;
  const invited = method === 'link' || method === 'multiple-link' || method === 'multiple';
  const direct = method === 'direct';
  const row: TInsert = {
    teamId: campaign.teamId,
    platform: 'gifting',
    campaignId: campaign.id,
    type: campaign.rewardType === 'voucher' ? 'voucher' : 'physical',
    registrationMethod: method,
    firstName: first,
    lastName: last,
    company,
    email: `${first}.${last}${k}@${domain}`.toLowerCase(),
    secret: randomBytes(24).toString('base64url'),
    passwordType: (invited && k % 3 === 1 ? 'email' : 'none') as TPasswordType,
    createdAt: date(),
    notecardType: 'none',
  };
  if (invited) Object.assign(row, { invitedAt: date(), invitedBy: by.id, invitedByName: by.name, sendEmail: true });
  if (method === 'link') row.invitationMessage = 'Thank you for working with us this year. Pick the gift you would like!';
  if (method === 'multiple-link' && plan.batch) Object.assign(row, { batchLabel: plan.batch, sharedSecret: `batch-${campaign.id}` });
  if (direct) Object.assign(row, { registeredBy: by.id, registeredByName: by.name, sendEmail: true });
  if (reached >= 1 && !direct) row.visitedAt = invited ? new Date(step(rng.between(2, 30))) : date();
  if (state === 'invited') return row;
  if (state === 'visited') return reviewed(b, rng, row, k);
  row.registeredAt = direct ? date() : new Date(step(rng.between(0.2, 4)));
  if (state === 'opted-out') return reviewed(b, rng, row, k);

  const { option, country } = pickOption(b, row, k);
  if (k % 7 === 2) row.note = { text: NOTES[k % NOTES.length]!, date: date().toISOString(), by: b.inviter.name };
  if (plan.sales) Object.assign(row, { demoBooked: k % 2 === 0, dealClosed: k % 4 === 2 });
  if (state === 'waiting') return reviewed(b, rng, row, k);
  if (state === 'rejected') {
    row.rejectedAt = new Date(step(rng.between(6, 30)));
    return reviewed(b, rng, row, k);
  }
  // Confirmed: at once for Select & Send and auto-approve campaigns, else by the team's Approve.
  row.confirmedAt = direct || campaign.autoApprove ? date() : new Date(step(rng.between(4, 30)));
  row.paymentMethod = 'team-balance';
  // A confirmed eGift's code is issued right after its confirmation (voucher-delivery.service).
  if (option.type === 'voucher') {
    const code = sandboxCode();
    Object.assign(row, { sentAt: new Date(step(0.1)), voucherCode: code, voucherUrl: `${b.siteUrl}/pick-a-gift/redeem/${code}` });
    return reviewed(b, rng, row, k);
  }
  if (reached >= 4) row.processedAt = new Date(step(rng.between(18, 40)));
  if (reached >= 5) {
    const parcel = 100_000_000 + campaign.id * 1000 + k;
    Object.assign(row, {
      sentAt: new Date(step(rng.between(18, 30))),
      expectedShippingDate: date(),
      carrier: country === 'GB' ? 'Royal Mail' : 'DHL',
      trackingUrl: country === 'GB' ? `https://www.royalmail.com/track-your-item#/tracking-results/DM${parcel}GB` : `https://www.dhl.com/gb-en/home/tracking.html?tracking-id=${parcel}`,
    });
  }
  if (reached >= 6) {
    const status = state === 'resolved' ? 'return' : state === 'sent' ? null : state;
    if (status) Object.assign(row, { deliveryStatus: status, deliveryStatusDate: new Date(step(rng.between(30, 72))) });
  }
  if (state === 'resolved') row.deliveryResolution = 'Sent again';
  return reviewed(b, rng, row, k);
}

/** Reviews campaigns: a recipient who visited has rated (Reviewed At is visited_at); a few negative ones say why (shared/campaign-reviews: 0 is the best button). */
function reviewed(b: TBuild, rng: ReturnType<typeof seededGenerator>, row: TInsert, k: number): TInsert {
  if (!b.plan.reviews || !row.visitedAt) return row;
  const treshold = b.campaign.reviews?.treshold ?? 2;
  // Every third reviewer was unhappy: a rating at or past the threshold, with feedback.
  if (k % 3 === 1) return { ...row, rating: Math.min(3, treshold + (k % 2)), feedback: NEGATIVE_FEEDBACK[k % NEGATIVE_FEEDBACK.length]! };
  return { ...row, rating: rng.next() < 0.5 ? 0 : Math.max(0, treshold - 1) };
}

/** The people a team's gifts are sent by: its manager (and an associate when it has one). */
async function senders(db: Db, teamId: number) {
  const rows = await db
    .select({ id: users.id, name: users.name, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.role, ['manager', 'associate'])));
  const manager = rows.find((r) => r.role === 'manager');
  const associate = rows.find((r) => r.role === 'associate');
  return { manager: manager ? { id: manager.id, name: manager.name } : null, associate: associate ? { id: associate.id, name: associate.name } : null };
}

/**
 * Writes one team's recipients and charges its confirmed gifts: a bank-transfer top-up dated before the first
 * campaign spend pays exactly for them, so the team's balance is what the rest of the seed gave it, and each
 * confirmed gift's prepaid-gift spend (dated at its confirmation) is linked from its registration.
 */
export const seedTeamRecipients = (db: Db, teamSlug: string, teamId: number, siteUrl: string, now = Date.now()) =>
  db.transaction((tx) => writeTeamRecipients(tx, teamSlug, teamId, siteUrl, now));

async function writeTeamRecipients(db: Db, teamSlug: string, teamId: number, siteUrl: string, now: number) {
  const plans = RECIPIENT_PLANS[teamSlug];
  if (!plans) return { recipients: 0, charged: 0 };
  const { manager, associate } = await senders(db, teamId);
  if (!manager) return { recipients: 0, charged: 0 };
  const rows: TInsert[] = [];
  const names = new Map<number, string>();
  for (const [slug, plan] of Object.entries(plans)) {
    const [campaign] = await db.select().from(campaigns).where(and(eq(campaigns.teamId, teamId), eq(campaigns.slug, slug)));
    if (!campaign) continue;
    names.set(campaign.id, campaign.name);
    const options = (await db.select().from(giftOptions).where(eq(giftOptions.campaignId, campaign.id))).sort((a, b) => a.position - b.position || a.id - b.id);
    if (!options.length) continue;
    const rng = seededGenerator(`${teamSlug}/${slug}`);
    const build: TBuild = { campaign, options, plan, inviter: manager, associate, now, siteUrl, teamSlug };
    let k = 0;
    for (const [state, method, n] of plan.lines) for (let i = 0; i < n; i++) rows.push(recipientRow(build, rng, state, method, k++));
  }
  if (!rows.length) return { recipients: 0, charged: 0 };
  // Oldest first, so ids follow the order the gifts were sent in.
  rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  const inserted = await db.insert(registrations).values(rows).returning({
    id: registrations.id,
    campaignId: registrations.campaignId,
    confirmedAt: registrations.confirmedAt,
    totalEv: registrations.totalEv,
    totalIv: registrations.totalIv,
    optionName: registrations.optionName,
    firstName: registrations.firstName,
    lastName: registrations.lastName,
    registeredBy: registrations.registeredBy,
  });
  const charged = inserted.filter((r) => r.confirmedAt && r.totalIv > 0).sort((a, b) => a.confirmedAt!.getTime() - b.confirmedAt!.getTime());
  if (!charged.length) return { recipients: inserted.length, charged: 0 };
  const total = charged.reduce((sum, r) => sum + r.totalIv, 0);
  const toppedUpAt = new Date(Math.min(charged[0]!.confirmedAt!.getTime(), now) - 5 * DAY);
  const [topUp] = await db
    .insert(topUps)
    .values({ teamId, userId: manager.id, amount: total, fee: 0, total, method: 'bank-transfer', status: 'paid', createdAt: toppedUpAt, paidAt: toppedUpAt })
    .returning({ id: topUps.id });
  const later = await takeLaterLedgerRows(db, teamId, toppedUpAt);
  const topUpRow = await credit(db, { teamId, userId: manager.id, type: 'top-up', description: 'Top up by bank transfer', topUpId: topUp!.id, amount: total, at: toppedUpAt });
  // The spends in one insert, each balance_after following the one before as billing.spend would write them
  // (credit above locked the team row for the rest of this transaction; the top-up covers every spend).
  let balance = topUpRow.balanceAfter;
  const spends = charged.map((r) => {
    const campaignName = names.get(r.campaignId!) ?? null;
    balance -= r.totalIv;
    return {
      teamId,
      userId: r.registeredBy ?? manager.id,
      type: 'prepaid-gift' as const,
      amount: -r.totalIv,
      balanceAfter: balance,
      description: `${campaignName}: ${r.optionName ?? 'gift'} for ${r.firstName} ${r.lastName}`.slice(0, 200),
      priceExVat: r.totalEv,
      price: r.totalIv,
      campaignId: r.campaignId,
      campaignName,
      optionName: r.optionName,
      productName: r.optionName,
      registrationId: r.id,
      createdAt: r.confirmedAt!,
    };
  });
  const ledger = await db.insert(teamTransactions).values(spends).returning({ id: teamTransactions.id, registrationId: teamTransactions.registrationId });
  const links = ledger.map((l) => [l.registrationId!, l.id] as const);
  await db.execute(
    sql`update gb_registrations r set team_transaction_id = v.tx from (values ${sql.join(
      links.map(([id, tx]) => sql`(${id}::int, ${tx}::int)`),
      sql`, `,
    )}) as v(id, tx) where r.id = v.id`,
  );
  await appendLedgerRows(db, later, balance);
  return { recipients: inserted.length, charged: charged.length, total };
}

type TLedgerRow = typeof teamTransactions.$inferSelect;

/**
 * The team's ledger rows dated after the campaign history starts (the seed's £5,000 top-up of today), taken out so
 * they can be written again after it: ids then follow dates and each balance_after is the running balance, as if
 * the months of campaign spending had happened first. Only rows nothing refers to are moved (no registration, no
 * reversal); otherwise nothing is.
 */
async function takeLaterLedgerRows(db: Db, teamId: number, from: Date): Promise<TLedgerRow[]> {
  const rows = await db.select().from(teamTransactions).where(eq(teamTransactions.teamId, teamId)).orderBy(teamTransactions.id);
  const later = rows.filter((r) => r.createdAt >= from);
  const free = (r: TLedgerRow) => r.registrationId === null && r.reversesId === null && r.revertedAt === null;
  if (!later.length || !later.every(free) || rows.length !== later.length) return [];
  await db.delete(teamTransactions).where(inArray(teamTransactions.id, later.map((r) => r.id)));
  return later;
}

/** Writes the moved rows again after the campaign history, each balance_after running on from the last. */
async function appendLedgerRows(db: Db, rows: TLedgerRow[], from: number) {
  let balance = from;
  for (const { id: _, balanceAfter: __, ...r } of rows) {
    balance += r.amount;
    await db.insert(teamTransactions).values({ ...r, balanceAfter: balance });
  }
}
