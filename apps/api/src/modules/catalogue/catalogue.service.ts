import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  PRICE_FILTER_BOUNDS,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  type TAdminProductsQuery,
  type TDigitalProductsQuery,
  type TPhysicalProductsQuery,
  type TProduct,
  type TProductCreate,
  type TProductTermsInput,
  type TProductUpdate,
  type TTaxonomy,
  type TTerm,
} from '@gifthub/shared/catalogue';
import { slugify } from '@gifthub/shared/fields';
import type { TRegistrationMethod } from '@gifthub/shared/gifts';
import { msg } from '@gifthub/shared/messages';
import { pageMeta, type TPaged } from '@gifthub/shared/paging';
import { incVat, toPence, toPounds } from '@gifthub/shared/pricing';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { storeImageUpload } from '../storage/image-upload';
import type { TStorage } from '../storage/storage';
import * as repo from './catalogue.repository';
import * as teamProducts from './team-products.service';
import type { TProductRow } from './catalogue.table';
import { generatedImagePath, generatedKind, illustrationFor, productSvg } from './product-images';

export const PRODUCT_IMAGE_ROUTE = '/api/v1/product-images';
const GIFT = 'Gift';
const TAXONOMY_KEY: Record<TTaxonomy, keyof TProduct['terms']> = {
  'marketplace-product-type': 'type',
  'marketplace-product-occasion': 'occasion',
  'marketplace-product-diet': 'diet',
};
const KEY_TAXONOMY = Object.fromEntries(Object.entries(TAXONOMY_KEY).map(([t, k]) => [k, t])) as Record<keyof TProduct['terms'], TTaxonomy>;
const TERM_LABEL: Record<keyof TProduct['terms'], string> = { type: 'Type', occasion: 'Occasion', diet: 'Diet' };

/** The portal's view of a product row: money in pounds, terms grouped by taxonomy, the image as a URL. */
export function toProductView(row: TProductRow, terms: TTerm[]): TProduct {
  const grouped: TProduct['terms'] = { type: [], occasion: [], diet: [] };
  for (const t of terms) grouped[TAXONOMY_KEY[t.taxonomy]].push(t);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image_url: row.imagePath ? `${PRODUCT_IMAGE_ROUTE}/${row.imagePath}` : null,
    type: row.type,
    status: row.status,
    stock: row.stock,
    price: toPounds(row.price),
    price_ex_vat: toPounds(row.priceExVat),
    pp_ev_cost: toPounds(row.ppEvCost),
    pp_iv_cost: toPounds(row.ppIvCost),
    shipping_costs: row.shippingCosts.map((g) => ({ countries: g.countries, shipping_ev_cost: toPounds(g.shipping_ev_cost), shipping_iv_cost: toPounds(g.shipping_iv_cost) })),
    brand_name: row.brandName,
    category: row.category,
    face_value_limits: row.faceValueLimits
      ? { lower: toPounds(row.faceValueLimits.lower), upper: toPounds(row.faceValueLimits.upper), minor_unit: toPounds(row.faceValueLimits.minor_unit) }
      : null,
    denominations: row.denominations.map(toPounds),
    terms: grouped,
  };
}

async function pageView(db: Db, rows: TProductRow[], total: number, page: number, perPage: number): Promise<TPaged<TProduct>> {
  const terms = await repo.termsForProducts(
    db,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => toProductView(r, terms.get(r.id) ?? [])), meta: pageMeta(total, page, perPage) };
}

async function productView(db: Db, row: TProductRow) {
  const terms = await repo.termsForProducts(db, [row.id]);
  return toProductView(row, terms.get(row.id) ?? []);
}

export async function listTerms(db: Db, taxonomies?: TTaxonomy[]) {
  return { data: (await repo.listTerms(db, taxonomies)).map(repo.toTerm) };
}

