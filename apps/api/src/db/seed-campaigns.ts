import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { applyCampaignRules, defaultReviews, type TCampaignPrivacy, type TCampaignStatus, type TCampaignType, type TRewardType } from '@gifthub/shared/campaigns';
import { GIFT_PAGE_BASE } from '@gifthub/shared/constants';
import { incVat } from '@gifthub/shared/gifts';
import type { Db } from './client';
import { seedTeamRecipients } from './seed-campaign-recipients';
import { campaigns, giftOptions, products, teams } from './schema';

/**
 * Campaigns for Acme Ltd and the demo team: several types and every status, with enabled options linked to the
 * seeded catalogue (run after seedCatalogue), then their recipients in every lifecycle state
 * (seed-campaign-recipients.ts). Physical options ship to GB and to a Europe group; voucher options are brands
 * with face value limits.
 */
type TSeedCampaign = {
  name: string;
  slug: string;
  type: TCampaignType;
  reward: TRewardType;
  privacy: TCampaignPrivacy;
  status: TCampaignStatus;
  /** How many physical and voucher options. */
  physical: number;
  vouchers: number;
  pageTitle?: string;
  pageText?: string;
  autoApprove?: boolean;
  /** How many days ago it was requested. */
  ageDays: number;
};

export const SEED_CAMPAIGNS: Record<string, TSeedCampaign[]> = {
  acme: [
    { name: 'Client Thank You 2026', slug: 'client-thank-you-2026', type: 'year-round', reward: 'physical', privacy: 'invite', status: 'active', physical: 3, vouchers: 0, pageTitle: 'A thank you from Acme', ageDays: 130 },
    { name: 'Open Day Giveaway', slug: 'open-day-giveaway', type: 'event', reward: 'physical', privacy: 'public', status: 'active', physical: 2, vouchers: 0, pageTitle: 'Thanks for visiting Acme', ageDays: 120 },
    { name: 'Team eGift Rewards', slug: 'team-egift-rewards', type: 'onboarding', reward: 'voucher', privacy: 'invite', status: 'active', physical: 0, vouchers: 2, ageDays: 110 },
    { name: 'Customer Reviews', slug: 'customer-reviews', type: 'reviews', reward: 'physical', privacy: 'invite', status: 'active', physical: 2, vouchers: 0, ageDays: 100 },
    { name: 'Christmas Hampers 2026', slug: 'christmas-hampers-2026', type: 'seasonal', reward: 'physical', privacy: 'invite', status: 'requested', physical: 0, vouchers: 0, ageDays: 6 },
    { name: 'Sales Prospects Q1', slug: 'sales-prospects-q1', type: 'sales', reward: 'mixed', privacy: 'invite', status: 'paused', physical: 1, vouchers: 1, ageDays: 85 },
    { name: 'Spring Launch Party', slug: 'spring-launch-party', type: 'event', reward: 'physical', privacy: 'public', status: 'leaked', physical: 2, vouchers: 0, ageDays: 70 },
    { name: 'Summer Party 2025', slug: 'summer-party-2025', type: 'seasonal', reward: 'physical', privacy: 'internal', status: 'completed', physical: 2, vouchers: 0, autoApprove: true, ageDays: 500 },
    { name: 'New Starter Welcome', slug: 'new-starter-welcome', type: 'onboarding', reward: 'physical', privacy: 'internal', status: 'new', physical: 0, vouchers: 0, ageDays: 2 },
  ],
  demo: [
    { name: 'Client Appreciation', slug: 'client-appreciation', type: 'year-round', reward: 'physical', privacy: 'invite', status: 'active', physical: 3, vouchers: 0, ageDays: 130 },
    { name: 'Conference Giveaway', slug: 'conference-giveaway', type: 'event', reward: 'physical', privacy: 'public', status: 'active', physical: 2, vouchers: 0, ageDays: 90 },
    { name: 'Employee eGifts', slug: 'employee-egifts', type: 'other', reward: 'voucher', privacy: 'invite', status: 'active', physical: 0, vouchers: 2, ageDays: 100 },
    { name: 'Happy Customers', slug: 'happy-customers', type: 'reviews', reward: 'physical', privacy: 'invite', status: 'active', physical: 2, vouchers: 0, ageDays: 80 },
    { name: 'Winter Gifting', slug: 'winter-gifting', type: 'seasonal', reward: 'physical', privacy: 'invite', status: 'requested', physical: 0, vouchers: 0, ageDays: 5 },
    { name: 'Demo Prospects', slug: 'demo-prospects', type: 'sales', reward: 'mixed', privacy: 'invite', status: 'paused', physical: 1, vouchers: 1, ageDays: 70 },
    { name: 'Product Launch', slug: 'product-launch', type: 'event', reward: 'physical', privacy: 'public', status: 'leaked', physical: 1, vouchers: 0, ageDays: 60 },
    { name: 'Summer Thanks 2025', slug: 'summer-thanks-2025', type: 'seasonal', reward: 'physical', privacy: 'internal', status: 'completed', physical: 2, vouchers: 0, ageDays: 480 },
    { name: 'Welcome Packs', slug: 'welcome-packs', type: 'onboarding', reward: 'physical', privacy: 'internal', status: 'new', physical: 0, vouchers: 0, ageDays: 3 },
  ],
};

