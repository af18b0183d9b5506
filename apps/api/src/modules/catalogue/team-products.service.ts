/**
 * The writes to a team's corporate products (rows of products with a team_id; spec 3 §2.3, §4, §6): pause and
 * activate, the product edit, staff's convert to kitted box, and their stock along a gift's life. A gift holds units
 * when it is registered (allocated; a Multi Send or Multi Invite gift multi_allocated), gives them back when it is
 * declined, rejected or expires, and takes them out of the stock at dispatch (count_sent up). The portal's views
 * of these products are modules/corporate-products'.
 */
import { campaignRegistrationTexts } from '@gifthub/shared/campaign-registrations';
import { corporateProductTexts, type TProductEditFields, type TTeamStatus } from '@gifthub/shared/corporate-products';
import type { TRegistrationMethod } from '@gifthub/shared/gifts';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findProductById } from './catalogue.repository';
import * as repo from './team-products.repository';

/** What a gift holds of a product. */
export type TGiftUnits = { productId: number | null; quantity: number; registrationMethod: TRegistrationMethod };

/** Multi Send and Multi Invite gifts hold units in multi_allocated; the rest in allocated. */
export const bucketOf = (method: TRegistrationMethod): repo.TAllocationBucket => (method === 'multiple' || method === 'multiple-link' ? 'multi_allocated' : 'allocated');

const notFound = () => AppError.notFound('Product');

/** The corporate product of a team, or 404 (another team's or a catalogue product). */
async function teamProduct(db: Db, teamId: number, id: number) {
  const row = await findProductById(db, id);
  if (!row || row.teamId !== teamId) throw notFound();
  return row;
}

/** Pause or activate (spec 3 §4 team_status). */
export async function setTeamStatus(db: Db, teamId: number, id: number, status: TTeamStatus) {
  if (!(await repo.setTeamStatus(db, teamId, id, status))) throw notFound();
}

// Descriptions are shown as HTML by the portal: simple formatting and links only, no scripts, styles or handlers.
const DESCRIPTION_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};
export const sanitizeProductDescription = (html: string) => sanitizeHtml(html, DESCRIPTION_HTML).trim();

/** The product edit (spec 3 §5): name, status and description (stored sanitised). */
export async function editTeamProduct(db: Db, teamId: number, id: number, input: TProductEditFields) {
  const description = sanitizeProductDescription(input.description);
  if (!description) throw AppError.field('description', 'Description is required.');
  if (!(await repo.editTeamProduct(db, teamId, id, { name: input.name, status: input.status, description }))) throw notFound();
}

/** Staff only (spec 3 §6): a product that is not a kitted box becomes one. */
export async function convertToKitted(db: Db, teamId: number, id: number) {
  await teamProduct(db, teamId, id);
  if (!(await repo.convertToKitted(db, teamId, id))) throw AppError.conflict(corporateProductTexts.alreadyKitted);
}

/**
 * Holds a gift's units of a corporate product in the gift's transaction (one conditional UPDATE). True when held,
 * or when there is nothing to hold (no product, or a catalogue product, whose stock the sale takes itself).
 */
export async function holdTeamProduct(tx: Db, gift: TGiftUnits): Promise<boolean> {
  if (!gift.productId) return true;
  const row = await findProductById(tx, gift.productId);
  if (!row || row.teamId === null) return true;
  return Boolean(await repo.allocate(tx, gift.productId, gift.quantity, bucketOf(gift.registrationMethod)));
}

/** As holdTeamProduct, refusing with 422 on option_id as the campaign's own units do. */
export async function requireTeamProductUnits(tx: Db, gift: TGiftUnits) {
  if (!(await holdTeamProduct(tx, gift))) throw AppError.field('option_id', campaignRegistrationTexts.optionUnavailable);
}

/** Gives a gift's held units back (declined, rejected, expired, or moved to another option). */
export async function releaseTeamProduct(tx: Db, gift: TGiftUnits) {
  if (gift.productId) await repo.release(tx, gift.productId, gift.quantity, bucketOf(gift.registrationMethod));
}

/** Dispatch: a corporate product's units leave its stock and allocation, and count as sent. Catalogue products: nothing. */
export async function consumeTeamProduct(tx: Db, gift: TGiftUnits) {
  if (gift.productId) await repo.consume(tx, gift.productId, gift.quantity, bucketOf(gift.registrationMethod));
}
