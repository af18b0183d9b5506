import { eq, sql } from 'drizzle-orm';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import { SPECIAL_CORPORATION_ID } from '@gifthub/shared/gifts';
import type { TPlan } from '@gifthub/shared/plans';
import type { TRole } from '@gifthub/shared/permissions';
import { hashPassword } from '../lib/passwords';
import { seedCatalogue } from './seed-catalogue';
import { seedCampaigns } from './seed-campaigns';
import { seedCampaignAnalytics } from './seed-campaign-analytics';
import { seedCampaignExpiry } from './seed-campaign-expiry';
import { seedCampaignBatches } from './seed-campaign-batches';
import { seedCampaignReviews } from './seed-campaign-reviews';
import { seedCrm } from './seed-crm';
import { seedProductRequests } from './seed-product-requests';
import { seedCorporateProducts } from './seed-corporate-products';
import { seedSurveys } from './seed-surveys';
import { seedSurveyTemplates } from './seed-survey-templates';
import { seedSurveyThemes } from './seed-survey-themes';
import { seedPrintOrders } from './seed-print-orders';
import { seedSeCampaigns } from './seed-se-campaigns';
import { seedWarehouse } from './seed-warehouse';
import { seedActionPages } from './seed-action-pages';
import { seedResources } from './seed-resources';
import type { Db } from './client';
import { credit } from '../modules/billing/billing.service';
import { TEAM_FEATURES_DEFAULT, teamMembers, teams, topUps, users } from './schema';

export const SEED_PASSWORD = 'gifthub-demo';

type TSeedUser = { email: string; name: string; staff?: boolean; demo?: boolean };
type TSeedTeam = { id?: number; name: string; slug: string; plan: TPlan; members: [string, TRole][]; fulfilment?: boolean; corporationId?: number };

export const SEED_USERS: TSeedUser[] = [
  { email: 'staff@gifthub.test', name: 'Sam Staff', staff: true },
  { email: 'manager@acme.test', name: 'Maria Manager' },
  { email: 'associate@acme.test', name: 'Adam Associate' },
  { email: 'owner@corner.test', name: 'Olivia Corner' },
  { email: 'owner@trial.test', name: 'Toby Trial' },
  { email: 'demo@gifthub.test', name: 'Demo User', demo: true },
  { email: 'manager@northwind.test', name: 'Nora North' },
  { email: 'associate@northwind.test', name: 'Ned North' },
];

export const SEED_TEAMS: TSeedTeam[] = [
  { name: 'Acme Ltd', slug: 'acme', plan: 'pro', fulfilment: true, members: [['manager@acme.test', 'manager'], ['associate@acme.test', 'associate'], ['staff@gifthub.test', 'bb_admin']] },
  { name: 'Acme Europe', slug: 'acme-europe', plan: 'pro', members: [['manager@acme.test', 'manager']] },
  { name: 'Corner Shop', slug: 'corner-shop', plan: 'free', members: [['owner@corner.test', 'manager']] },
  { name: 'Trial Co', slug: 'trial-co', plan: 'trial', members: [['owner@trial.test', 'manager']] },
  { id: DEMO_TEAM_ID, name: 'Demo Team', slug: 'demo', plan: 'pro', members: [['demo@gifthub.test', 'manager']] },
  // Corporation 5's rules (spec 1 §6: approval column, name verification, no Select & Send) on a team of their own.
  { name: 'Northwind Group', slug: 'northwind', plan: 'pro', corporationId: SPECIAL_CORPORATION_ID, members: [['manager@northwind.test', 'manager'], ['associate@northwind.test', 'associate']] },
];

export const isEmpty = async (db: Db) => (await db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n === 0;

/** The demo data set: run on first start against an empty database (SEED=none skips it). */
export async function seed(db: Db) {
  const passwordHash = await hashPassword(SEED_PASSWORD);
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const u of SEED_USERS) {
      const [row] = await tx
        .insert(users)
        .values({ email: u.email, name: u.name, passwordHash, isBbAdmin: Boolean(u.staff), isDemo: Boolean(u.demo), showTutorial: !u.staff })
        .returning({ id: users.id });
      ids.set(u.email, row!.id);
    }
    for (const t of SEED_TEAMS) {
      const [row] = await tx
        .insert(teams)
        .values({ ...(t.id ? { id: t.id } : {}), name: t.name, slug: t.slug, plan: t.plan, corporationId: t.corporationId ?? null, features: { ...TEAM_FEATURES_DEFAULT, fulfilment: Boolean(t.fulfilment) }, pendingUpgrade: t.plan === 'trial', upgradeRequest: t.plan === 'trial' ? { phone: '+44 20 7946 0000', size: '4', targetUse: ['Corporate Gifting'] } : null })
        .returning({ id: teams.id });
      for (const [email, role] of t.members) await tx.insert(teamMembers).values({ teamId: row!.id, userId: ids.get(email)!, role, status: 'active' });
    }
    // The demo team was given its id; move the sequence past it.
    await tx.execute(sql`select setval(pg_get_serial_sequence('teams', 'id'), (select max(id) from teams))`);

    // Money: Acme Ltd starts with a paid £5,000 bank-transfer top-up in its ledger and a £1,000 credit limit;
    // Northwind Group a £1,000 one; Corner Shop (free) and the others have no balance.
    const [acme] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.slug, 'acme'));
    const manager = ids.get('manager@acme.test')!;
    const at = new Date();
    await tx.update(teams).set({ creditLimit: 100_000 }).where(eq(teams.id, acme!.id));
    const [topUp] = await tx
      .insert(topUps)
      .values({ teamId: acme!.id, userId: manager, amount: 500_000, fee: 0, total: 500_000, method: 'bank-transfer', status: 'paid', createdAt: at, paidAt: at })
      .returning({ id: topUps.id });
    await credit(tx, { teamId: acme!.id, userId: manager, type: 'top-up', description: 'Top up by bank transfer', topUpId: topUp!.id, amount: 500_000, at });
    // Northwind Group (corporation 5) starts with a paid £1,000 top-up.
    const [northwind] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.slug, 'northwind'));
    const nora = ids.get('manager@northwind.test')!;
    const [nwTopUp] = await tx
      .insert(topUps)
      .values({ teamId: northwind!.id, userId: nora, amount: 100_000, fee: 0, total: 100_000, method: 'bank-transfer', status: 'paid', createdAt: at, paidAt: at })
      .returning({ id: topUps.id });
    await credit(tx, { teamId: northwind!.id, userId: nora, type: 'top-up', description: 'Top up by bank transfer', topUpId: nwTopUp!.id, amount: 100_000, at });
  });
  await seedActionPages(db);
  await seedCatalogue(db);
  await seedCampaigns(db);
  await seedCampaignExpiry(db);
  await seedCampaignBatches(db);
  await seedCampaignReviews(db);
  await seedCampaignAnalytics(db);
  await seedCrm(db);
  // After the campaigns and their recipients: an option of each team is linked to a corporate product.
  await seedCorporateProducts(db);
  // After the corporate products: requests link the products they restocked or became.
  await seedProductRequests(db);
  await seedSurveys(db);
  await seedSurveyThemes(db);
  // After the themes: some templates wear a gallery theme.
  await seedSurveyTemplates(db);
  await seedSeCampaigns(db);
  await seedPrintOrders(db);
  // Listed teams' warehouse stock and orders.
  await seedWarehouse(db);
  await seedResources(db);
}