/** GET /marketplace/products/physical: active physical gifts matching every filter given, in position order. */
export async function listPhysicalProducts(db: Db, q: TPhysicalProductsQuery) {
  const wanted: { taxonomy: TTaxonomy; slug: string }[] = [];
  if (q.type) wanted.push({ taxonomy: 'marketplace-product-type', slug: q.type });
  if (q.occasion) wanted.push({ taxonomy: 'marketplace-product-occasion', slug: q.occasion });
  if (q.diet) wanted.push({ taxonomy: 'marketplace-product-diet', slug: q.diet });
  const [priceMin, priceMax] = q.price ? PRICE_FILTER_BOUNDS[q.price] : [undefined, undefined];
  const { rows, total } = await repo.listProducts(db, { type: 'physical', status: 'active', terms: wanted, priceMin, priceMax, q: q.q, page: q.page, perPage: q.per_page });
  return pageView(db, rows, total, q.page, q.per_page);
}

/** GET /marketplace/products/digital: active eGift brands, by category. */
export async function listDigitalProducts(db: Db, q: TDigitalProductsQuery) {
  const { rows, total } = await repo.listProducts(db, { type: 'voucher', status: 'active', category: q.category, page: q.page, perPage: q.per_page });
  return pageView(db, rows, total, q.page, q.per_page);
}

/** GET /marketplace/products/digital/{id}: an active eGift brand by id or by its slug. */
export async function getDigitalProduct(db: Db, idOrSlug: string) {
  const row = /^\d+$/.test(idOrSlug) && Number(idOrSlug) <= 2_147_483_647 ? await repo.findCatalogueProductById(db, Number(idOrSlug)) : await repo.findCatalogueProductBySlug(db, idOrSlug.toLowerCase());
  if (!row || row.type !== 'voucher' || row.status !== 'active') throw AppError.notFound(GIFT);
  return productView(db, row);
}

/** GET /products/{id}: hidden products are staff-only; a team's corporate products are not the marketplace's. */
export async function getProduct(db: Db, id: number, viewer: { isStaff: boolean }) {
  const row = await repo.findCatalogueProductById(db, id);
  if (!row || (row.status !== 'active' && !viewer.isStaff)) throw AppError.notFound(GIFT);
  return productView(db, row);
}

// ---- For the registrations module ----

/** The active marketplace product a gift is sold from (pence), or 404 'Gift not found.' (a team's product never is). */
export async function getProductForSale(db: Db, productId: number): Promise<TProductRow> {
  const row = Number.isSafeInteger(productId) && productId > 0 && productId <= 2_147_483_647 ? await repo.findCatalogueProductById(db, productId) : undefined;
  if (!row || row.status !== 'active') throw AppError.notFound(GIFT);
  return row;
}

/**
 * The product a campaign's gift option links (staff's option form): an active catalogue product, or an active
 * corporate product of the campaign's own team. Another team's product is not found.
 */
export async function getProductForOption(db: Db, productId: number, teamId: number): Promise<TProductRow> {
  const row = Number.isSafeInteger(productId) && productId > 0 && productId <= 2_147_483_647 ? await repo.findProductById(db, productId) : undefined;
  if (!row || row.status !== 'active' || (row.teamId !== null && row.teamId !== teamId)) throw AppError.notFound(GIFT);
  return row;
}

/**
 * Takes `quantity` units in one conditional UPDATE (stock = stock - q where stock >= q), so concurrent buyers
 * can never take the stock below zero. Unlimited (null) stock is left alone. A team's corporate product is held
 * by allocation instead (free units = stock - allocated - multi_allocated; a Multi Send's `method` holds multi_allocated), refused with
 * 422 on option_id when it is paused or has too few free units. Call inside the sale's transaction.
 */
export async function reserveStock(tx: Db, productId: number, quantity: number, opts: { method?: TRegistrationMethod } = {}) {
  if (!Number.isInteger(quantity) || quantity < 1) throw AppError.field('quantity', msg.positive('Quantity'));
  const row = await repo.findProductById(tx, productId);
  if (!row) throw AppError.notFound(GIFT);
  if (row.teamId !== null) {
    await teamProducts.requireTeamProductUnits(tx, { productId, quantity, registrationMethod: opts.method ?? 'direct' });
    return { stock: row.stock };
  }
  const hit = await repo.decrementStock(tx, productId, quantity);
  if (hit) return { stock: hit.stock };
  throw AppError.field('quantity', 'This gift is out of stock.');
}

