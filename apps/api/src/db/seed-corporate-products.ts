import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TProductType, TTeamStatus } from '@gifthub/shared/corporate-products';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import { incVat } from '@gifthub/shared/pricing';
import { generatedImagePath, illustrationFor } from '../modules/catalogue/product-images';
import type { Db } from './client';
import { allocationLevelSql } from '../modules/catalogue/catalogue.table';
import { campaigns, giftOptions, productComponents, products, registrations, teams } from './schema';

/**
 * The teams' corporate products (spec 3 §2.3): Acme Ltd's kitted boxes and other products in every stock state
 * (20 or more, 1 to 19, none) and allocation state, one with a reorder MOQ of 50, kitted boxes with their
 * components (the team's own and general ones from the catalogue); the demo team's few are the preview a team
 * without Pro sees. Run after the campaigns and their recipients: the boxes are linked to gift options of the teams'
 * campaigns, whose gifts are their orders, and their allocation and count sent are counted from those gifts (no
 * product shows units held or sent that its orders do not account for).
 */
type TSeedComponent = { own?: string; general?: number; expected: number; actual: number; requested?: number; delivered?: number; kitted?: number };
type TSeedProduct = {
  name: string;
  type: TProductType;
  stock: number;
  moq?: number;
  status?: TTeamStatus;
  description: string;
  boxContent?: string;
  /** Days ago. */
  kitted?: number;
  components?: TSeedComponent[];
  /**
   * The team's gift option (campaign slug, and which of its physical options: the first unless given) linked to it:
   * its gifts are the product's orders, and its allocation and count sent are counted from them. A product without
   * one has sent nothing and holds nothing.
   */
  option?: string;
  optionIndex?: number;
  price: number;
};

const ACME: TSeedProduct[] = [
  {
    name: 'Acme Welcome Box',
    type: 'kitted',
    stock: 120,
    moq: 50,
    description: '<p>Our <strong>welcome box</strong> for new clients: a branded mug, an A5 notebook and Belgian chocolates, packed in an Acme sleeve.</p><ul><li>Recyclable packaging</li><li>Notecard included</li></ul>',
    boxContent: 'Branded mug, A5 notebook, chocolates, notecard',
    kitted: 20,
    option: 'client-thank-you-2026',
    price: 3200,
    components: [
      { own: 'Acme Branded Mug', expected: 150, actual: 150, requested: 40, delivered: 30, kitted: 20 },
      { own: 'Acme Notebook A5', expected: 150, actual: 148, requested: 40, delivered: 29, kitted: 20 },
      { general: 0, expected: 150, actual: 150, requested: 38, delivered: 28, kitted: 20 },
    ],
  },
  {
    name: 'Acme Client Thank You Box',
    type: 'kitted',
    stock: 14,
    option: 'spring-launch-party',
    description: '<p>A thank-you box for our clients with a candle and a tea selection.</p>',
    boxContent: 'Scented candle, tea selection, notecard',
    kitted: 45,
    price: 2800,
    components: [
      { own: 'Acme Gift Box Sleeve', expected: 50, actual: 50, requested: 70, delivered: 60, kitted: 45 },
      { general: 1, expected: 50, actual: 50, requested: 70, delivered: 58, kitted: 45 },
      { general: 2, expected: 50, actual: 50, requested: 70, delivered: 58, kitted: 45 },
    ],
  },
  {
    name: 'Acme Christmas Hamper',
    type: 'box',
    stock: 0,
    option: 'summer-party-2025',
    optionIndex: 1,
    description: '<p>Last winter\'s <em>Christmas hamper</em>: festive treats and a bottle of prosecco.</p>',
    boxContent: 'Prosecco, mince pies, chocolate truffles',
    kitted: 330,
    price: 5400,
    components: [
      { general: 3, expected: 100, actual: 0, requested: 5 },
      { own: 'Acme Gift Box Sleeve', expected: 100, actual: 0, requested: 5 },
    ],
  },
  {
    name: 'Acme Onboarding Kit',
    type: 'kitted',
    stock: 35,
    option: 'summer-party-2025',
    description: '<p>Everything a new starter needs on day one.</p><p>Hoodie, water bottle and notebook.</p>',
    boxContent: 'Hoodie, water bottle, A5 notebook',
    kitted: 10,
    price: 4500,
    components: [
      { own: 'Acme Hoodie', expected: 60, actual: 40, requested: 25, delivered: 15, kitted: 10 },
      { own: 'Acme Water Bottle', expected: 60, actual: 60, requested: 25, delivered: 15, kitted: 10 },
      { own: 'Acme Notebook A5', expected: 60, actual: 60, requested: 25, delivered: 15, kitted: 10 },
    ],
  },
  { name: 'Acme Branded Mug', type: 'product', stock: 250, description: '<p>Ceramic mug, 350 ml, with the Acme logo.</p>', price: 900 },
  { name: 'Acme Notebook A5', type: 'product', stock: 8, description: '<p>A5 dotted notebook with an embossed cover.</p>', price: 1100 },
  { name: 'Acme Hoodie', type: 'product', stock: 0, status: 'paused', description: '<p>Organic cotton hoodie in navy, sizes S to XXL.</p>', price: 3500 },
  { name: 'Acme Gift Box Sleeve', type: 'giftbox', stock: 60, description: '<p>A printed sleeve that wraps our gift boxes.</p>', price: 400 },
  { name: 'Acme Water Bottle', type: 'product', stock: 22, description: '<p>Insulated steel bottle, 500 ml.</p>', price: 1800 },
];

