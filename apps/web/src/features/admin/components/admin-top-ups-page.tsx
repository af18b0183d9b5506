import { useState } from 'react';
import { Anchor, Badge, Button, Group, Input, SegmentedControl, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router';
import type { TAdminTopUp } from '@gifthub/shared/billing';
import { fullDate } from '../../../lib/dates';
import { formatPounds } from '../../../lib/money';
import { useAdminTopUps } from '../api/get-admin-top-ups';
import { useReissueTopUpDocuments, useTopUpAction, type TTopUpAction } from '../api/update-admin-top-up';
import { AdminTable, useListPaging } from './admin-table';
import { ReconcilePanel } from './reconcile-panel';

type TStatusFilter = TAdminTopUp['status'] | 'all';
const COLS = 7;
const STATUS_COLORS: Record<TAdminTopUp['status'], string> = { requested: 'yellow', paid: 'teal', cancelled: 'gray' };
const NO_TRUNCATE = { label: { overflow: 'visible' } } as const;

/** Staff: bank-transfer top-up requests to mark paid or cancel, every top-up's status, and the card reconcile run. */
export function AdminTopUpsPage() {
  const [status, setStatus] = useState<TStatusFilter>('requested');
  const paging = useListPaging('admin-top-ups');
  const topUps = useAdminTopUps({ page: paging.page, per_page: paging.perPage, status: status === 'all' ? undefined : status });
  const action = useTopUpAction();
  const reissue = useReissueTopUpDocuments();

  const confirm = (t: TAdminTopUp, what: TTopUpAction) =>
    modals.openConfirmModal({
      title: what === 'paid' ? 'Mark paid' : 'Cancel request',
      children: (
        <Text size="sm">
          {what === 'paid'
            ? `Has the bank transfer of ${formatPounds(t.amount)} from ${t.team_name} arrived? Marking it paid adds ${formatPounds(t.amount)} to the team balance${t.repay ? ' as a credit repayment' : ''}, issues the receipt and e-mails the requester.`
            : `Cancel the top-up request #${t.id} of ${formatPounds(t.amount)} from ${t.team_name}? The requester is told by e-mail. A cancelled request cannot be paid later.`}
        </Text>
      ),
      labels: { confirm: what === 'paid' ? 'Mark paid' : 'Cancel request', cancel: what === 'paid' ? 'Cancel' : 'Keep request' },
      confirmProps: what === 'cancel' ? { color: 'red' } : { color: 'teal' },
      onConfirm: () => action.mutate({ id: t.id, action: what }),
    });

  return (
    <>
      <ReconcilePanel />
      <Group align="flex-end" mb="md">
        <Input.Wrapper label="Status" labelElement="div" labelProps={{ id: 'top-up-status-label' }}>
          <SegmentedControl
            display="flex"
            aria-labelledby="top-up-status-label"
            value={status}
            onChange={(v) => {
              setStatus(v as TStatusFilter);
              paging.setPage(1);
            }}
            data={[
              { value: 'requested', label: 'Requested' },
              { value: 'paid', label: 'Paid' },
              { value: 'cancelled', label: 'Cancelled' },
              { value: 'all', label: 'All' },
            ]}
          />
        </Input.Wrapper>
      </Group>
      <AdminTable
        query={topUps}
        paging={paging}
        noun="top-ups"
        testId="admin-top-ups-table"
        minWidth={820}
        cols={COLS}
        head={
          <>
            <Table.Th w={70}>ID</Table.Th>
            <Table.Th>Team</Table.Th>
            <Table.Th>Requested by</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </>
        }
        loading="Loading top-ups…"
        failed="The top-ups could not be loaded."
        empty={status === 'requested' ? 'No top-up requests are waiting.' : 'No top-ups match this filter.'}
      >
        {(rows) =>
          rows.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>{t.id}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/admin/billing?team=${t.team_id}`} size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {t.team_name}
                </Anchor>
                {t.repay && (
                  <Text size="xs" c="dimmed">
                    Credit repayment
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Requester value={t.requested_by} />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatPounds(t.amount)}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t.payment_method === 'stripe' ? `Card${t.fee > 0 ? `, + ${formatPounds(t.fee)} fee` : ''}` : 'Bank transfer'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLORS[t.status]} styles={NO_TRUNCATE}>
                  {t.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {fullDate(t.created_at)}
                </Text>
                {t.paid_at && (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    paid {fullDate(t.paid_at)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {t.status === 'requested' && (
                    <>
                      <Button size="xs" color="teal" onClick={() => confirm(t, 'paid')} loading={action.isPending && action.variables?.id === t.id && action.variables.action === 'paid'} aria-label={`Mark top-up #${t.id} paid`}>
                        Mark paid
                      </Button>
                      <Button size="xs" variant="default" onClick={() => confirm(t, 'cancel')} aria-label={`Cancel top-up #${t.id}`}>
                        Cancel
                      </Button>
                    </>
                  )}
                  {t.status !== 'cancelled' && (
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => reissue.mutate(t.id)}
                      loading={reissue.isPending && reissue.variables === t.id}
                      aria-label={`Issue the documents of top-up #${t.id}`}
                      title="Issue a missing invoice or receipt again"
                    >
                      Documents
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))
        }
      </AdminTable>
    </>
  );
}

/** 'Name <email>' as the name with the e-mail below it. */
function Requester({ value }: { value: string | null }) {
  const m = value ? /^(.*) <([^>]+)>$/.exec(value) : null;
  if (!value) return <Text size="sm">—</Text>;
  return m ? (
    <>
      <Text size="sm">{m[1]}</Text>
      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        {m[2]}
      </Text>
    </>
  ) : (
    <Text size="sm" style={{ wordBreak: 'break-all' }}>
      {value}
    </Text>
  );
}
