/**
 * What a team asks the provider to make (a new product or gift box) or restock (spec 3 §2.3, §3, §4, §5, §7): the
 * list, one request, create, edit and cancel while pending, and restock of the team's own product. Pro only to
 * create, edit and restock; the demo team reads only. Staff's side is product-requests.admin.service.
 */
import {
  fieldsForType,
  isRequestEditable,
  productRequestTexts,
  REQUEST_PRODUCT_TYPE_LABELS,
  restockStock,
  type TProductRequest,
  type TProductRequestListQuery,
  type TRequestProductType,
  type ZProductRequestCreate,
  type ZProductRequestUpdate,
  type ZRestockRequest,
} from '@gifthub/shared/corporate-products';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { MAX_ID } from '@gifthub/shared/fields';
import { texts } from '@gifthub/shared/messages';
import { pageMeta, type TPaged } from '@gifthub/shared/paging';
import type { TProFeature } from '@gifthub/shared/plans';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TLinkDeps } from '../../lib/public-url';
import { mailTemplates } from '../mail/mail.templates';
import type { TTeamAccess } from '../teams/team-access';
import { requirePro, resolveTeamAccess } from '../teams/teams.service';
import { findUserById } from '../users/users.service';
import * as repo from './product-requests.repository';
import { toRequestView } from './product-requests.views';

export type TActor = { id: number; isBbAdmin: boolean };
type TCreate = z.output<typeof ZProductRequestCreate>;
type TUpdate = z.output<typeof ZProductRequestUpdate>;
type TRestock = z.output<typeof ZRestockRequest>;

const NOT_FOUND = 'Product request';
const isId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ID;

/** A write outside a :teamId route: demo read-only, then the Pro gate (as plugins/auth does for team routes). */
function requireTeamWrite(access: TTeamAccess, feature: TProFeature, productName: string) {
  if (access.isDemo) throw AppError.forbidden(texts.demoReadOnly, ERROR_CODES.demoReadOnly);
  requirePro(access, feature, productName);
}

/** The request and the caller's access to its team; 404 for non-members and for a request of another team than teamId. */
async function requestAccess(db: Db, user: TActor, id: number, teamId?: number) {
  const found = isId(id) ? await repo.findRequest(db, id) : undefined;
  if (!found || (teamId !== undefined && found.request.teamId !== teamId)) throw AppError.notFound(NOT_FOUND);
  const access = await resolveTeamAccess(db, found.request.teamId, user).catch(() => null);
  if (!access) throw AppError.notFound(NOT_FOUND);
  return { found, access };
}

/** The staff are told of a new ask when the team sends it with send_email (spec 3 §7). */
async function tellStaff(deps: TLinkDeps, tx: Db, access: TTeamAccess, user: TActor, row: { id: number; requestType: 'new' | 'restock'; name: string; productType: TRequestProductType; stock: number; description: string; baseProduct: string; customisation: string; boxContent: string }) {
  const details = [
    row.description && `Description: ${row.description}`,
    row.baseProduct && `Base product: ${row.baseProduct}`,
    row.customisation && `Customisation: ${row.customisation}`,
    row.boxContent && `Box content: ${row.boxContent}`,
  ].filter((d): d is string => Boolean(d));
  const who = await findUserById(tx, user.id);
  await deps.mailer.enqueue(
    mailTemplates.productRequested(deps.config, {
      requestId: row.id,
      teamName: access.team.name,
      teamId: access.team.id,
      requester: who ? `${who.name} <${who.email}>` : `User #${user.id}`,
      requestType: row.requestType,
      name: row.name,
      productType: REQUEST_PRODUCT_TYPE_LABELS[row.productType],
      stock: row.stock,
      details,
    }),
    tx,
  );
}

/** GET /teams/{teamId}/products/requests: newest first, optionally of one status. */
export async function listRequests(db: Db, access: TTeamAccess, q: TProductRequestListQuery): Promise<TPaged<TProductRequest>> {
  const { rows, total } = await repo.listTeamRequests(db, { teamId: access.team.id, status: q.status, page: q.page, perPage: q.per_page });
  return { data: rows.map(toRequestView), meta: pageMeta(total, q.page, q.per_page) };
}

/** GET /products/requests/{id}: members of its team (and staff); 404 for anyone else. */
export async function getRequest(db: Db, user: TActor, id: number, teamId?: number): Promise<TProductRequest> {
  const { found } = await requestAccess(db, user, id, teamId);
  return toRequestView(found);
}

