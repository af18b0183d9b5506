import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, Navigate, useParams } from 'react-router';
import {
  PRODUCT_REQUEST_LABELS as L,
  PRODUCT_REQUEST_TRANSITIONS,
  REQUEST_PRODUCT_TYPE_LABELS,
  REQUEST_TYPE_LABELS,
  type TAdminProductRequest,
} from '@gifthub/shared/corporate-products';
import { isId } from '@gifthub/shared/fields';
import { LoadState } from '../../../components/load-state';
import { ApiError } from '../../../lib/api-client';
import { fullDate } from '../../../lib/dates';
import { RequestAsks, RequestField, RequestStatusBadge } from '../../../domain/product-requests/request-fields';
import { useAdminProductRequest, useSetAdminProductRequestStatus } from '../api/get-admin-product-requests';
import { CompleteRequestModal, RejectRequestModal } from './admin-product-request-modals';

/** Staff: one request with its actions along PRODUCT_REQUEST_TRANSITIONS; an unknown id goes back to the list. */
export function AdminProductRequestPage() {
  const id = Number(useParams().id);
  const valid = isId(id);
  const request = useAdminProductRequest(valid ? id : 0);
  if (!valid || (request.error instanceof ApiError && request.error.status === 404)) return <Navigate to="/admin/product-requests" replace />;
  if (!request.data) return <LoadState failed={!request.isPending} title="This request could not be loaded" />;
  return <RequestDetail r={request.data} />;
}

function RequestDetail({ r }: { r: TAdminProductRequest }) {
  const [modal, setModal] = useState<'complete' | 'reject' | null>(null);
  const setStatus = useSetAdminProductRequestStatus(r.id);
  const next = PRODUCT_REQUEST_TRANSITIONS[r.status];
  const start = () =>
    setStatus.mutate(
      { status: 'in_progress' },
      {
        onSuccess: () => notifications.show({ color: 'green', title: 'Request started', message: r.name }),
        onError: (e) => notifications.show({ color: 'red', title: 'The request could not be started', message: e instanceof ApiError ? e.message : 'Please try again.' }),
      },
    );
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/product-requests" size="sm">
        ← All product requests
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Text fw={700} size="lg">
            {r.name}
          </Text>
          <Text size="sm" c="dimmed">
            {r.team_name} · Request #{r.id}
          </Text>
        </Stack>
        <Group gap="sm">
          {next.includes('in_progress') && (
            <Button variant="light" onClick={start} loading={setStatus.isPending}>
              Start
            </Button>
          )}
          {next.includes('completed') && <Button onClick={() => setModal('complete')}>Complete</Button>}
          {next.includes('rejected') && (
            <Button color="red" variant="light" onClick={() => setModal('reject')}>
              Reject
            </Button>
          )}
        </Group>
      </Group>
      {r.staff_note && (
        <Alert color={r.status === 'rejected' ? 'red' : 'blue'} variant="light" title="Note to the team">
          {r.staff_note}
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          <RequestField label="Status">
            <RequestStatusBadge status={r.status} testId="admin-request-status" />
          </RequestField>
          <RequestField label={L.product_type}>{REQUEST_PRODUCT_TYPE_LABELS[r.product_type]}</RequestField>
          <RequestField label="Request Type">{REQUEST_TYPE_LABELS[r.request_type]}</RequestField>
          <RequestField label={L.stock}>{r.stock.toLocaleString('en-GB')}</RequestField>
          <RequestField label="Created">{fullDate(r.created_at)}</RequestField>
          <RequestField label="Requested By">{r.requested_by_name ? `${r.requested_by_name} <${r.requested_by_email ?? ''}>` : '—'}</RequestField>
          {r.product_id && <RequestField label="Product">{`${r.product_name ?? ''} (#${r.product_id})${r.reorder_moq ? `, MOQ ${r.reorder_moq}` : ''}`}</RequestField>}
        </SimpleGrid>
        <RequestAsks r={r} />
      </Card>
      <CompleteRequestModal request={r} opened={modal === 'complete'} onClose={() => setModal(null)} />
      <RejectRequestModal request={r} opened={modal === 'reject'} onClose={() => setModal(null)} />
    </Stack>
  );
}
