import { useState } from 'react';
import { Alert, Anchor, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { isId } from '@gifthub/shared/fields';
import {
  PRODUCT_REQUEST_LABELS as L,
  REQUEST_PRODUCT_TYPE_LABELS,
  REQUEST_TYPE_LABELS,
  isRequestEditable,
  type TProductRequest,
} from '@gifthub/shared/corporate-products';
import { LoadState } from '../../../../components/load-state';
import { PageHeader } from '../../../../components/page-header';
import { WriteButton } from '../../../../components/write-button';
import { ApiError } from '../../../../lib/api-client';
import { fullDate } from '../../../../lib/dates';
import { useSession } from '../../../../lib/session';
import { useProductRequest } from '../../api/get-product-requests';
import { CancelRequestButton } from './cancel-request-button';
import { ProductRequestModal } from './product-request-modal';
import { useProductsBase } from './request-labels';
import { RequestAsks, RequestField, RequestStatusBadge } from '../../../../domain/product-requests/request-fields';
import { RestockModal } from './restock-modal';

/** /campaigns/corporate-products/requests/{id} (and /corporate-products/requests/{id}): a 404 goes back to the list (spec 3 §2.3, §8). */
export function ProductRequestDetailPage() {
  const { teamId } = useSession();
  const base = useProductsBase();
  const id = Number(useParams().id);
  const valid = isId(id);
  const request = useProductRequest(teamId, valid ? id : 0);
  if (!valid || (request.error instanceof ApiError && request.error.status === 404)) return <Navigate to={`${base}/requests`} replace />;
  if (!request.data) return <LoadState failed={!request.isPending} title="This request could not be loaded" />;
  return <RequestDetail r={request.data} base={base} />;
}


function RequestDetail({ r, base }: { r: TProductRequest; base: string }) {
  const { pro } = useSession();
  const [editing, setEditing] = useState(false);
  const editable = isRequestEditable(r.status);
  // Changing a request is Pro's, as asking is (the API refuses others); the demo's buttons open the sign-up prompt.
  const canChange = editable && pro;
  const product = r.product_id ? { id: r.product_id, name: r.product_name ?? r.name, reorder_moq: r.reorder_moq ?? 1 } : null;
  return (
    <>
      <PageHeader
        title={r.name}
        crumbs={[{ label: 'Your Corporate Products', to: base }, { label: 'Product Requests', to: `${base}/requests` }, { label: r.name }]}
        actions={
          canChange ? (
            <Group gap="sm">
              <WriteButton variant="default" onClick={() => setEditing(true)} data-testid="edit-request">
                Edit
              </WriteButton>
              <CancelRequestButton request={r} />
            </Group>
          ) : undefined
        }
      />
      {!editable && (
        <Text size="sm" c="dimmed" mb="md">
          Only pending requests can be edited or cancelled.
        </Text>
      )}
      {r.status === 'rejected' && r.staff_note && (
        <Alert color="red" variant="light" title="Why it was rejected" mb="md">
          {r.staff_note}
        </Alert>
      )}
      {r.status === 'completed' && product && (
        <Alert color="green" variant="light" title="Completed" mb="md">
          {r.staff_note ? `${r.staff_note} ` : ''}
          <Anchor component={Link} to={`${base}/${product.id}`}>
            View {product.name}
          </Anchor>
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          <RequestField label="Status">
            <RequestStatusBadge status={r.status} />
          </RequestField>
          <RequestField label={L.product_type}>{REQUEST_PRODUCT_TYPE_LABELS[r.product_type]}</RequestField>
          <RequestField label="Request Type">{REQUEST_TYPE_LABELS[r.request_type]}</RequestField>
          <RequestField label={L.stock}>{r.stock.toLocaleString('en-GB')}</RequestField>
          <RequestField label="Created">{fullDate(r.created_at)}</RequestField>
          <RequestField label="Requested By">{r.requested_by_name || '—'}</RequestField>
        </SimpleGrid>
        <RequestAsks r={r} />
      </Card>
      {!canChange ? null : r.request_type === 'new' ? (
        <ProductRequestModal opened={editing} request={r} onClose={() => setEditing(false)} />
      ) : (
        product && <RestockModal product={product} request={r} opened={editing} onClose={() => setEditing(false)} />
      )}
    </>
  );
}