/** Gives reserved units back (a failed or refunded sale): a corporate product's allocation, else its stock. No-op for unlimited stock. */
export async function releaseStock(tx: Db, productId: number, quantity: number, opts: { method?: TRegistrationMethod } = {}) {
  if (!Number.isInteger(quantity) || quantity < 1) return;
  const row = await repo.findProductById(tx, productId);
  if (row?.teamId != null) return teamProducts.releaseTeamProduct(tx, { productId, quantity, registrationMethod: opts.method ?? 'direct' });
  await repo.incrementStock(tx, productId, quantity);
}

// ---- Staff back office ----

export async function adminListProducts(db: Db, q: TAdminProductsQuery) {
  const { rows, total } = await repo.listProducts(db, { type: q.type, status: q.status, q: q.q, searchAll: true, teamId: q.team_id, page: q.page, perPage: q.per_page });
  return pageView(db, rows, total, q.page, q.per_page);
}

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4']);
const escapeText = (s: string) => s.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Descriptions are shown as HTML by the portal: keep only simple formatting tags, without attributes,
 * drop script and style with their content. Plain text becomes paragraphs (blank lines separate them).
 */
export function sanitizeDescription(input: string): string {
  const text = input.trim();
  if (!/<[a-z/!]/i.test(text)) {
    return text
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => `<p>${escapeText(p).replace(/\n/g, '<br>')}</p>`)
      .join('');
  }
  const stripped = text.replace(/<(script|style|iframe|object|embed|template)\b[\s\S]*?<\/\1\s*>/gi, '').replace(/<!--[\s\S]*?-->/g, '');
  let out = '';
  let last = 0;
  for (const m of stripped.matchAll(/<\s*(\/?)\s*([a-z][a-z0-9]*)\b[^>]*>/gi)) {
    out += escapeText(stripped.slice(last, m.index));
    last = m.index + m[0].length;
    const tag = m[2]!.toLowerCase();
    if (ALLOWED_TAGS.has(tag)) out += tag === 'br' ? '<br>' : `<${m[1]}${tag}>`;
  }
  return (out + escapeText(stripped.slice(last))).trim();
}

async function uniqueSlug(db: Db, base: string, exceptId?: number) {
  const root = (base || 'gift').slice(0, 70);
  let slug = root;
  for (let n = 2; ; n++) {
    const other = await repo.findProductBySlug(db, slug);
    if (!other || other.id === exceptId) return slug;
    slug = `${root}-${n}`;
  }
}

/** Term slugs per taxonomy → term ids; an unknown slug is a 422 on that field. */
async function resolveTerms(db: Db, input: TProductTermsInput) {
  const taxonomies: TTaxonomy[] = [];
  const ids: number[] = [];
  const typeSlugs: string[] = [];
  for (const key of ['type', 'occasion', 'diet'] as const) {
    const slugs = input[key];
    if (!slugs) continue;
    const taxonomy = KEY_TAXONOMY[key];
    const unique = [...new Set(slugs)];
    const found = await repo.findTermsBySlugs(db, taxonomy, unique);
    const missing = unique.filter((s) => !found.some((t) => t.slug === s));
    if (missing.length) throw AppError.field(`terms.${key}`, `${msg.oneOf(TERM_LABEL[key])} Unknown: ${missing.join(', ')}.`);
    taxonomies.push(taxonomy);
    ids.push(...found.map((t) => t.id));
    if (key === 'type') typeSlugs.push(...unique);
  }
  return { taxonomies, ids, typeSlugs };
}

const PHYSICAL_ONLY = ['price_ex_vat', 'pp_ev_cost', 'shipping_ev_cost', 'stock'] as const;
const VOUCHER_ONLY = ['brand_name', 'category', 'denominations', 'face_value_limits'] as const;

/** Fields that do not apply to the product's type are refused rather than silently stored. */
function checkFieldsForType(type: 'physical' | 'voucher', input: TProductUpdate) {
  const wrong = type === 'physical' ? VOUCHER_ONLY : PHYSICAL_ONLY;
  const errors: Record<string, string[]> = {};
  for (const f of wrong) if (input[f] !== undefined) errors[f] = [type === 'physical' ? 'Only eGift vouchers have this field.' : 'Only physical gifts have this field.'];
  if (Object.keys(errors).length) throw AppError.validation(errors, Object.values(errors)[0]![0]);
}

