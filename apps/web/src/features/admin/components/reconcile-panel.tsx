import { useState } from 'react';
import { Alert, Badge, Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useReconcilePayments, type TReconcileReport } from '../api/reconcile-payments';
import { DataTable } from '../../../components/data-table';

const ACTION_COLORS: Record<string, string> = { applied: 'teal', refunded: 'orange', abandoned: 'gray', failed: 'gray', pending: 'yellow', missing: 'red', error: 'red' };

/**
 * Runs the card payment reconciler now (it also runs every few minutes): payments that succeeded at the gateway
 * but whose request died are recorded, or refunded when they cannot be.
 */
export function ReconcilePanel() {
  const [minutes, setMinutes] = useState<number | string>(10);
  const [report, setReport] = useState<TReconcileReport | null>(null);
  const reconcile = useReconcilePayments();
  const run = async () => {
    setReport(await reconcile.mutateAsync(typeof minutes === 'number' ? minutes : 10));
  };

  return (
    <Paper withBorder radius="md" p="md" mb="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={2} maw={560}>
          <Title order={2} size="h5">
            Card payments reconcile
          </Title>
          <Text size="sm" c="dimmed">
            Records card payments that went through at the gateway but were never recorded, and refunds those that cannot be. It also runs by itself every few minutes.
          </Text>
        </Stack>
        <Group align="flex-end" gap="sm">
          <NumberInput label="Older than (minutes)" min={0} max={10080} allowDecimal={false} value={minutes} onChange={setMinutes} w={170} />
          <Button leftSection={<IconRefresh size={16} />} onClick={() => void run().catch(() => undefined)} loading={reconcile.isPending}>
            Reconcile payments
          </Button>
        </Group>
      </Group>
      {report && (
        <Stack gap="xs" mt="md" data-testid="reconcile-report">
          {report.actions.length === 0 ? (
            <Alert color="teal" variant="light">
              {report.checked === 0 ? 'Nothing to reconcile: every card payment is recorded.' : `${report.checked} payment${report.checked === 1 ? '' : 's'} checked; nothing needed doing.`}
            </Alert>
          ) : (
            <>
              <Text size="sm" fw={600}>
                {report.checked} payment{report.checked === 1 ? '' : 's'} checked
              </Text>
              <DataTable
                label="Reconciled payments"
                minWidth={520}
                cols={3}
                tableProps={{ withTableBorder: true, verticalSpacing: 'xs' }}
                texts={{ empty: null }}
                head={
                  <>
                    <Table.Th>Payment</Table.Th>
                    <Table.Th>Action</Table.Th>
                    <Table.Th>Detail</Table.Th>
                  </>
                }
              >
                {report.actions.map((a) => (
                  <Table.Tr key={a.paymentIntentId}>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {a.paymentIntentId}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={ACTION_COLORS[a.action] ?? 'gray'}>
                        {a.action}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{a.detail ?? '—'}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </DataTable>
            </>
          )}
        </Stack>
      )}
    </Paper>
  );
}