const BASE_URL = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const DAY = 86_400_000;

/** Besides the product's GB rate, the options ship to a Europe group at £12.50 ex VAT. */
const EUROPE = { countries: ['FR', 'DE', 'IE', 'NL', 'BE', 'ES', 'IT'], shipping_ev_cost: 1250, shipping_iv_cost: incVat(1250) };

export async function seedCampaigns(db: Db) {
  const physical = await db.select().from(products).where(and(eq(products.type, 'physical'), eq(products.status, 'active'))).orderBy(asc(products.position), asc(products.id)).limit(12);
  // Voucher options are brands with face value limits (the recipient picks a value within them).
  const vouchers = await db
    .select()
    .from(products)
    .where(and(eq(products.type, 'voucher'), eq(products.status, 'active'), isNotNull(products.faceValueLimits)))
    .orderBy(asc(products.position), asc(products.id))
    .limit(6);
  const now = Date.now();
  let pick = 0;
  for (const [teamSlug, list] of Object.entries(SEED_CAMPAIGNS)) {
    const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.slug, teamSlug));
    if (!team) continue;
    for (const c of list) {
      const forced = applyCampaignRules({ type: c.type, reward_type: c.reward, privacy: c.privacy, auto_approve: c.autoApprove ?? false, page_restricted: false });
      const reviews = c.type === 'reviews' ? { ...defaultReviews(), submission_url: `${BASE_URL}/${GIFT_PAGE_BASE}/${teamSlug}/c/${c.slug}/review` } : null;
      const [row] = await db
        .insert(campaigns)
        .values({
          teamId: team.id,
          name: c.name,
          slug: c.slug,
          type: forced.type,
          rewardType: forced.reward_type,
          privacy: forced.privacy,
          autoApprove: forced.auto_approve,
          pageRestricted: forced.page_restricted,
          status: c.status,
          pageTitle: c.pageTitle ?? c.name,
          pageText: c.pageText ?? 'Choose the gift you would like and tell us where to send it.',
          reqContent: c.status === 'requested' || c.status === 'new' ? 'About 150 recipients, gifts around £40 each.' : '',
          notecardText: 'With warm wishes from all of us.',
          notecardEnabled: c.reward !== 'voucher',
          reviews,
          createdAt: new Date(now - c.ageDays * DAY),
        })
        .returning({ id: campaigns.id });
      const options = [
        ...Array.from({ length: c.physical }, () => physical[pick++ % physical.length]!),
        ...Array.from({ length: c.vouchers }, (_, k) => vouchers[(pick + k) % vouchers.length]!),
      ].filter(Boolean);
      for (const [position, p] of options.entries())
        await db.insert(giftOptions).values({
          campaignId: row!.id,
          name: p.type === 'voucher' ? `${p.brandName ?? p.name} eGift` : p.name,
          type: p.type,
          enabled: true,
          // The product's paragraphs as blank-line separated text (tags stripped, paragraphs kept apart).
          description: p.description.replace(/<\/p>\s*/g, '\n\n').replace(/<[^>]+>/g, '').trim().slice(0, 300),
          productId: p.id,
          available: p.type === 'physical' ? 25 + position * 10 : null,
          priceEv: p.priceExVat,
          priceIv: p.price,
          shippingCosts: p.type === 'physical' ? [...p.shippingCosts, EUROPE] : [],
          ppEvCost: p.ppEvCost,
          ppIvCost: p.ppIvCost,
          voucherBrand: p.type === 'voucher' ? (p.brandName ?? p.name) : null,
          voucherLower: p.faceValueLimits?.lower ?? null,
          voucherUpper: p.faceValueLimits?.upper ?? null,
          // The first voucher option of a campaign has a limit of 40 vouchers; the others are unlimited.
          voucherLimit: p.type === 'voucher' && position === c.physical ? 40 : null,
          notecardFormat: position === 2 ? 'portrait' : 'landscape',
          position,
        });
    }
    await seedTeamRecipients(db, teamSlug, team.id, BASE_URL, now);
  }
}

/** The seeded campaigns of a team by slug, with their options' ids: for the recipients seed step. */
export async function seededCampaigns(db: Db, teamSlug: string) {
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.slug, teamSlug));
  if (!team) return new Map<string, { id: number; teamId: number; optionIds: number[] }>();
  const rows = await db.select({ id: campaigns.id, slug: campaigns.slug }).from(campaigns).where(eq(campaigns.teamId, team.id));
  const out = new Map<string, { id: number; teamId: number; optionIds: number[] }>();
  for (const r of rows) {
    const opts = await db.select({ id: giftOptions.id }).from(giftOptions).where(eq(giftOptions.campaignId, r.id)).orderBy(asc(giftOptions.position));
    out.set(r.slug, { id: r.id, teamId: team.id, optionIds: opts.map((o) => o.id) });
  }
  return out;
}

