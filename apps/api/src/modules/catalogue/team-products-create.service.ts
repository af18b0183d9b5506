import type { TRequestProductType } from '@gifthub/shared/corporate-products';
import { slugify } from '@gifthub/shared/fields';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TProductRow } from './catalogue.table';
import { generatedImagePath, illustrationFor } from './product-images';
import * as repo from './team-products-create.repository';

export type TNewTeamProduct = {
  teamId: number;
  teamSlug: string;
  name: string;
  /** Sanitised by the caller's schema (plain text from a request or staff's form). */
  description: string;
  productType: TRequestProductType;
  stock: number;
  reorderMoq: number;
  boxContent?: string;
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A request's plain-text description as the HTML a product's description is (paragraphs per blank line). */
export const plainToHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** team-slug-name, then -2, -3… past the slugs already taken. */
async function freeSlug(db: Db, base: string) {
  const taken = new Set(await repo.slugsLike(db, base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * A team's corporate product made by staff from a completed 'new' request (spec 3 §2.3): active for the team,
 * with the stock asked for and the MOQ staff chose, and a generated illustration until staff upload an image.
 */
export async function createTeamProduct(tx: Db, p: TNewTeamProduct): Promise<TProductRow> {
  const base = slugify(`${p.teamSlug} ${p.name}`).slice(0, 70) || `team-${p.teamId}-product`;
  const slug = await freeSlug(tx, base);
  return repo.insertTeamProduct(tx, {
    teamId: p.teamId,
    slug,
    name: p.name.trim(),
    description: plainToHtml(p.description),
    productType: p.productType,
    stock: p.stock,
    reorderMoq: p.reorderMoq,
    boxContent: p.boxContent ?? '',
    imagePath: generatedImagePath(illustrationFor({ type: 'physical', name: p.name }), slug, p.name),
  });
}

/** A completed restock: the units are added to the team's own product (404 when it is not the team's). */
export async function restockTeamProduct(tx: Db, teamId: number, productId: number, quantity: number): Promise<TProductRow> {
  const row = await repo.addTeamProductStock(tx, teamId, productId, quantity);
  if (!row) throw AppError.notFound('Product');
  return row;
}
