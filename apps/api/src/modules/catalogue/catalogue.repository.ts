import { and, asc, count, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TTaxonomy, TTerm, TVoucherCategory } from '@gifthub/shared/catalogue';
import type { Db } from '../../db/client';
import { productTerms, products, terms, type TProductRow } from './catalogue.table';

export type TTermRow = typeof terms.$inferSelect;
export type TProductInsert = typeof products.$inferInsert;

export const toTerm = (t: TTermRow): TTerm => ({ id: t.id, taxonomy: t.taxonomy, slug: t.slug, name: t.name, icon: t.icon });

export const listTerms = (db: Db, taxonomies?: TTaxonomy[]) =>
  db
    .select()
    .from(terms)
    .where(taxonomies?.length ? inArray(terms.taxonomy, taxonomies) : undefined)
    .orderBy(asc(terms.taxonomy), asc(terms.position), asc(terms.id));

export const findTermsBySlugs = (db: Db, taxonomy: TTaxonomy, slugs: string[]) =>
  slugs.length ? db.select().from(terms).where(and(eq(terms.taxonomy, taxonomy), inArray(terms.slug, slugs))) : Promise.resolve([] as TTermRow[]);

/** The terms of a page of products in one query, keyed by product id. */
export async function termsForProducts(db: Db, productIds: number[]): Promise<Map<number, TTerm[]>> {
  const byProduct = new Map<number, TTerm[]>();
  if (!productIds.length) return byProduct;
  const rows = await db
    .select({ productId: productTerms.productId, term: terms })
    .from(productTerms)
    .innerJoin(terms, eq(terms.id, productTerms.termId))
    .where(inArray(productTerms.productId, productIds))
    .orderBy(asc(terms.position), asc(terms.id));
  for (const r of rows) {
    const list = byProduct.get(r.productId) ?? [];
    list.push(toTerm(r.term));
    byProduct.set(r.productId, list);
  }
  return byProduct;
}

export type TProductFilter = {
  type?: 'physical' | 'voucher';
  /** Omitted: every status (staff). */
  status?: 'active' | 'hidden';
  /** Each (taxonomy, slug) must be among the product's terms. */
  terms?: { taxonomy: TTaxonomy; slug: string }[];
  /** Price inc VAT in pence, [min, max). */
  priceMin?: number;
  priceMax?: number | null;
  category?: TVoucherCategory;
  /** Name (and slug and brand for staff) contains. */
  q?: string;
  searchAll?: boolean;
  /** A team whose corporate products are listed beside the catalogue (staff's option picker); else the catalogue only. */
  teamId?: number;
  page: number;
  perPage: number;
};

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function productWhere(f: Omit<TProductFilter, 'page' | 'perPage'>): SQL | undefined {
  // The marketplace catalogue only: a team's corporate products are never listed or sold here (staff's option picker
  // adds the campaign's team's own).
  const conds: (SQL | undefined)[] = [f.teamId ? or(isNull(products.teamId), eq(products.teamId, f.teamId)) : isNull(products.teamId)];
  if (f.type) conds.push(eq(products.type, f.type));
  if (f.status) conds.push(eq(products.status, f.status));
  if (f.category) conds.push(eq(products.category, f.category));
  if (f.priceMin !== undefined && f.priceMin > 0) conds.push(gte(products.price, f.priceMin));
  if (f.priceMax !== undefined && f.priceMax !== null) conds.push(lt(products.price, f.priceMax));
  for (const t of f.terms ?? []) {
    // Correlated semi-join on product_terms' primary key (product_id, term_id) via the unique (taxonomy, slug).
    conds.push(
      sql`exists (select 1 from ${productTerms} where ${productTerms.productId} = ${products.id} and ${productTerms.termId} = (select ${terms.id} from ${terms} where ${terms.taxonomy} = ${t.taxonomy} and ${terms.slug} = ${t.slug}))`,
    );
  }
  if (f.q) {
    const like = `%${likeEscape(f.q)}%`;
    conds.push(f.searchAll ? or(ilike(products.name, like), ilike(products.slug, like), ilike(products.brandName, like)) : ilike(products.name, like));
  }
  return and(...conds);
}

