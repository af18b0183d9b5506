import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  WAREHOUSE_ORDER_STATUSES,
  WAREHOUSE_STATUS_FILTERS,
  WAREHOUSE_STATUS_LABELS,
  ZAdminWarehouseStatusBody,
  type TAdminWarehouseStatusBody,
  type TWarehouseOrder,
  type TWarehouseStatusFilter,
} from '@gifthub/shared/warehouse';
import { SearchBox } from '../../../components/list-controls';
import { ApiError } from '../../../lib/api-error';
import { listDate } from '../../../lib/dates';
import { zodValidate } from '../../../lib/form';
import { useAdminWarehouseOrders, useSetWarehouseStatus, useWarehouseTeams } from '../api/admin-warehouse';
import { AdminTable, useListPaging, useListSearch } from './admin-table';

/** The built-in warehouse's back office (issue 16): a listed team's orders, moved through the statuses by staff. */
export function AdminWarehousePage() {
  const teams = useWarehouseTeams();
  const [teamId, setTeamId] = useState<string | null>(null);
  const [status, setStatus] = useState<TWarehouseStatusFilter | null>(null);
  const paging = useListPaging('admin-warehouse');
  const search = useListSearch(paging);
  const chosen = teamId ?? (teams.data?.[0] ? String(teams.data[0].id) : null);
  const query = useAdminWarehouseOrders(chosen ? { team_id: Number(chosen), status: status ?? undefined, search: search.q, page: paging.page, per_page: paging.perPage } : null);
  const [editing, setEditing] = useState<TWarehouseOrder | null>(null);
  const counts = new Map((query.data?.statuses ?? []).map((s) => [s.status, s.total]));
  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <Select label="Listed team" data={(teams.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))} value={chosen} onChange={(v) => (setTeamId(v), paging.setPage(1))} allowDeselect={false} w={220} />
        <Select
          label="Status"
          placeholder={`All (${counts.get('all') ?? 0})`}
          clearable
          data={WAREHOUSE_STATUS_FILTERS.map((s) => ({ value: s, label: `${WAREHOUSE_STATUS_LABELS[s]} (${counts.get(s) ?? 0})` }))}
          value={status}
          onChange={(v) => (setStatus(v as TWarehouseStatusFilter | null), paging.setPage(1))}
          w={220}
        />
        <SearchBox placeholder="Name, e-mail or order ID" value={search.text} onChange={search.change} />
      </Group>
      <AdminTable
        query={query}
        paging={paging}
        noun="orders"
        testId="admin-warehouse-table"
        minWidth={900}
        cols={6}
        loading="Loading orders…"
        failed="The orders could not be loaded."
        empty="No orders."
        head={
          <>
            <Table.Th>Order</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Latest update</Table.Th>
            <Table.Th>Order date</Table.Th>
            <Table.Th>Action</Table.Th>
          </>
        }
      >
        {(rows) =>
          rows.map((o) => (
          <Table.Tr key={o.id}>
            <Table.Td>
              #{o.id} <Text size="xs" c="dimmed">{o.warehouse_id}</Text>
            </Table.Td>
            <Table.Td>{o.customer_name}</Table.Td>
            <Table.Td>{WAREHOUSE_STATUS_LABELS[o.status]}</Table.Td>
            <Table.Td>
              <Text size="xs">{o.status_updates.at(-1)?.reason ?? ''}</Text>
            </Table.Td>
            <Table.Td>{listDate(o.order_date)}</Table.Td>
            <Table.Td>
              <Button size="xs" variant="light" onClick={() => setEditing(o)} aria-label={`Change the status of order ${o.id}`}>
                Change status
              </Button>
            </Table.Td>
          </Table.Tr>
          ))
        }
      </AdminTable>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing ? `Order #${editing.id}` : ''}>
        {editing && <StatusForm order={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}

function StatusForm({ order, onDone }: { order: TWarehouseOrder; onDone: () => void }) {
  const save = useSetWarehouseStatus();
  const form = useForm<TAdminWarehouseStatusBody>({
    initialValues: { status: order.status, reason: '', carrier: order.carrier ?? '', carrier_method: order.carrier_method ?? '', carrier_url: order.carrier_url ?? '', transaction_id: order.transaction_id ?? '' },
    validate: zodValidate(ZAdminWarehouseStatusBody),
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await save.mutateAsync({ id: order.id, body: v });
      onDone();
    } catch (err) {
      if (err instanceof ApiError) form.setErrors(err.fieldErrors());
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Select label="Status" data={WAREHOUSE_ORDER_STATUSES.map((s) => ({ value: s, label: `${WAREHOUSE_STATUS_LABELS[s]}${s === 'blocked' ? ' (blocked)' : ''}` }))} allowDeselect={false} {...form.getInputProps('status')} />
        <Textarea label="Reason (the team reads it)" required autosize minRows={2} {...form.getInputProps('reason')} />
        <Group grow>
          <TextInput label="Carrier" {...form.getInputProps('carrier')} />
          <TextInput label="Carrier method" {...form.getInputProps('carrier_method')} />
        </Group>
        <TextInput label="Tracking URL" {...form.getInputProps('carrier_url')} />
        <TextInput label="Transaction ID" {...form.getInputProps('transaction_id')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
