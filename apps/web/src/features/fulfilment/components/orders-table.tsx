import { Anchor, Badge, Checkbox, Stack, Table, Text } from '@mantine/core';
import { WAREHOUSE_STATUS_LABELS, type TWarehouseOrder, type TWarehouseOrderSort, type TWarehouseOrderStatus } from '@gifthub/shared/warehouse';
import { DataTable, type TListStatus } from '../../../components/data-table';
import { SortableTh, type TSort } from '../../../components/list-controls';
import { listDate } from '../../../lib/dates';
import { formatPounds } from '../../../lib/money';

const STATUS_COLOURS: Record<TWarehouseOrderStatus, string> = {
  due: 'yellow',
  processing: 'blue',
  sent: 'teal',
  delivered: 'green',
  returning: 'orange',
  resent: 'cyan',
  received_return: 'grape',
  problem: 'red',
  cancelled: 'gray',
  blocked: 'gray',
};

export function WarehouseStatusBadge({ status }: { status: TWarehouseOrderStatus }) {
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" data-testid="order-status">
      {WAREHOUSE_STATUS_LABELS[status]}
    </Badge>
  );
}

type TProps = {
  orders: TWarehouseOrder[];
  status: TListStatus;
  busy: boolean;
  sort: TSort<TWarehouseOrderSort>;
  onSort: (s: TSort<TWarehouseOrderSort>) => void;
  fees: boolean;
  selected: Set<number>;
  onToggle: (id: number) => void;
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll: () => void;
  selectingAll: boolean;
  empty: string;
};

/** The orders (spec 3 §2.6): a select box per row, the first 3 line items, fee columns only when the team's flag says so. */
export function OrdersTable(p: TProps) {
  const cols = 9 + (p.fees ? 3 : 0);
  const head = (
    <>
      <Table.Th w={40}>
        <Checkbox
          aria-label="Select all orders"
          checked={p.allSelected}
          indeterminate={!p.allSelected && p.someSelected}
          disabled={p.selectingAll}
          onChange={p.onToggleAll}
          data-testid="select-all"
        />
      </Table.Th>
      <SortableTh label="Order" sortKey="id" sort={p.sort} onSort={p.onSort} />
      <SortableTh label="Customer" sortKey="customer_name" sort={p.sort} onSort={p.onSort} />
      <Table.Th>Status</Table.Th>
      <Table.Th>Items</Table.Th>
      <Table.Th>Destination</Table.Th>
      <SortableTh label="Order Date" sortKey="order_date" sort={p.sort} onSort={p.onSort} />
      <Table.Th>Shipping</Table.Th>
      <Table.Th>Total</Table.Th>
      {p.fees && (
        <>
          <Table.Th>Handling Fee</Table.Th>
          <Table.Th>Freight Fee</Table.Th>
          <Table.Th>IOSS VAT Fee</Table.Th>
        </>
      )}
    </>
  );
  return (
    <DataTable label="Fulfilment orders" head={head} cols={cols} minWidth={p.fees ? 1400 : 1100} status={p.status} busy={p.busy} stickyFirst={false} texts={{ empty: p.empty, emptyTestId: 'orders-empty' }} testId="orders-table">
      {p.orders.map((o) => (
        <OrderRow key={o.id} order={o} fees={p.fees} selected={p.selected.has(o.id)} onToggle={() => p.onToggle(o.id)} />
      ))}
    </DataTable>
  );
}

function OrderRow({ order: o, fees, selected, onToggle }: { order: TWarehouseOrder; fees: boolean; selected: boolean; onToggle: () => void }) {
  const lastUpdate = o.status_updates.at(-1);
  return (
    <Table.Tr data-testid="order-row" data-order-id={o.id} bg={selected ? 'var(--gh-selected-bg)' : undefined}>
      <Table.Td>
        <Checkbox aria-label={`Select order ${o.id}`} checked={selected} onChange={onToggle} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          #{o.id}
        </Text>
        <Text size="xs" c="dimmed">
          {o.warehouse_id}
          {o.original_id ? ` · ${o.original_id}` : ''}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{o.customer_name}</Text>
        <Text size="xs" c="dimmed">
          {o.customer_email}
        </Text>
      </Table.Td>
      <Table.Td>
        <WarehouseStatusBadge status={o.status} />
        {lastUpdate?.reason && (
          <Text size="xs" c="dimmed" mt={2} maw={180}>
            {lastUpdate.reason}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Stack gap={0} data-testid="order-items">
          {o.line_items.map((i, n) => (
            <Text size="xs" key={`${i.item_id}-${n}`}>
              {i.quantity} × {i.item_name}
            </Text>
          ))}
          {o.line_items_total > o.line_items.length && (
            <Text size="xs" c="dimmed">
              +{o.line_items_total - o.line_items.length} more
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{o.destination.city}</Text>
        <Text size="xs" c="dimmed">
          {o.destination.postcode}, {o.destination.country}
        </Text>
      </Table.Td>
      <Table.Td>{listDate(o.order_date)}</Table.Td>
      <Table.Td>
        {o.carrier ? (
          <>
            <Text size="sm">{o.carrier}</Text>
            {o.carrier_url ? (
              <Anchor href={o.carrier_url} target="_blank" rel="noreferrer" size="xs">
                Track{o.send_date ? ` (sent ${listDate(o.send_date)})` : ''}
              </Anchor>
            ) : null}
          </>
        ) : (
          <Text size="xs" c="dimmed">
            Not sent
          </Text>
        )}
      </Table.Td>
      <Table.Td>{formatPounds(o.total)}</Table.Td>
      {fees && (
        <>
          <Table.Td>{formatPounds(o.handling_fee ?? 0)}</Table.Td>
          <Table.Td>{formatPounds(o.freight_fee ?? 0)}</Table.Td>
          <Table.Td>{formatPounds(o.ioss_vat_fee ?? 0)}</Table.Td>
        </>
      )}
    </Table.Tr>
  );
}