/** Pounds in (the back office form) → the row's pence values. */
function moneyValues(input: TProductUpdate): Partial<repo.TProductInsert> {
  const v: Partial<repo.TProductInsert> = {};
  if (input.price_ex_vat !== undefined) {
    v.priceExVat = toPence(input.price_ex_vat);
    v.price = incVat(v.priceExVat);
  }
  if (input.pp_ev_cost !== undefined) {
    v.ppEvCost = toPence(input.pp_ev_cost);
    v.ppIvCost = incVat(v.ppEvCost);
  }
  if (input.shipping_ev_cost !== undefined) {
    const ev = toPence(input.shipping_ev_cost);
    // The marketplace ships only to GB (spec 3 §2.2).
    v.shippingCosts = [{ countries: ['GB'], shipping_ev_cost: ev, shipping_iv_cost: incVat(ev) }];
  }
  if (input.denominations !== undefined) v.denominations = [...new Set(input.denominations.map(toPence))].sort((a, b) => a - b);
  if (input.face_value_limits !== undefined)
    v.faceValueLimits = input.face_value_limits && {
      lower: toPence(input.face_value_limits.lower),
      upper: toPence(input.face_value_limits.upper),
      minor_unit: toPence(input.face_value_limits.minor_unit),
    };
  return v;
}

// Back office defaults in pounds ex VAT: the usual pick and pack and GB delivery.
const DEFAULT_PP_EV = 3.5;
const DEFAULT_SHIPPING_EV = 4.95;

/** POST /admin/catalogue/products. */
export async function createProduct(db: Db, input: TProductCreate) {
  const type = input.type;
  checkFieldsForType(type, input);
  return db.transaction(async (tx) => {
    if (input.slug && (await repo.findProductBySlug(tx, input.slug))) throw AppError.field('slug', 'Slug has already been taken.');
    const slug = input.slug ?? (await uniqueSlug(tx, slugify(input.name)));
    const resolved = await resolveTerms(tx, input.terms ?? {});
    const position = input.position ?? 0;
    const kind = illustrationFor({ type, name: input.name, typeSlugs: resolved.typeSlugs });
    const row = await repo.insertProduct(tx, {
      slug,
      name: input.name.trim(),
      description: sanitizeDescription(input.description),
      type,
      status: input.status ?? 'active',
      position,
      imagePath: generatedImagePath(kind, slug, input.name.trim()),
      ...(type === 'physical'
        ? { stock: input.stock ?? 0, ...moneyValues({ ...input, pp_ev_cost: input.pp_ev_cost ?? DEFAULT_PP_EV, shipping_ev_cost: input.shipping_ev_cost ?? DEFAULT_SHIPPING_EV }) }
        : { stock: null, brandName: input.brand_name!.trim(), category: input.category!, ...moneyValues(input) }),
    });
    await repo.replaceProductTerms(tx, row.id, resolved.taxonomies, resolved.ids);
    return productView(tx, row);
  });
}

/** PUT /admin/catalogue/products/{id}: fields and terms; a generated image follows a new name or slug. */
export async function updateProduct(db: Db, id: number, input: TProductUpdate) {
  return db.transaction(async (tx) => {
    const current = await repo.findProductById(tx, id);
    if (!current) throw AppError.notFound('Product');
    checkFieldsForType(current.type, input);
    const values: Partial<repo.TProductInsert> = { ...moneyValues(input) };
    if (input.slug !== undefined && input.slug !== current.slug) {
      const other = await repo.findProductBySlug(tx, input.slug);
      if (other && other.id !== id) throw AppError.field('slug', 'Slug has already been taken.');
      values.slug = input.slug;
    }
    if (input.name !== undefined) values.name = input.name.trim();
    if (input.description !== undefined) values.description = sanitizeDescription(input.description);
    if (input.status !== undefined) values.status = input.status;
    if (input.position !== undefined) values.position = input.position;
    if (input.stock !== undefined) values.stock = input.stock;
    if (input.brand_name !== undefined) values.brandName = input.brand_name.trim();
    if (input.category !== undefined) values.category = input.category;
    const resolved = input.terms ? await resolveTerms(tx, input.terms) : null;
    const kind = current.imagePath ? generatedKind(current.imagePath) : null;
    if (kind) {
      const name = values.name ?? current.name;
      const nextKind = resolved?.typeSlugs.length ? illustrationFor({ type: current.type, name, typeSlugs: resolved.typeSlugs }) : kind;
      values.imagePath = generatedImagePath(nextKind, values.slug ?? current.slug, name);
    }
    const row = Object.keys(values).length ? await repo.updateProductRow(tx, id, values) : current;
    if (resolved) await repo.replaceProductTerms(tx, id, resolved.taxonomies, resolved.ids);
    return productView(tx, row!);
  });
}

