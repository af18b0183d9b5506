import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { giftPrices, incVat } from '@gifthub/shared/gifts';
import type { Db } from './client';
import { credit, revert, spend } from '../modules/billing/billing.service';
import { rebuildTeamAnalytics } from '../modules/campaign-analytics/campaign-analytics.repository';
import { costColumns } from '../modules/registrations/registrations.service';
import { campaigns, giftOptions, products, registrations, teamMembers, teams, teamTransactions, topUps, users } from './schema';

/**
 * Acme's sales campaign with a year of history for the analytics page (spec 1 §2): each month a few dozen prospects
 * invited by the manager or the associate, most opening their page, about half claiming, the claims approved and
 * charged through the real ledger (billing.service spend, dated at the approval), some sent and delivered, a few
 * rejected or waiting, demos booked and deals closed on some, and one charge reverted by staff. A top-up dated
 * before the first charge pays for them, so the team's balance is what the rest of the seed gave it.
 * Deterministic but for the claim secrets.
 */
export const ANALYTICS_CAMPAIGN = { name: 'Enterprise Pipeline 2026', slug: 'enterprise-pipeline-2026' } as const;

const DAY = 86_400_000;
const HOUR = 3_600_000;
const FIRST = ['Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Arthur', 'Freya', 'Noah', 'Lily', 'Leo', 'Sofia', 'Oscar', 'Grace', 'Harry', 'Ivy', 'Jacob', 'Theo', 'Evie'];
const LAST = ['Patel', 'Jones', 'Williams', 'Brown', 'Taylor', 'Davies', 'Evans', 'Wilson', 'Thomas', 'Roberts', 'Walker', 'Wright', 'Hughes', 'Green', 'Clarke', 'Turner'];
const COMPANIES: [string, string][] = [
  ['Northbridge Logistics', 'northbridge.example'],
  ['Harbour Analytics', 'harbour-analytics.example'],
  ['Brightwell Energy', 'brightwell.example'],
  ['Kestrel Software', 'kestrel.example'],
  ['Oakfield Retail', 'oakfield.example'],
  ['Meridian Health', 'meridian-health.example'],
];
/** Besides the product's GB rate, the options ship to a Europe group at £12.50 ex VAT (as the other seeded campaigns'). */
const EUROPE = { countries: ['FR', 'DE', 'IE', 'NL', 'BE', 'ES', 'IT'], shipping_ev_cost: 1250, shipping_iv_cost: incVat(1250) };
const ADDRESSES = [
  { addressLine1: '14 Albion Street', city: 'Leeds', postcode: 'LS1 6HX' },
  { addressLine1: '3 King Street', city: 'Manchester', postcode: 'M2 4LQ' },
  { addressLine1: '27 Queen Square', city: 'Bristol', postcode: 'BS1 4ND' },
];

type TPerson = { id: number; name: string };

/** A small deterministic generator (the same history on every seed). */
function generator(seed: number) {
  let s = seed;
  const next = () => ((s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  return { next, between: (lo: number, hi: number) => lo + next() * (hi - lo), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]! };
}

async function members(db: Db, teamId: number): Promise<{ manager: TPerson; associate: TPerson }> {
  const rows = await db
    .select({ id: users.id, name: users.name, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.role, ['manager', 'associate'])));
  const manager = rows.find((r) => r.role === 'manager')!;
  return { manager, associate: rows.find((r) => r.role === 'associate') ?? manager };
}

