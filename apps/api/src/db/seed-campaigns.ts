import { and, asc, eq } from 'drizzle-orm';
import { applyCampaignRules, defaultReviews, type TCampaignPrivacy, type TCampaignStatus, type TCampaignType, type TRewardType } from '@gifthub/shared/campaigns';
import { GIFT_PAGE_BASE } from '@gifthub/shared/constants';
import type { Db } from './client';
import { campaigns, giftOptions, products, teams } from './schema';

/**
 * Campaigns for Acme Ltd and the demo team: several types and every status, with enabled options linked to the
 * seeded catalogue (run after seedCatalogue). Recipients come from a later seed step: it calls
 * seededCampaigns(db, teamSlug) for the ids by slug.
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
};

export const SEED_CAMPAIGNS: Record<string, TSeedCampaign[]> = {
  acme: [
    { name: 'Client Thank You 2026', slug: 'client-thank-you-2026', type: 'year-round', reward: 'physical', privacy: 'invite', status: 'active', physical: 3, vouchers: 0, pageTitle: 'A thank you from Acme' },
    { name: 'Open Day Giveaway', slug: 'open-day-giveaway', type: 'event', reward: 'physical', privacy: 'public', status: 'active', physical: 2, vouchers: 0, pageTitle: 'Thanks for visiting Acme' },
    { name: 'Team eGift Rewards', slug: 'team-egift-rewards', type: 'onboarding', reward: 'voucher', privacy: 'invite', status: 'active', physical: 0, vouchers: 2 },
    { name: 'Customer Reviews', slug: 'customer-reviews', type: 'reviews', reward: 'physical', privacy: 'invite', status: 'active', physical: 2, vouchers: 0 },
    { name: 'Christmas Hampers 2026', slug: 'christmas-hampers-2026', type: 'seasonal', reward: 'physical', privacy: 'invite', status: 'requested', physical: 0, vouchers: 0 },
    { name: 'Sales Prospects Q1', slug: 'sales-prospects-q1', type: 'sales', reward: 'mixed', privacy: 'invite', status: 'paused', physical: 1, vouchers: 1 },
    { name: 'Spring Launch Party', slug: 'spring-launch-party', type: 'event', reward: 'physical', privacy: 'public', status: 'leaked', physical: 2, vouchers: 0 },
    { name: 'Summer Party 2025', slug: 'summer-party-2025', type: 'seasonal', reward: 'physical', privacy: 'internal', status: 'completed', physical: 2, vouchers: 0, autoApprove: true },
    { name: 'New Starter Welcome', slug: 'new-starter-welcome', type: 'onboarding', reward: 'physical', privacy: 'internal', status: 'new', physical: 0, vouchers: 0 },
  ],
  demo: [
    { name: 'Client Appreciation', slug: 'client-appreciation', type: 'year-round', reward: 'physical', privacy: 'invite', status: 'active', physical: 3, vouchers: 0 },
    { name: 'Conference Giveaway', slug: 'conference-giveaway', type: 'event', reward: 'physical', privacy: 'public', status: 'active', physical: 2, vouchers: 0 },
    { name: 'Employee eGifts', slug: 'employee-egifts', type: 'other', reward: 'voucher', privacy: 'invite', status: 'active', physical: 0, vouchers: 2 },
    { name: 'Happy Customers', slug: 'happy-customers', type: 'reviews', reward: 'physical', privacy: 'invite', status: 'active', physical: 2, vouchers: 0 },
    { name: 'Winter Gifting', slug: 'winter-gifting', type: 'seasonal', reward: 'physical', privacy: 'invite', status: 'requested', physical: 0, vouchers: 0 },
    { name: 'Demo Prospects', slug: 'demo-prospects', type: 'sales', reward: 'mixed', privacy: 'invite', status: 'paused', physical: 1, vouchers: 1 },
    { name: 'Product Launch', slug: 'product-launch', type: 'event', reward: 'physical', privacy: 'public', status: 'leaked', physical: 1, vouchers: 0 },
    { name: 'Summer Thanks 2025', slug: 'summer-thanks-2025', type: 'seasonal', reward: 'physical', privacy: 'internal', status: 'completed', physical: 2, vouchers: 0 },
    { name: 'Welcome Packs', slug: 'welcome-packs', type: 'onboarding', reward: 'physical', privacy: 'internal', status: 'new', physical: 0, vouchers: 0 },
  ],
};

const BASE_URL = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

export async function seedCampaigns(db: Db) {
  const physical = await db.select().from(products).where(and(eq(products.type, 'physical'), eq(products.status, 'active'))).orderBy(asc(products.position), asc(products.id)).limit(12);
  const vouchers = await db.select().from(products).where(and(eq(products.type, 'voucher'), eq(products.status, 'active'))).orderBy(asc(products.position), asc(products.id)).limit(6);
  let pick = 0;
  for (const [teamSlug, list] of Object.entries(SEED_CAMPAIGNS)) {
    const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.slug, teamSlug));
    if (!team) continue;
    for (const [i, c] of list.entries()) {
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
          createdAt: new Date(Date.now() - (list.length - i) * 20 * 86_400_000),
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
          description: p.description.replace(/<[^>]+>/g, '').slice(0, 300),
          productId: p.id,
          available: p.type === 'physical' ? 25 + position * 10 : null,
          priceEv: p.priceExVat,
          priceIv: p.price,
          shippingCosts: p.shippingCosts,
          ppEvCost: p.ppEvCost,
          ppIvCost: p.ppIvCost,
          voucherBrand: p.type === 'voucher' ? (p.brandName ?? p.name) : null,
          voucherLower: p.faceValueLimits?.lower ?? null,
          voucherUpper: p.faceValueLimits?.upper ?? null,
          notecardFormat: position === 2 ? 'portrait' : 'landscape',
          position,
        });
    }
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