/** A page of products in position order with the total; filtering and paging in SQL (products_listing_idx). */
export async function listProducts(db: Db, f: TProductFilter): Promise<{ rows: TProductRow[]; total: number }> {
  const where = productWhere(f);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.position), asc(products.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/**
 * Bench hook: the marketplace's filtered physical query exactly as GET /marketplace/products/physical runs it
 * (page of active products, total, and the page's terms in one more query). Answers the row count.
 */
export async function benchPhysicalCatalogue(
  db: Db,
  f: { type?: string; occasion?: string; diet?: string; priceMin?: number; priceMax?: number | null; page?: number; perPage?: number } = {},
) {
  const wanted: { taxonomy: TTaxonomy; slug: string }[] = [];
  if (f.type) wanted.push({ taxonomy: 'marketplace-product-type', slug: f.type });
  if (f.occasion) wanted.push({ taxonomy: 'marketplace-product-occasion', slug: f.occasion });
  if (f.diet) wanted.push({ taxonomy: 'marketplace-product-diet', slug: f.diet });
  const { rows, total } = await listProducts(db, {
    type: 'physical',
    status: 'active',
    terms: wanted,
    priceMin: f.priceMin,
    priceMax: f.priceMax,
    page: f.page ?? 1,
    perPage: f.perPage ?? 24,
  });
  await termsForProducts(
    db,
    rows.map((r) => r.id),
  );
  return { count: rows.length, total };
}

export const findProductById = async (db: Db, id: number) => (await db.select().from(products).where(eq(products.id, id)).limit(1))[0];
/** A product of the marketplace catalogue (not a team's corporate product). */
export const findCatalogueProductById = async (db: Db, id: number) =>
  (await db.select().from(products).where(and(eq(products.id, id), isNull(products.teamId))).limit(1))[0];
export const findProductBySlug = async (db: Db, slug: string) => (await db.select().from(products).where(eq(products.slug, slug)).limit(1))[0];
export const findCatalogueProductBySlug = async (db: Db, slug: string) =>
  (await db.select().from(products).where(and(eq(products.slug, slug), isNull(products.teamId))).limit(1))[0];
export const findProductByImagePath = async (db: Db, imagePath: string) =>
  (await db.select().from(products).where(eq(products.imagePath, imagePath)).limit(1))[0];

export const countProducts = async (db: Db) => Number((await db.select({ n: count() }).from(products))[0]?.n ?? 0);

export const insertProduct = async (db: Db, values: TProductInsert) => (await db.insert(products).values(values).returning())[0] as TProductRow;

export const updateProductRow = async (db: Db, id: number, values: Partial<TProductInsert>) =>
  (await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning())[0];

/** Replaces the product's terms of the given taxonomies with termIds (which belong to those taxonomies). */
export async function replaceProductTerms(db: Db, productId: number, taxonomies: TTaxonomy[], termIds: number[]) {
  if (taxonomies.length) {
    await db
      .delete(productTerms)
      .where(
        and(
          eq(productTerms.productId, productId),
          inArray(productTerms.termId, db.select({ id: terms.id }).from(terms).where(inArray(terms.taxonomy, taxonomies))),
        ),
      );
  }
  if (termIds.length) await db.insert(productTerms).values(termIds.map((termId) => ({ productId, termId }))).onConflictDoNothing();
}

/** Atomic conditional decrement: answers the row when there was enough stock (or stock is unlimited), else nothing. */
export const decrementStock = async (db: Db, id: number, quantity: number) =>
  (await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), or(sql`${products.stock} is null`, gte(products.stock, quantity))))
    .returning({ id: products.id, stock: products.stock }))[0];

/** Adds stock to a stocked product (not to unlimited ones); answers the new stock. */
export const incrementStock = async (db: Db, id: number, quantity: number) =>
  (await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), isNotNull(products.stock)))
    .returning())[0];
