import type { TAdminProductRequest, TProductRequest } from '@gifthub/shared/corporate-products';
import type { TJoinedRequest } from './product-requests.repository';

/** A request as the team reads it (spec 3 §3 product request). */
export const toRequestView = ({ request: r, productName, reorderMoq, requestedByName }: TJoinedRequest): TProductRequest => ({
  id: r.id,
  team_id: r.teamId,
  name: r.name,
  product_type: r.productType,
  request_type: r.requestType,
  status: r.status,
  stock: r.stock,
  description: r.description,
  base_product: r.baseProduct,
  customisation: r.customisation,
  box_content: r.boxContent,
  product_id: r.productId,
  product_name: productName,
  reorder_moq: r.requestType === 'restock' ? reorderMoq : null,
  staff_note: r.staffNote,
  requested_by_name: requestedByName,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** Staff's view adds the team and who asked. */
export const toAdminRequestView = (j: TJoinedRequest): TAdminProductRequest => ({ ...toRequestView(j), team_name: j.teamName, requested_by_email: j.requestedByEmail });
