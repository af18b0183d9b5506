import { Badge } from '@mantine/core';
import { useLocation } from 'react-router';
import { PRODUCT_REQUEST_STATUS_LABELS, type TProductRequestStatus } from '@gifthub/shared/corporate-products';

const STATUS_COLORS: Record<TProductRequestStatus, string> = { pending: 'yellow', in_progress: 'blue', completed: 'green', rejected: 'red', cancelled: 'gray' };

export function RequestStatusBadge({ status }: { status: TProductRequestStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="request-status">
      {PRODUCT_REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}

/**
 * Where the corporate products area lives for this visit (spec 3 §2.1: both readings are reachable):
 * /corporate-products when the person came in through the top-level reading, else /campaigns/corporate-products.
 */
export function useProductsBase() {
  const { pathname } = useLocation();
  return pathname.startsWith('/corporate-products') ? '/corporate-products' : '/campaigns/corporate-products';
}
