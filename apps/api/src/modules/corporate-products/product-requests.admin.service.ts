/**
 * Staff's side of product requests (the back office): every team's requests, pending first; start one, reject it
 * with a note, or complete it: a 'new' request becomes the team's corporate product (catalogue's
 * team-products-create.service writes it), a 'restock' adds its units to the product. The requester is told by e-mail.
 */
import {
  PRODUCT_REQUEST_TRANSITIONS,
  productRequestTexts,
  type TAdminProductRequest,
  type TAdminProductRequestListQuery,
  type TProductRequestStatus,
  type ZAdminProductRequestComplete,
  type ZAdminProductRequestStatus,
} from '@gifthub/shared/corporate-products';
import { MAX_ID } from '@gifthub/shared/fields';
import { pageMeta, type TPaged } from '@gifthub/shared/paging';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TLinkDeps } from '../../lib/public-url';
import { createTeamProduct, restockTeamProduct } from '../catalogue/team-products-create.service';
import { mailTemplates } from '../mail/mail.templates';
import * as repo from './product-requests.repository';
import { toAdminRequestView } from './product-requests.views';

type TStatusInput = z.output<typeof ZAdminProductRequestStatus>;
type TCompleteInput = z.output<typeof ZAdminProductRequestComplete>;
const NOT_FOUND = 'Product request';

async function find(db: Db, id: number) {
  const found = Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? await repo.findRequest(db, id) : undefined;
  if (!found) throw AppError.notFound(NOT_FOUND);
  return found;
}

/** GET /admin/product-requests: pending first, then in progress, newest first; optionally one status or team. */
export async function adminListRequests(db: Db, q: TAdminProductRequestListQuery): Promise<TPaged<TAdminProductRequest>> {
  const { rows, total } = await repo.listAllRequests(db, { status: q.status, teamId: q.team_id, page: q.page, perPage: q.per_page });
  return { data: rows.map(toAdminRequestView), meta: pageMeta(total, q.page, q.per_page) };
}

export const adminGetRequest = async (db: Db, id: number): Promise<TAdminProductRequest> => toAdminRequestView(await find(db, id));

/** The statuses a request may leave for `to` (PRODUCT_REQUEST_TRANSITIONS). */
const fromStatuses = (to: TProductRequestStatus) =>
  (Object.keys(PRODUCT_REQUEST_TRANSITIONS) as TProductRequestStatus[]).filter((s) => PRODUCT_REQUEST_TRANSITIONS[s].includes(to));

function refuseMove(from: TProductRequestStatus, to: TProductRequestStatus): never {
  throw AppError.conflict(productRequestTexts.cannotMove(from, to));
}

async function tellRequester(deps: TLinkDeps, tx: Db, j: repo.TJoinedRequest, outcome: 'completed' | 'rejected', note: string, productId: number | null) {
  if (!j.requestedByEmail) return;
  await deps.mailer.enqueue(
    mailTemplates.productRequestDone(deps.config, {
      to: j.requestedByEmail,
      name: j.requestedByName ?? '',
      requestName: j.request.name,
      requestType: j.request.requestType,
      outcome,
      note,
      productId,
    }),
    tx,
  );
}

/** PUT /admin/product-requests/{id}/status: start (in_progress) or reject with a note; the team sees the status. */
export async function adminSetRequestStatus(deps: TLinkDeps, id: number, input: TStatusInput): Promise<TAdminProductRequest> {
  const found = await find(deps.db, id);
  const to = input.status;
  if (!PRODUCT_REQUEST_TRANSITIONS[found.request.status].includes(to)) refuseMove(found.request.status, to);
  await deps.db.transaction(async (tx) => {
    const row = await repo.updateRequestIf(tx, id, fromStatuses(to), { status: to, ...(input.note !== undefined ? { staffNote: input.note } : {}) });
    if (!row) refuseMove((await find(tx, id)).request.status, to);
    if (to === 'rejected') await tellRequester(deps, tx, found, 'rejected', input.note ?? '', null);
  });
  if (to === 'rejected') deps.mailer.nudge();
  return adminGetRequest(deps.db, id);
}

/**
 * POST /admin/product-requests/{id}/complete. In one transaction: the request is claimed (pending or in progress to
 * completed, so two completions cannot both make a product), then the product is made or restocked and linked.
 */
export async function adminCompleteRequest(deps: TLinkDeps, id: number, input: TCompleteInput): Promise<TAdminProductRequest> {
  const found = await find(deps.db, id);
  const r = found.request;
  if (!PRODUCT_REQUEST_TRANSITIONS[r.status].includes('completed')) refuseMove(r.status, 'completed');
  await deps.db.transaction(async (tx) => {
    const claimed = await repo.updateRequestIf(tx, id, fromStatuses('completed'), { status: 'completed', ...(input.note !== undefined ? { staffNote: input.note } : {}) });
    if (!claimed) refuseMove((await find(tx, id)).request.status, 'completed');
    let productId: number;
    if (r.requestType === 'restock') {
      if (!r.productId) throw AppError.notFound('Product');
      const stock = input.stock ?? r.stock;
      productId = (await restockTeamProduct(tx, r.teamId, r.productId, stock)).id;
      if (stock !== r.stock) await repo.updateRequestIf(tx, id, ['completed'], { stock });
    } else {
      const product = await createTeamProduct(tx, {
        teamId: r.teamId,
        teamSlug: found.teamSlug,
        name: input.name ?? r.name,
        description: input.description ?? r.description,
        productType: r.productType,
        stock: input.stock ?? r.stock,
        reorderMoq: input.reorder_moq,
        boxContent: r.boxContent,
      });
      productId = product.id;
      await repo.updateRequestIf(tx, id, ['completed'], { productId });
    }
    await tellRequester(deps, tx, found, 'completed', input.note ?? '', productId);
  });
  deps.mailer.nudge();
  return adminGetRequest(deps.db, id);
}
