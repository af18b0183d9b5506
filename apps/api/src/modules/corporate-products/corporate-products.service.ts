/**
 * Your Corporate Products (spec 3 §2.3, §3, §6, §7): the team's own products in two sections, a product's detail
 * with its components and orders, and its edits (pause/activate, edit, staff's convert to kitted box), which
 * modules/catalogue writes. A team without Pro reads the demo team's products as a preview (spec 3 §1, §7).
 */
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import {
  corporateProductTexts,
  isKittedType,
  STOCK_THRESHOLDS,
  type TCorporateProduct,
  type TCorporateProductCard,
  type TCorporateProductList,
  type TCorporateProductUpdate,
  type TProductOrders,
} from '@gifthub/shared/corporate-products';
import type { TNotification } from '@gifthub/shared/notifications';
import { pageMeta } from '@gifthub/shared/paging';
import { isPro } from '@gifthub/shared/plans';
import { toPounds } from '@gifthub/shared/pricing';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { PRODUCT_IMAGE_ROUTE } from '../catalogue/catalogue.service';
import * as teamProducts from '../catalogue/team-products.service';
import type { TTeamAccess } from '../teams/team-access';
import * as repo from './corporate-products.repository';

type TProductRow = NonNullable<Awaited<ReturnType<typeof repo.findTeamProduct>>>;

/** Whose products a team reads: its own with Pro (the demo team is Pro), else the demo team's as a preview. */
export const productScope = (access: TTeamAccess) => (isPro(access.team.plan) ? { teamId: access.team.id, preview: false } : { teamId: DEMO_TEAM_ID, preview: true });

const imageUrl = (path: string | null) => (path ? `${PRODUCT_IMAGE_ROUTE}/${path}` : null);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

type TCardFields = Pick<TProductRow, 'id' | 'name' | 'imagePath' | 'productType' | 'status' | 'teamStatus' | 'stock' | 'allocated' | 'multiAllocated'>;
const toCard = (r: TCardFields): TCorporateProductCard => ({
  id: r.id,
  name: r.name,
  image_url: imageUrl(r.imagePath),
  product_type: r.productType ?? 'product',
  status: r.status,
  team_status: r.teamStatus ?? 'active',
  stock: r.stock ?? 0,
  allocated: r.allocated,
  multi_allocated: r.multiAllocated,
});

/** GET /teams/{teamId}/products: kitted boxes and other products, 200 a page. */
export async function listProducts(db: Db, access: TTeamAccess, q: { page: number; per_page: number }): Promise<TCorporateProductList> {
  const scope = productScope(access);
  const { rows, total } = await repo.listTeamProducts(db, scope.teamId, q.page, q.per_page);
  const cards = rows.map(toCard);
  return {
    kitted: cards.filter((c) => isKittedType(c.product_type)),
    other: cards.filter((c) => !isKittedType(c.product_type)),
    meta: { ...pageMeta(total, q.page, q.per_page), preview: scope.preview },
  };
}

async function productOf(db: Db, access: TTeamAccess, id: number) {
  const scope = productScope(access);
  const row = await repo.findTeamProduct(db, scope.teamId, id);
  if (!row) throw AppError.notFound('Product');
  return { row, preview: scope.preview };
}

/** GET /teams/{teamId}/product/{id}: every field of spec 3 §3 Product, the description sanitised for the portal's HTML. */
export async function getProduct(db: Db, access: TTeamAccess, id: number): Promise<TCorporateProduct> {
  const { row, preview } = await productOf(db, access, id);
  const components = await repo.listComponents(db, row.id);
  return {
    ...toCard(row),
    slug: row.slug,
    description: teamProducts.sanitizeProductDescription(row.description),
    type: row.type,
    reorder_moq: row.reorderMoq,
    count_sent: row.countSent,
    created_at: row.createdAt.toISOString(),
    box_content: row.boxContent,
    components: components.map((c) => ({
      id: c.component.id,
      component_id: c.component.componentId,
      name: c.name,
      image_url: imageUrl(c.imagePath),
      expected_quantity: c.component.expectedQuantity,
      actual_quantity: c.component.actualQuantity,
      requested_at: iso(c.component.requestedAt),
      delivered_at: iso(c.component.deliveredAt),
      kitted_at: iso(c.component.kittedAt),
      general: c.componentTeamId === null,
    })),
    kitting_date: iso(row.kittingDate),
    price: toPounds(row.price),
    price_ex_vat: toPounds(row.priceExVat),
    preview,
  };
}

