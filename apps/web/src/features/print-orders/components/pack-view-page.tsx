import { Alert, Anchor, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { formatQuoteMoney, omsStatusLabel } from '@gifthub/shared/print-orders';
import { LoadState } from '../../../components/load-state';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';
import { usePack } from '../api/get-jobs';
import { itemType, packDate, PackStatusBadge } from './print-order-labels';

/** The customer pack view (/docs/pack/{key}): the quote as sent, for the members of its team. */
export function PackViewPage() {
  const key = useParams().key ?? '';
  const pack = usePack(key);
  if (pack.error instanceof ApiError && pack.error.status === 404)
    return (
      <Alert color="yellow" title="Customer pack not found" data-testid="pack-missing">
        This customer pack does not exist or belongs to another team. <Anchor component={Link} to="/orders">Go to your orders</Anchor>
      </Alert>
    );
  if (!pack.data) return <LoadState failed={pack.isError} title="This customer pack could not be loaded." />;
  const { pack: p, job, team_name } = pack.data;
  const q = p.quote;
  const money = (n: number) => formatQuoteMoney(n, q.currency);
  const rows: [string, string][] = [
    ['Price per unit', money(q.ppu)],
    ['Quantity', q.quantity.toLocaleString('en-GB')],
    ['Subtotal', money(q.subtotal)],
    ['Shipping', money(q.shipping)],
    ['Extra', money(q.extra)],
  ];
  return (
    <>
      <PageHeader
        title={`Customer Pack v${p.version}`}
        crumbs={[{ label: job.state === 'job' ? 'Orders & Jobs' : 'Enquiries', to: job.state === 'job' ? '/orders' : '/orders/enquiries' }, { label: job.name, to: `/orders/${job.id}` }, { label: `Pack v${p.version}` }]}
        description={`Quote for ${team_name}, sent ${packDate(p.created_at)}`}
      />
      <Card withBorder radius="md" padding="lg" maw={640} data-testid="pack-view">
        <Group justify="space-between" align="flex-start" mb="md">
          <Stack gap={2}>
            <Title order={2} size="h3">
              {job.name}
            </Title>
            <Text size="sm" c="dimmed">
              {itemType(job.state) === 'job' ? 'Job' : 'Enquiry'} #{job.id} · {omsStatusLabel(job.status)} · {job.quantity.toLocaleString('en-GB')} units
            </Text>
          </Stack>
          <PackStatusBadge status={p.status} />
        </Group>
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={180}>{label}</Table.Th>
                <Table.Td ta="right">{value}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              <Table.Td ta="right" fw={700} data-testid="pack-total">
                {money(q.total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {p.reply && (
          <Text size="sm" mt="md" style={{ whiteSpace: 'pre-wrap' }}>
            {p.reply}
          </Text>
        )}
        {p.replied_by && (
          <Text size="sm" c="dimmed" mt={4}>
            {p.replied_by}, your Account Manager
          </Text>
        )}
        <Text size="xs" c="dimmed" mt="md">
          Prices in {q.currency}, excluding VAT. To accept or change this quote, reply to its e-mail or contact your Account Manager.
        </Text>
      </Card>
    </>
  );
}
