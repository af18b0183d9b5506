import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { apiKeyTexts, type TApiKey } from '@gifthub/shared/api-keys';
import { DataTable, listStatus } from '../../../components/data-table';
import { ProGate } from '../../../components/pro-gate';
import { WriteButton } from '../../../components/write-button';
import { listDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { useDeleteApiKey } from '../api/delete-api-key';
import { useApiKeys } from '../api/get-api-keys';
import { CreateApiKeyModal } from './create-api-key-modal';

/**
 * Settings → Integrations → API keys (spec 3 §2.10, §5, §6): Pro only (others see the banner); the table and the
 * Create New API Key modal for members who change team settings; the demo reads the table and cannot remove.
 */
export function ApiKeysCard() {
  const session = useSession();
  return (
    <Card withBorder padding="lg" data-testid="api-keys-card">
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="md">
        <IconKey aria-hidden size={28} style={{ flexShrink: 0 }} />
        <Stack gap={2}>
          <Title order={3} size="h4">
            API Keys
          </Title>
          <Text size="sm" c="dimmed">
            Connect your own systems to the public API: send each request with the header Authorization: Bearer &lt;key&gt;.
          </Text>
        </Stack>
      </Group>
      {!session.pro ? (
        <ProGate feature="apiKeys" />
      ) : !session.can('edit-team-settings') ? (
        <Text size="sm" c="dimmed" data-testid="api-keys-no-permission">
          Only members who can edit team settings manage API keys.
        </Text>
      ) : (
        <ApiKeysTable />
      )}
    </Card>
  );
}

function ApiKeysTable() {
  const { teamId, demo } = useSession();
  const keys = useApiKeys(teamId);
  const remove = useDeleteApiKey(teamId);
  const [creating, setCreating] = useState(false);
  const rows = keys.data ?? [];

  const confirmRemove = (k: TApiKey) =>
    modals.openConfirmModal({
      title: 'Delete API Key',
      children: <Text size="sm">{apiKeyTexts.deleteConfirm}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(k.id, {
          onError: (e) => notifications.show({ color: 'red', title: 'Delete failed', message: e.message, withBorder: true }),
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <WriteButton onClick={() => setCreating(true)}>Create New API Key</WriteButton>
      </Group>
      <DataTable
        label="API keys"
        minWidth={640}
        cols={5}
        testId="api-keys-table"
        status={listStatus(keys, rows.length)}
        texts={{ loading: 'Loading API keys…', failed: 'The API keys could not be loaded.', empty: 'No API keys yet.' }}
        head={
          <>
            <Table.Th>Key Name</Table.Th>
            <Table.Th>Token preview</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Last Used</Table.Th>
            <Table.Th w={110}>Remove</Table.Th>
          </>
        }
      >
        {rows.map((k) => (
          <Table.Tr key={k.id} data-testid={`api-key-${k.id}`}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{k.name}</Text>
                <Badge variant="light" color={k.role === 'full' ? 'blue' : 'gray'}>
                  {k.role === 'full' ? 'Full' : 'Read only'}
                </Badge>
              </Group>
            </Table.Td>
            <Table.Td>
              <Text size="sm" ff="monospace">
                {k.preview}
              </Text>
            </Table.Td>
            <Table.Td>{listDate(k.created_at)}</Table.Td>
            <Table.Td>{k.last_used_at ? listDate(k.last_used_at) : 'Never'}</Table.Td>
            <Table.Td>
              {!demo && (
                <Button size="xs" variant="light" color="red" onClick={() => confirmRemove(k)} aria-label={`Remove ${k.name}`}>
                  Remove
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <CreateApiKeyModal teamId={teamId} opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
