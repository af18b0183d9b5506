import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconWebhook } from '@tabler/icons-react';
import { webhookTexts, type TWebhookEndpoint } from '@gifthub/shared/webhooks';
import { DataTable, listStatus } from '../../../components/data-table';
import { ProGate } from '../../../components/pro-gate';
import { WriteButton, useWriteGuard } from '../../../components/write-button';
import { listDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { useDeleteWebhookEndpoint, useWebhookEndpoints } from '../api/webhooks';
import { WebhookCreateModal } from './webhook-create-modal';
import { WebhookDeliveriesModal } from './webhook-deliveries-modal';
import { PRODUCT_NAME } from '../../../lib/product';

/**
 * Webhooks on the Integrations page (issue 17): the team's endpoints (URL, events, created), Add Endpoint with the
 * signing secret shown once, delete after asking, and each endpoint's delivery log with Replay. Pro only; members
 * who cannot edit team settings see why; the demo shows the screens and its writes open the sign-up prompt.
 */
export function WebhooksCard() {
  const { teamId, pro, can } = useSession();
  const allowed = can('edit-team-settings');
  return (
    <Card withBorder padding="lg" data-testid="webhooks-card">
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="sm">
        <IconWebhook aria-hidden size={28} style={{ flexShrink: 0 }} />
        <Stack gap={2}>
          <Title order={3} size="h4">
            Webhooks
          </Title>
          <Text size="sm" c="dimmed">
            {PRODUCT_NAME} HUB sends signed events (a gift claimed, sent or delivered, an invitation expired, a survey completed, a low balance) to your own systems.
          </Text>
        </Stack>
      </Group>
      {!pro ? (
        <ProGate feature="webhooks" />
      ) : !allowed ? (
        <Text size="sm" c="dimmed" data-testid="webhooks-no-permission">
          Only members who can edit team settings manage webhooks.
        </Text>
      ) : (
        <Endpoints teamId={teamId} />
      )}
    </Card>
  );
}

function Endpoints({ teamId }: { teamId: number }) {
  const guard = useWriteGuard();
  const { demo } = useSession();
  const endpoints = useWebhookEndpoints(teamId);
  const remove = useDeleteWebhookEndpoint(teamId);
  const [adding, setAdding] = useState(false);
  const [log, setLog] = useState<TWebhookEndpoint | null>(null);
  const rows = endpoints.data?.data ?? [];
  const askDelete = (e: TWebhookEndpoint) =>
    modals.openConfirmModal({
      title: 'Delete webhook endpoint',
      children: <Text size="sm">{webhookTexts.deleteConfirm}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(e.id, { onSuccess: (r) => notifications.show({ color: 'green', title: 'Deleted', message: r.message, withBorder: true }) }),
    });
  return (
    <Stack gap="sm">
      <DataTable
        label="Webhook endpoints"
        cols={4}
        minWidth={640}
        testId="webhook-endpoints"
        status={listStatus(endpoints, rows.length)}
        texts={{ empty: 'No webhook endpoints yet.', emptyTestId: 'webhook-endpoints-empty' }}
        head={
          <>
            <Table.Th>URL</Table.Th>
            <Table.Th>Events</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th w={170}>Actions</Table.Th>
          </>
        }
      >
        {rows.map((e) => (
          <Table.Tr key={e.id} data-testid="webhook-endpoint-row">
            <Table.Td style={{ maxWidth: 280 }}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {e.url}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                {e.events.map((ev) => (
                  <Badge key={ev} variant="light" color="gray" tt="none" size="sm">
                    {ev}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
            <Table.Td>{listDate(e.created_at)}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="default" onClick={() => setLog(e)} aria-label={`Deliveries of ${e.url}`}>
                  Deliveries
                </Button>
                {!demo && (
                <Tooltip label="Delete endpoint">
                  <ActionIcon variant="subtle" color="red" aria-label={`Delete ${e.url}`} onClick={guard(() => askDelete(e))} loading={remove.isPending && remove.variables === e.id}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <Group justify="flex-end">
        <WriteButton onClick={() => setAdding(true)}>Add Endpoint</WriteButton>
      </Group>
      <WebhookCreateModal teamId={teamId} opened={adding} onClose={() => setAdding(false)} />
      <WebhookDeliveriesModal teamId={teamId} endpoint={log} onClose={() => setLog(null)} />
    </Stack>
  );
}
