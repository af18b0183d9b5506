import { and, eq } from 'drizzle-orm';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import type { TProductRequestStatus, TRequestProductType, TRequestType } from '@gifthub/shared/corporate-products';
import { createTeamProduct } from '../modules/catalogue/team-products-create.service';
import type { Db } from './client';
import { productRequests, products, teams, users } from './schema';

type TSeedRequest = {
  name: string;
  type: TRequestProductType;
  request: TRequestType;
  status: TProductRequestStatus;
  stock: number;
  daysAgo: number;
  description?: string;
  baseProduct?: string;
  customisation?: string;
  boxContent?: string;
  note?: string;
  /** The seeded corporate product it restocked or became (by name; made here if the products seed has not). */
  product?: { name: string; moq: number; stock: number };
};

const ACME: TSeedRequest[] = [
  {
    name: 'Acme Branded Umbrella',
    type: 'product',
    request: 'new',
    status: 'pending',
    stock: 150,
    daysAgo: 1,
    description: 'A golf umbrella for client events, navy with the white logo on two panels.',
    baseProduct: 'Golf umbrella, 130 cm',
    customisation: 'White logo, two opposite panels',
  },
  {
    name: 'Acme Summer Gift Box',
    type: 'giftbox',
    request: 'new',
    status: 'pending',
    stock: 100,
    daysAgo: 3,
    description: 'A summer thank-you box for our customers.',
    boxContent: 'Sun cream, a branded water bottle, sweets and a thank-you card',
  },
  {
    name: 'Acme Tote Bag',
    type: 'product',
    request: 'new',
    status: 'in_progress',
    stock: 300,
    daysAgo: 9,
    description: 'Heavy cotton tote for the trade show.',
    baseProduct: 'Cotton tote, 10 oz',
    customisation: 'One-colour print, front only',
    note: 'Samples are on their way to you for approval.',
  },
  {
    name: 'Acme Branded Mug',
    type: 'product',
    request: 'new',
    status: 'completed',
    stock: 250,
    daysAgo: 60,
    description: 'Ceramic mug with the Acme logo.',
    baseProduct: 'Ceramic mug, 350 ml',
    customisation: 'Full-colour logo',
    note: 'Your mugs are in stock and ready to send.',
    product: { name: 'Acme Branded Mug', moq: 1, stock: 250 },
  },
  {
    name: 'Acme Glass Award',
    type: 'product',
    request: 'new',
    status: 'rejected',
    stock: 5,
    daysAgo: 20,
    description: 'Engraved glass awards for the sales team.',
    baseProduct: 'Glass award',
    customisation: 'Engraved names',
    note: 'We cannot make fewer than 25 engraved awards. Please ask again with 25 or more.',
  },
  {
    name: 'Acme Christmas Jumper',
    type: 'product',
    request: 'new',
    status: 'cancelled',
    stock: 80,
    daysAgo: 40,
    description: 'Christmas jumpers for the team party.',
    baseProduct: 'Knitted jumper',
    customisation: 'Reindeer and logo',
  },
  { name: 'Acme Welcome Box', type: 'giftbox', request: 'restock', status: 'pending', stock: 50, daysAgo: 2, product: { name: 'Acme Welcome Box', moq: 50, stock: 30 } },
  { name: 'Acme Notebook A5', type: 'product', request: 'restock', status: 'completed', stock: 10, daysAgo: 30, note: 'Added to your stock.', product: { name: 'Acme Notebook A5', moq: 1, stock: 8 } },
];

const DEMO: TSeedRequest[] = [
  {
    name: 'Demo Branded Hoodie',
    type: 'product',
    request: 'new',
    status: 'pending',
    stock: 100,
    daysAgo: 2,
    description: 'A warm hoodie with the team logo.',
    baseProduct: 'Cotton hoodie',
    customisation: 'Embroidered logo',
  },
  { name: 'Demo Coffee Mug', type: 'product', request: 'new', status: 'completed', stock: 40, daysAgo: 50, description: 'A branded coffee mug.', product: { name: 'Demo Coffee Mug', moq: 1, stock: 40 } },
  { name: 'Demo Welcome Box', type: 'giftbox', request: 'restock', status: 'in_progress', stock: 25, daysAgo: 5, product: { name: 'Demo Welcome Box', moq: 25, stock: 10 } },
];

async function productFor(db: Db, team: { id: number; slug: string }, r: TSeedRequest) {
  if (!r.product) return null;
  const [found] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.teamId, team.id), eq(products.name, r.product.name)))
    .limit(1);
  if (found) return found.id;
  const made = await createTeamProduct(db, {
    teamId: team.id,
    teamSlug: team.slug,
    name: r.product.name,
    description: r.description ?? r.product.name,
    productType: r.type,
    stock: r.product.stock,
    reorderMoq: r.product.moq,
    boxContent: r.boxContent,
  });
  return made.id;
}

async function seedTeam(db: Db, team: { id: number; slug: string }, requesterEmail: string, list: TSeedRequest[]) {
  const [requester] = await db.select({ id: users.id }).from(users).where(eq(users.email, requesterEmail));
  const now = Date.now();
  for (const r of list) {
    const at = new Date(now - r.daysAgo * 86_400_000);
    await db.insert(productRequests).values({
      teamId: team.id,
      requestedBy: requester?.id ?? null,
      name: r.name,
      productType: r.type,
      requestType: r.request,
      status: r.status,
      stock: r.stock,
      description: r.description ?? '',
      baseProduct: r.baseProduct ?? '',
      customisation: r.customisation ?? '',
      boxContent: r.boxContent ?? '',
      productId: await productFor(db, team, r),
      staffNote: r.note ?? '',
      createdAt: at,
      updatedAt: r.status === 'pending' ? at : new Date(at.getTime() + 2 * 86_400_000),
    });
  }
}

/**
 * Product requests of Acme Ltd and the demo team in every status (spec 3 §4): new products and gift boxes pending,
 * in progress, completed (linked to the product made), rejected with staff's note and cancelled, and restocks of
 * the seeded products (Acme Welcome Box's MOQ is 50). Runs after seedCorporateProducts, whose products it links.
 */
export async function seedProductRequests(db: Db) {
  const [acme] = await db.select({ id: teams.id, slug: teams.slug }).from(teams).where(eq(teams.slug, 'acme'));
  if (acme) await seedTeam(db, acme, 'manager@acme.test', ACME);
  const [demo] = await db.select({ id: teams.id, slug: teams.slug }).from(teams).where(eq(teams.id, DEMO_TEAM_ID));
  if (demo) await seedTeam(db, demo, 'demo@gifthub.test', DEMO);
}