const DEMO: TSeedProduct[] = [
  {
    name: 'Demo Welcome Box',
    type: 'kitted',
    stock: 80,
    moq: 25,
    description: '<p>A welcome box with a mug, a notebook and treats.</p>',
    boxContent: 'Mug, notebook, chocolates',
    kitted: 15,
    option: 'client-appreciation',
    price: 3000,
    components: [
      { own: 'Demo Coffee Mug', expected: 100, actual: 100, requested: 30, delivered: 20, kitted: 15 },
      { general: 0, expected: 100, actual: 100, requested: 30, delivered: 20, kitted: 15 },
    ],
  },
  {
    name: 'Demo Desk Kit',
    type: 'box',
    stock: 12,
    option: 'conference-giveaway',
    description: '<p>Desk essentials for hybrid teams.</p>',
    boxContent: 'Notebook, pen, plant',
    kitted: 40,
    price: 2600,
    components: [{ general: 4, expected: 30, actual: 30, requested: 60, delivered: 50, kitted: 40 }],
  },
  { name: 'Demo Coffee Mug', type: 'product', stock: 40, description: '<p>A branded coffee mug.</p>', price: 900 },
  { name: 'Demo Branded Tote', type: 'giftbox', stock: 0, description: '<p>A cotton tote bag with the team logo.</p>', price: 700 },
];

