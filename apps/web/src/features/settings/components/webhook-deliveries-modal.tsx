import { useState } from 'react';
import { Badge, Modal, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TWebhookDeliveryStatus } from '@gifthub/shared/integrations';
import { WEBHOOK_DELIVERIES_PER_PAGE, webhookTexts, type TWebhookDelivery, type TWebhookEndpoint } from '@gifthub/shared/webhooks';
import { DataTable, listStatus } from '../../../components/data-table';
import { PagingFooter } from '../../../components/list-controls';
import { WriteButton } from '../../../components/write-button';
import { fullDate } from '../../../lib/dates';
import { useReplayWebhookDelivery, useWebhookDeliveries } from '../api/webhooks';

const STATUS_LOOK: Record<TWebhookDeliveryStatus, { color: string; label: string }> = {
  pending: { color: 'blue', label: 'Pending' },
  succeeded: { color: 'green', label: 'Succeeded' },
  failed: { color: 'red', label: 'Failed' },
};

export function WebhookStatusBadge({ status }: { status: TWebhookDeliveryStatus }) {
  const look = STATUS_LOOK[status];
  return (
    <Badge color={look.color} variant="light" data-testid="webhook-delivery-status">
      {look.label}
    </Badge>
  );
}

/** The delivery log of one endpoint: newest first, refreshed while open, with Replay on each delivery. */
export function WebhookDeliveriesModal({ teamId, endpoint, onClose }: { teamId: number; endpoint: TWebhookEndpoint | null; onClose: () => void }) {
  return (
    <Modal opened={endpoint !== null} onClose={onClose} title="Webhook deliveries" size={960}>
      {endpoint && <DeliveriesLog teamId={teamId} endpoint={endpoint} />}
    </Modal>
  );
}

function DeliveriesLog({ teamId, endpoint }: { teamId: number; endpoint: TWebhookEndpoint }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(teamId, endpoint.id, page, WEBHOOK_DELIVERIES_PER_PAGE);
  const replay = useReplayWebhookDelivery(teamId, endpoint.id);
  const rows = deliveries.data?.data ?? [];
  const again = (d: TWebhookDelivery) =>
    replay.mutate(d.id, { onSuccess: () => notifications.show({ color: 'green', title: 'Replay queued', message: webhookTexts.replayed, withBorder: true }) });
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm" style={{ overflowWrap: 'anywhere' }}>
        {endpoint.url}
      </Text>
      <DataTable
        label="Webhook deliveries"
        cols={7}
        minWidth={820}
        testId="webhook-deliveries"
        status={listStatus(deliveries, rows.length)}
        texts={{ empty: 'No deliveries yet. Events you chose appear here once they happen.', emptyTestId: 'webhook-deliveries-empty' }}
        head={
          <>
            <Table.Th>Event</Table.Th>
            <Table.Th>Event id</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Attempts</Table.Th>
            <Table.Th>Response</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </>
        }
      >
        {rows.map((d) => (
          <Table.Tr key={d.id} data-testid="webhook-delivery-row">
            <Table.Td>
              <Text size="sm" ff="monospace">
                {d.event_type}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="xs" ff="monospace" data-testid="webhook-event-id">
                {d.event_id}
              </Text>
            </Table.Td>
            <Table.Td>
              <WebhookStatusBadge status={d.status} />
            </Table.Td>
            <Table.Td>{d.attempts}</Table.Td>
            <Table.Td>
              {d.last_error ? (
                <Tooltip label={d.last_error} multiline w={260}>
                  <Text size="sm" td="underline dotted" tabIndex={0}>
                    {d.last_status_code ?? 'Error'}
                  </Text>
                </Tooltip>
              ) : (
                (d.last_status_code ?? '—')
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{fullDate(d.delivered_at ?? d.created_at)}</Text>
              {d.status === 'pending' && d.next_attempt_at && d.attempts > 0 && (
                <Text size="xs" c="dimmed">
                  Next try {fullDate(d.next_attempt_at)}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <WriteButton size="xs" variant="default" onClick={() => again(d)} loading={replay.isPending && replay.variables === d.id} aria-label={`Replay ${d.event_type} ${d.event_id}`}>
                Replay
              </WriteButton>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <PagingFooter meta={deliveries.data?.meta} shown={rows.length} noun="deliveries" perPage={WEBHOOK_DELIVERIES_PER_PAGE} onPage={setPage} />
    </>
  );
}