/** POST /admin/catalogue/products/{id}/restock: adds units in one UPDATE (safe next to concurrent sales). */
export async function restockProduct(db: Db, id: number, quantity: number) {
  const row = await repo.incrementStock(db, id, quantity);
  if (row) return productView(db, row);
  if (!(await repo.findProductById(db, id))) throw AppError.notFound('Product');
  throw AppError.field('quantity', 'eGift vouchers have unlimited stock.');
}

export async function setProductStatus(db: Db, id: number, status: 'active' | 'hidden') {
  const row = await repo.updateProductRow(db, id, { status });
  if (!row) throw AppError.notFound('Product');
  return productView(db, row);
}

// ---- Images ----

const IMAGE_TYPE: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml' };
export const PRODUCT_IMAGE_NAME_RE = /^[a-z0-9-]+\.(svg|png|jpg|webp)$/;
/** Where staff uploads lived before they went through storage: read when storage has no such file. */
const legacyImageDir = (dataDir: string) => path.join(dataDir, 'product-images');
type TImageDeps = { db: Db; storage: TStorage };

/** POST /admin/catalogue/products/{id}/image: PNG, JPEG or WebP up to 2 MB, checked and re-encoded (storage/image-upload.ts). */
export async function uploadProductImage(deps: TImageDeps, id: number, file: { buffer: Buffer }) {
  const current = await repo.findProductById(deps.db, id);
  if (!current) throw AppError.notFound('Product');
  const stored = await storeImageUpload(deps.storage, file, { prefix: `upload-${id}`, maxBytes: PRODUCT_IMAGE_MAX_BYTES, types: PRODUCT_IMAGE_TYPES });
  const row = await repo.updateProductRow(deps.db, id, { imagePath: stored.key });
  // The previous upload is no longer referenced (cached copies keep their own URL).
  if (current.imagePath?.startsWith('upload-')) await deps.storage.delete(current.imagePath).catch(() => undefined);
  return productView(deps.db, row!);
}

/** A staff upload: from storage, or from the folder uploads were kept in before storage. */
async function uploadedImage(deps: TImageDeps, dataDir: string, file: string) {
  const stored = await deps.storage.get(file);
  if (stored) return stored.body;
  return readFile(path.join(legacyImageDir(dataDir), file)).catch(() => null);
}

// Rendered illustrations per database (tests run several apps in one process).
const svgCaches = new WeakMap<Db, Map<string, string>>();

/** GET /product-images/{file}: a staff upload from disk, or a generated illustration of a product that uses that name. */
export async function productImage(deps: TImageDeps, dataDir: string, file: string): Promise<{ type: string; body: Buffer | string } | null> {
  if (!PRODUCT_IMAGE_NAME_RE.test(file)) return null;
  const ext = file.split('.').pop()!;
  if (ext !== 'svg') {
    // Only staff uploads are served here (team files have their own route).
    const body = file.startsWith('upload-') ? await uploadedImage(deps, dataDir, file) : null;
    return body ? { type: IMAGE_TYPE[ext]!, body } : null;
  }
  const { db } = deps;
  const kind = generatedKind(file);
  if (!kind) return null;
  let svgCache = svgCaches.get(db);
  if (!svgCache) svgCaches.set(db, (svgCache = new Map()));
  const cached = svgCache.get(file);
  if (cached) return { type: IMAGE_TYPE.svg!, body: cached };
  const row = await repo.findProductByImagePath(db, file);
  if (!row) return null;
  const svg = productSvg({ kind, slug: row.slug, name: row.name, brandName: row.brandName });
  if (svgCache.size > 2000) svgCache.clear();
  svgCache.set(file, svg);
  return { type: IMAGE_TYPE.svg!, body: svg };
}