const DAY = 86_400_000;
const daysAgo = (d: number | undefined, now: number) => (d === undefined ? null : new Date(now - d * DAY));
const slugOf = (team: string, name: string) => `${team}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

/** Links the team's physical option of the campaign (the index-th) to the product; its gifts become the product's orders. */
async function linkOption(db: Db, teamId: number, campaignSlug: string, index: number, product: { id: number; name: string }) {
  const [option] = await db
    .select({ id: giftOptions.id })
    .from(giftOptions)
    .innerJoin(campaigns, eq(campaigns.id, giftOptions.campaignId))
    .where(and(eq(campaigns.teamId, teamId), eq(campaigns.slug, campaignSlug), eq(giftOptions.type, 'physical')))
    .orderBy(asc(giftOptions.position), asc(giftOptions.id))
    .offset(index)
    .limit(1);
  if (!option) return;
  await db.update(giftOptions).set({ productId: product.id, available: null }).where(eq(giftOptions.id, option.id));
  await db.update(registrations).set({ productId: product.id, productName: product.name }).where(eq(registrations.optionId, option.id));
  // Held: registered, not declined or rejected, not sent yet; sent: dispatched.
  const [held] = await db
    .select({
      single: sql<number>`coalesce(sum(${registrations.quantity}) filter (where ${registrations.sentAt} is null and ${registrations.registrationMethod} not in ('multiple', 'multiple-link')), 0)::int`,
      multi: sql<number>`coalesce(sum(${registrations.quantity}) filter (where ${registrations.sentAt} is null and ${registrations.registrationMethod} in ('multiple', 'multiple-link')), 0)::int`,
      sent: sql<number>`coalesce(sum(${registrations.quantity}) filter (where ${registrations.sentAt} is not null), 0)::int`,
    })
    .from(registrations)
    .where(and(eq(registrations.optionId, option.id), isNotNull(registrations.registeredAt), isNull(registrations.rejectedAt)));
  await db
    .update(products)
    .set({ allocated: held!.single, multiAllocated: held!.multi, countSent: held!.sent, stock: sql`${products.stock} + ${held!.single + held!.multi}` })
    .where(eq(products.id, product.id));
}

async function seedTeam(db: Db, teamId: number, teamSlug: string, list: TSeedProduct[], general: { id: number }[]) {
  const now = Date.now();
  const ids = new Map<string, number>();
  // Other products first: the kitted boxes name them as components.
  const ordered = [...list.filter((p) => p.type === 'product' || p.type === 'giftbox'), ...list.filter((p) => p.type === 'kitted' || p.type === 'box')];
  for (const [i, p] of ordered.entries()) {
    const slug = slugOf(teamSlug, p.name);
    const [row] = await db
      .insert(products)
      .values({
        slug,
        name: p.name,
        description: p.description,
        type: 'physical',
        status: 'active',
        imagePath: generatedImagePath(p.type === 'kitted' || p.type === 'box' ? 'box' : illustrationFor({ type: 'physical', name: p.name }), slug, p.name),
        stock: p.stock,
        priceExVat: p.price,
        price: incVat(p.price),
        teamId,
        productType: p.type,
        teamStatus: p.status ?? 'active',
        reorderMoq: p.moq ?? 1,
        boxContent: p.boxContent ?? '',
        kittingDate: daysAgo(p.kitted, now),
        position: i,
        createdAt: new Date(now - (200 - i * 10) * DAY),
      })
      .returning({ id: products.id });
    ids.set(p.name, row!.id);
    for (const [pos, c] of (p.components ?? []).entries()) {
      const componentId = c.own ? ids.get(c.own) : general[c.general! % general.length]?.id;
      if (!componentId) continue;
      await db.insert(productComponents).values({
        boxId: row!.id,
        componentId,
        expectedQuantity: c.expected,
        actualQuantity: c.actual,
        requestedAt: daysAgo(c.requested, now),
        deliveredAt: daysAgo(c.delivered, now),
        kittedAt: daysAgo(c.kitted, now),
        position: pos,
      });
    }
    if (p.option) await linkOption(db, teamId, p.option, p.optionIndex ?? 0, { id: row!.id, name: p.name });
  }
}

export async function seedCorporateProducts(db: Db) {
  // General components: catalogue gifts (no team), which the teams cannot manage.
  const general = await db
    .select({ id: products.id })
    .from(products)
    .where(and(isNull(products.teamId), eq(products.type, 'physical'), eq(products.status, 'active')))
    .orderBy(asc(products.position), asc(products.id))
    .limit(5);
  const [acme] = await db.select({ id: teams.id }).from(teams).where(eq(teams.slug, 'acme'));
  if (acme) await seedTeam(db, acme.id, 'acme', ACME, general);
  const [demo] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, DEMO_TEAM_ID));
  if (demo) await seedTeam(db, demo.id, 'demo', DEMO, general);
  // The seeded levels count as told: the stock-alerts job e-mails only what falls after the start.
  await db.update(products).set({ stockAlert: sql`${allocationLevelSql}` }).where(isNotNull(products.teamId));
}
