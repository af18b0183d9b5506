import { useState } from 'react';
import { Anchor, Badge, Button, Group, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconExternalLink } from '@tabler/icons-react';
import type { TFulfilmentAction, TFulfilmentItem, TFulfilmentState } from '@gifthub/shared/registrations';
import { fullDate, listDate } from '../../../lib/dates';
import { useFulfilment } from '../api/get-fulfilment';
import { useUpdateFulfilment } from '../api/update-fulfilment';
import { SearchBox } from '../../../components/list-controls';
import { AdminTable, useListPaging, useListSearch } from './admin-table';
import { MarkSentModal, ResolveModal } from './fulfilment-modals';
import { ACTIONS_BY_STATE, fulfilmentRowState } from '@gifthub/shared/fulfilment';
import { ACTION_LABELS, FILTER_OPTIONS, STATE_COLORS, STATE_LABELS } from './fulfilment-state';

const COLS = 8;

const CONFIRM_TEXT: Partial<Record<TFulfilmentAction, (r: TFulfilmentItem) => string>> = {
  processed: (r) => `Mark the ${r.product_name ?? 'gift'} for ${r.first_name} ${r.last_name} as processed? The sender sees it as Processing.`,
  delivered: (r) => `Mark the ${r.product_name ?? 'gift'} for ${r.first_name} ${r.last_name} as delivered?`,
  return: (r) => `Record that the ${r.product_name ?? 'gift'} for ${r.first_name} ${r.last_name} came back (returned)?`,
  lost: (r) => `Record that the ${r.product_name ?? 'gift'} for ${r.first_name} ${r.last_name} was lost in delivery?`,
};

const addressOf = (r: TFulfilmentItem) => [r.address_line_1, r.address_line_2, r.city, r.region, r.postcode, r.country].filter((x) => x && x.trim()).join(', ');

/** Staff: confirmed physical gifts to pick, pack and send, and their delivery afterwards. */
export function AdminFulfilmentPage() {
  const [state, setState] = useState<TFulfilmentState>('open');
  const paging = useListPaging('admin-fulfilment');
  const search = useListSearch(paging);
  const list = useFulfilment({ state, q: search.q, page: paging.page, per_page: paging.perPage });
  const update = useUpdateFulfilment();
  const [sending, setSending] = useState<TFulfilmentItem | null>(null);
  const [resolving, setResolving] = useState<TFulfilmentItem | null>(null);

  const act = (r: TFulfilmentItem, action: TFulfilmentAction) => {
    if (action === 'sent') return setSending(r);
    if (action === 'resolve') return setResolving(r);
    modals.openConfirmModal({
      title: ACTION_LABELS[action],
      children: <Text size="sm">{CONFIRM_TEXT[action]!(r)} The sender is told by e-mail.</Text>,
      labels: { confirm: ACTION_LABELS[action], cancel: 'Cancel' },
      confirmProps: { color: action === 'lost' || action === 'return' ? 'orange' : undefined },
      onConfirm: () => update.mutate({ id: r.id, body: { action } as { action: 'processed' | 'delivered' | 'return' | 'lost' } }),
    });
  };

  return (
    <>
      <Group align="flex-end" mb="md" wrap="wrap">
        <Select
          label="State"
          data={FILTER_OPTIONS}
          value={state}
          allowDeselect={false}
          onChange={(v) => {
            if (!v) return;
            setState(v as TFulfilmentState);
            paging.setPage(1);
          }}
          w={180}
        />
        <SearchBox placeholder="Recipient, e-mail, postcode or gift" value={search.text} onChange={search.change} w={300} />
      </Group>
      <AdminTable
        query={list}
        paging={paging}
        noun="gifts"
        testId="admin-fulfilment-table"
        minWidth={1000}
        cols={COLS}
        head={
          <>
            <Table.Th>Team</Table.Th>
            <Table.Th>Recipient</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th>Qty</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Confirmed</Table.Th>
            <Table.Th miw={140}>State</Table.Th>
            <Table.Th miw={150}>Actions</Table.Th>
          </>
        }
        loading="Loading the queue…"
        failed="The fulfilment queue could not be loaded."
        empty="No gifts in this state."
      >
        {(rows) =>
          rows.map((r) => {
            const s = fulfilmentRowState(r);
            return (
              <Table.Tr key={r.id} data-testid={`fulfilment-row-${r.id}`}>
                <Table.Td>
                  <Text size="sm">{r.team_name}</Text>
                  {r.sender_email && (
                    <Text size="xs" c="dimmed">
                      {r.sender_email}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{`${r.first_name} ${r.last_name}`.trim()}</Text>
                  {[r.email, r.phone].filter(Boolean).map((x) => (
                    <Text key={x} size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {x}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{r.product_name ?? '—'}</Text>
                  <Text size="xs" c="dimmed">
                    #{r.id}
                  </Text>
                </Table.Td>
                <Table.Td>{r.quantity}</Table.Td>
                <Table.Td maw={260}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {addressOf(r) || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>{r.confirmed_at ? <Tooltip label={fullDate(r.confirmed_at)}><span>{listDate(r.confirmed_at)}</span></Tooltip> : '—'}</Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Badge variant="light" color={STATE_COLORS[s]}>
                      {STATE_LABELS[s]}
                    </Badge>
                    {r.tracking_url && (
                      <Anchor href={r.tracking_url} target="_blank" rel="noopener noreferrer" size="xs">
                        <Group gap={2} wrap="nowrap">
                          {r.carrier ?? 'Tracking'} <IconExternalLink size={12} />
                        </Group>
                      </Anchor>
                    )}
                    {r.delivery_resolution && (
                      <Text size="xs" c="dimmed" lineClamp={2} title={r.delivery_resolution}>
                        {r.delivery_resolution}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="wrap">
                    {ACTIONS_BY_STATE[s].map((a) => (
                      <Button
                        key={a}
                        size="xs"
                        variant={a === 'return' || a === 'lost' ? 'default' : 'light'}
                        onClick={() => act(r, a)}
                        loading={update.isPending && update.variables?.id === r.id && update.variables.body.action === a}
                      >
                        {ACTION_LABELS[a]}
                      </Button>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })
        }
      </AdminTable>
      <MarkSentModal item={sending} onClose={() => setSending(null)} />
      <ResolveModal item={resolving} onClose={() => setResolving(null)} />
    </>
  );
}