export async function seedCampaignAnalytics(db: Db, now = Date.now()) {
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.slug, 'acme'));
  if (!team) return;
  const physical = await db.select().from(products).where(and(eq(products.type, 'physical'), eq(products.status, 'active'))).orderBy(asc(products.position), asc(products.id)).limit(2);
  if (physical.length === 0) return;
  const people = await members(db, team.id);
  await db.transaction(async (tx) => {
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        teamId: team.id,
        ...ANALYTICS_CAMPAIGN,
        type: 'sales',
        rewardType: 'physical',
        privacy: 'invite',
        status: 'active',
        pageTitle: 'A gift from the Acme sales team',
        pageText: 'Thank you for your time. Choose the gift you would like and tell us where to send it.',
        opportunityValue: 25_000,
        demoValue: 150_000,
        dealValue: 1_200_000,
        notecardText: 'Looking forward to working together.',
        createdAt: new Date(now - 365 * DAY),
      })
      .returning();
    const options = [];
    for (const [position, p] of physical.entries()) {
      const [o] = await tx
        .insert(giftOptions)
        .values({ campaignId: campaign!.id, name: p.name, type: 'physical', description: p.description.replace(/<[^>]+>/g, '').slice(0, 300), productId: p.id, available: 400, priceEv: p.priceExVat, priceIv: p.price, shippingCosts: [...p.shippingCosts, EUROPE], ppEvCost: p.ppEvCost, ppIvCost: p.ppIvCost, position })
        .returning();
      options.push(o!);
    }
    await writeHistory(tx, { teamId: team.id, campaign: campaign!, options, people, now });
    await reorderLedger(tx, team.id);
  });
}

/**
 * The year of charges was appended after the team's later rows: the team's ledger is written again in date order
 * (ids follow dates, each balance_after the running sum, as the ledger screens read it), the registrations' and
 * reversals' links follow the new ids, and the team's campaign analytics are counted again from the rows.
 */
async function reorderLedger(tx: Db, teamId: number) {
  const rows = await tx.select().from(teamTransactions).where(eq(teamTransactions.teamId, teamId)).orderBy(asc(teamTransactions.createdAt), asc(teamTransactions.id));
  await tx.delete(teamTransactions).where(eq(teamTransactions.teamId, teamId));
  const ids = new Map<number, number>();
  let balance = 0;
  for (const { id, balanceAfter: _, reversesId, ...r } of rows) {
    balance += r.amount;
    const [row] = await tx
      .insert(teamTransactions)
      .values({ ...r, balanceAfter: balance, reversesId: reversesId === null ? null : ids.get(reversesId)! })
      .returning({ id: teamTransactions.id });
    ids.set(id, row!.id);
  }
  const linked = await tx.select({ id: registrations.id, tx: registrations.teamTransactionId }).from(registrations).where(and(eq(registrations.teamId, teamId), isNotNull(registrations.teamTransactionId)));
  for (const r of linked) await tx.update(registrations).set({ teamTransactionId: ids.get(r.tx!) ?? null }).where(eq(registrations.id, r.id));
  await rebuildTeamAnalytics(tx, teamId);
}

type THistory = { teamId: number; campaign: typeof campaigns.$inferSelect; options: (typeof giftOptions.$inferSelect)[]; people: { manager: TPerson; associate: TPerson }; now: number };