/**
 * PUT /teams/{teamId}/product/{id} (Pro, not the demo: the route's gates): staff's convert_to_kitted, pause or
 * activate, or the edit. Always the team's own product (another's: 404).
 */
export async function updateProduct(db: Db, access: TTeamAccess, actor: { isBbAdmin: boolean }, id: number, body: TCorporateProductUpdate): Promise<TCorporateProduct> {
  const teamId = access.team.id;
  if (body.action === 'convert_to_kitted') {
    if (!actor.isBbAdmin) throw AppError.forbidden(corporateProductTexts.adminOnly);
    await teamProducts.convertToKitted(db, teamId, id);
  } else if (body.team_status) {
    await teamProducts.setTeamStatus(db, teamId, id, body.team_status);
  } else {
    await teamProducts.editTeamProduct(db, teamId, id, { name: body.name!, status: body.status!, description: body.description! });
  }
  return getProduct(db, access, id);
}

/** GET /teams/{teamId}/product/{id}/orders: the product's gifts, newest first, paged in SQL. */
export async function productOrders(db: Db, access: TTeamAccess, id: number, q: { page: number; per_page: number }): Promise<TProductOrders> {
  const { row } = await productOf(db, access, id);
  const { rows, total } = await repo.listProductOrders(db, row.id, q.page, q.per_page);
  return {
    data: rows.map((r) => ({
      id: r.id,
      first_name: r.firstName,
      last_name: r.lastName,
      email: r.email,
      quantity: r.quantity,
      campaign_id: r.campaignId,
      campaign_name: r.campaignName,
      registered_at: iso(r.registeredAt),
    })),
    meta: pageMeta(total, q.page, q.per_page),
  };
}

/** The dashboard's team products tile (spec 1 §2): the team's own products and its requests waiting for staff. */
export async function productCounts(db: Db, teamId: number) {
  const [total, requests] = await Promise.all([repo.countTeamProducts(db, teamId), repo.countPendingRequests(db, teamId)]);
  return { total, requests };
}

/** Products named one by one in the notification box; more are one line. */
const NAMED = 8;
const SCANNED = 20;

/**
 * The allocation notifications (spec 1 §2; Pro, not the demo): the team's active products with few units left to
 * allocate (1-19) or none, each linking to its product.
 */
export async function allocationNotifications(db: Db, access: TTeamAccess): Promise<TNotification[]> {
  if (access.isDemo || !isPro(access.team.plan)) return [];
  const low = await repo.lowAllocation(db, access.team.id, SCANNED + 1);
  if (low.length > NAMED) {
    const n = low.length > SCANNED ? `${SCANNED}+` : String(low.length);
    return [{ id: 'allocation-low', type: 'allocation', title: `${n} corporate products are low on stock`, text: 'Restock them to keep sending them as gifts.', link: '/campaigns/corporate-products' }];
  }
  return low.map((p) =>
    p.free >= STOCK_THRESHOLDS.low
      ? { id: `allocation-${p.id}`, type: 'allocation', title: `${p.name} is low on stock`, text: `${p.free} ${p.free === 1 ? 'unit is' : 'units are'} left to allocate.`, link: `/campaigns/corporate-products/${p.id}` }
      : { id: `allocation-${p.id}`, type: 'allocation', title: `${p.name} is out of stock`, text: 'No units are left to allocate: restock it to keep sending it as a gift.', link: `/campaigns/corporate-products/${p.id}` },
  );
}