async function viewOf(db: Db, id: number) {
  const found = await repo.findRequest(db, id);
  if (!found) throw AppError.notFound(NOT_FOUND);
  return toRequestView(found);
}

/** POST /teams/{teamId}/products/requests: a new product or gift box, pending. */
export async function createRequest(deps: TLinkDeps, access: TTeamAccess, user: TActor, input: TCreate): Promise<TProductRequest> {
  const id = await deps.db.transaction(async (tx) => {
    const row = await repo.insertRequest(tx, {
      teamId: access.team.id,
      requestedBy: user.id,
      name: input.name,
      productType: input.product_type,
      requestType: 'new',
      status: 'pending',
      stock: input.stock,
      description: input.description,
      ...typeColumns(input.product_type, input),
    });
    if (input.send_email) await tellStaff(deps, tx, access, user, row);
    return row.id;
  });
  if (input.send_email) deps.mailer.nudge();
  return viewOf(deps.db, id);
}

const typeColumns = (type: TRequestProductType, v: { base_product?: string; customisation?: string; box_content?: string }) => {
  const f = fieldsForType(type, v);
  return { baseProduct: f.base_product, customisation: f.customisation, boxContent: f.box_content };
};

/** PUT /products/requests/{id}: cancel, or edit the fields (a restock request: its stock, at least the MOQ). Pending only. */
export async function updateRequest(deps: TLinkDeps, user: TActor, id: number, input: TUpdate): Promise<TProductRequest> {
  const { found, access } = await requestAccess(deps.db, user, id, input.team_id);
  const r = found.request;
  requireTeamWrite(access, r.requestType === 'restock' ? 'restockingProducts' : 'requestingProducts', deps.config.productName);
  if (!isRequestEditable(r.status)) throw AppError.conflict(productRequestTexts.notPending(r.status));
  let values: Parameters<typeof repo.updateRequestIf>[3];
  if (input.status === 'cancelled') values = { status: 'cancelled' };
  else if (r.requestType === 'restock') {
    values = {};
    if (input.stock !== undefined) values.stock = checkRestockStock(input.stock, found.reorderMoq ?? 1);
  } else {
    const type = input.product_type ?? r.productType;
    const merged = {
      base_product: input.base_product ?? r.baseProduct,
      customisation: input.customisation ?? r.customisation,
      box_content: input.box_content ?? r.boxContent,
    };
    values = { productType: type, ...typeColumns(type, merged) };
    if (input.name !== undefined) values.name = input.name;
    if (input.description !== undefined) values.description = input.description;
    if (input.stock !== undefined) values.stock = input.stock;
  }
  // Staff may have started it meanwhile: the update holds only while it is still pending.
  const row = await repo.updateRequestIf(deps.db, id, ['pending'], values);
  if (!row) {
    const now = await repo.findRequest(deps.db, id);
    throw AppError.conflict(productRequestTexts.notPending(now?.request.status ?? r.status));
  }
  return viewOf(deps.db, id);
}

/** Spec 3 §5: at least the product's reorder MOQ, with the message naming it. */
function checkRestockStock(stock: number, reorderMoq: number) {
  const parsed = restockStock(reorderMoq).safeParse(stock);
  if (!parsed.success) throw AppError.field('stock', parsed.error.issues[0]?.message ?? 'Stock is required.');
  return parsed.data;
}

/** POST /products/{id}/restock: a restock request for the team's own corporate product (Pro). */
export async function restockProduct(deps: TLinkDeps, user: TActor, productId: number, input: TRestock): Promise<TProductRequest> {
  const access = await resolveTeamAccess(deps.db, input.team_id, user);
  requireTeamWrite(access, 'restockingProducts', deps.config.productName);
  const product = isId(productId) ? await repo.findTeamProduct(deps.db, access.team.id, productId) : undefined;
  if (!product) throw AppError.notFound('Product');
  const stock = checkRestockStock(input.stock, product.reorderMoq);
  const productType: TRequestProductType = product.productType === 'product' ? 'product' : 'giftbox';
  const id = await deps.db.transaction(async (tx) => {
    const row = await repo.insertRequest(tx, {
      teamId: access.team.id,
      requestedBy: user.id,
      name: product.name,
      productType,
      requestType: 'restock',
      status: 'pending',
      stock,
      productId: product.id,
    });
    if (input.send_email) await tellStaff(deps, tx, access, user, row);
    return row.id;
  });
  if (input.send_email) deps.mailer.nudge();
  return viewOf(deps.db, id);
}