async function writeHistory(tx: Db, h: THistory) {
  const rng = generator(2026);
  const ceiling = h.now - HOUR;
  const charges: { id: number; at: Date; iv: number; ev: number; by: TPerson; label: string }[] = [];
  for (let month = 11; month >= 0; month--) {
    // Busier towards the present, as a campaign that works grows.
    const count = 14 + Math.round((11 - month) * 1.5) + Math.floor(rng.between(0, 6));
    for (let k = 0; k < count; k++) {
      const start = h.now - (month + 1) * 30 * DAY + rng.between(0, 30) * DAY;
      let at = Math.min(start, ceiling - 10 * DAY);
      const step = (hours: number) => new Date((at = Math.min(at + hours * HOUR, ceiling)));
      const by = k % 3 === 2 ? h.people.associate : h.people.manager;
      const [first, last, [company, domain]] = [rng.pick(FIRST), rng.pick(LAST), rng.pick(COMPANIES)];
      const row: typeof registrations.$inferInsert = {
        teamId: h.teamId,
        platform: 'gifting',
        campaignId: h.campaign.id,
        type: 'physical',
        registrationMethod: 'link',
        firstName: first,
        lastName: last,
        company,
        email: `${first}.${last}.${month}${k}@${domain}`.toLowerCase(),
        secret: randomBytes(24).toString('base64url'),
        createdAt: new Date(at),
        invitedAt: new Date(at),
        invitedBy: by.id,
        invitedByName: by.name,
        sendEmail: true,
        invitationMessage: 'Thanks for taking the time to talk to us. Please choose a gift on us.',
      };
      const roll = rng.next();
      if (roll < 0.78) row.visitedAt = step(rng.between(2, 60));
      if (roll < 0.55) {
        const option = h.options[k % h.options.length]!;
        const prices = giftPrices({
          type: 'physical',
          quantity: 1,
          product: { price_ex_vat: option.priceEv, price: option.priceIv, pp_ev_cost: option.ppEvCost, pp_iv_cost: option.ppIvCost, shipping_costs: option.shippingCosts },
          country: 'GB',
          notecardType: 'none',
        });
        Object.assign(row, { registeredAt: step(rng.between(0.2, 3)), optionId: option.id, optionName: option.name, productId: option.productId, productName: option.name, country: 'GB', ...ADDRESSES[k % ADDRESSES.length]!, ...costColumns('physical', prices) });
        Object.assign(row, { demoBooked: roll < 0.3, dealClosed: roll < 0.1 });
        if (roll > 0.52) row.rejectedAt = step(rng.between(6, 30));
        else if (month > 0 || roll < 0.45) {
          row.confirmedAt = step(rng.between(2, 24));
          row.paymentMethod = 'team-balance';
          if (month > 0) Object.assign(row, { processedAt: step(24), sentAt: step(rng.between(24, 72)), carrier: 'Royal Mail', trackingUrl: `https://www.royalmail.com/track-your-item#/tracking-results/AB${100_000 + month * 100 + k}GB` });
          if (month > 1) Object.assign(row, { deliveryStatus: 'delivered', deliveryStatusDate: step(rng.between(24, 72)) });
        }
      }
      const [inserted] = await tx.insert(registrations).values(row).returning({ id: registrations.id });
      if (row.confirmedAt) charges.push({ id: inserted!.id, at: row.confirmedAt, iv: row.totalIv!, ev: row.totalEv!, by, label: `${h.campaign.name}: ${row.optionName} for ${first} ${last}` });
    }
  }
  await chargeThroughLedger(tx, h, charges);
}

/** The top-up that pays for the year, each approval's spend linked from its registration, and one charge reverted. */
async function chargeThroughLedger(tx: Db, h: THistory, charges: { id: number; at: Date; iv: number; ev: number; by: TPerson; label: string }[]) {
  charges.sort((a, b) => a.at.getTime() - b.at.getTime());
  const reverted = charges[Math.floor(charges.length / 3)];
  const total = charges.reduce((sum, c) => sum + c.iv, 0) - (reverted?.iv ?? 0);
  const paidAt = new Date(h.now - 366 * DAY);
  const [topUp] = await tx
    .insert(topUps)
    .values({ teamId: h.teamId, userId: h.people.manager.id, amount: total, fee: 0, total, method: 'bank-transfer', status: 'paid', createdAt: paidAt, paidAt })
    .returning({ id: topUps.id });
  await credit(tx, { teamId: h.teamId, userId: h.people.manager.id, type: 'top-up', description: 'Top up by bank transfer', topUpId: topUp!.id, amount: total, at: paidAt });
  for (const c of charges) {
    const row = await spend(tx, {
      teamId: h.teamId,
      userId: c.by.id,
      type: 'prepaid-gift',
      description: c.label.slice(0, 200),
      priceExVat: c.ev,
      price: c.iv,
      campaignId: h.campaign.id,
      campaignName: h.campaign.name,
      registrationId: c.id,
      amount: c.iv,
      at: c.at,
    });
    await tx.update(registrations).set({ teamTransactionId: row.id }).where(eq(registrations.id, c.id));
    if (c === reverted) await revert(tx, { transactionId: row.id, teamId: h.teamId, userId: null, at: new Date(c.at.getTime() + 2 * DAY), description: 'Goodwill: gift damaged in transit, charge reverted' });
  }
}
