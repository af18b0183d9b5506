import { useMemo, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { WAREHOUSE_ORDER_SORTS, WAREHOUSE_STATUS_FILTERS, WAREHOUSE_STATUS_LABELS, type TWarehouseOrderSort, type TWarehouseStatusFilter } from '@gifthub/shared/warehouse';
import { listStatus } from '../../../components/data-table';
import { lazyModal } from '../../../components/lazy-modal';
import { changeParams, pageSummary, QuerySearchBox, readSort, sortParams } from '../../../components/list-controls';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session';
import { useLoadAllIds, useWarehouseOrders, type TOrdersParams } from '../api/warehouse-orders';
import { FulfilmentAccess } from './fulfilment-access';
import { OrdersTable } from './orders-table';
import { SelectionBar } from './selection-bar';
import { StatusLinks } from './status-links';
import { useInfiniteScroll } from './use-infinite-scroll';

const ExportModal = lazyModal(() => import('./export-orders-modal').then((m) => m.ExportOrdersModal));

export const EMPTY_ORDERS = 'Your team has no warehouse orders yet.';
export const EMPTY_FILTERED_ORDERS = 'There are no orders that match your filters.';
const today = () => new Date().toISOString().slice(0, 10);

/** The orders list's filters live in the query string (?status=due&search=…&date-start=…&sort=…). */
function useOrdersParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = (WAREHOUSE_STATUS_FILTERS as readonly string[]).includes(raw ?? '') ? (raw as TWarehouseStatusFilter) : undefined;
  const sort = readSort<TWarehouseOrderSort>(params, WAREHOUSE_ORDER_SORTS);
  const value: TOrdersParams = {
    status,
    search: params.get('search')?.trim() || undefined,
    dateStart: params.get('date-start') || undefined,
    dateEnd: params.get('date-end') || undefined,
    ...sort,
  };
  const update = (changes: Record<string, string | null>) => setParams((prev) => changeParams(prev, changes));
  return { params: value, sort, update };
}

/** /fulfilment (spec 3 §2.6): the team's warehouse orders. */
export function FulfilmentPage() {
  return (
    <FulfilmentAccess title="Fulfilment Orders">
      <OrdersList />
    </FulfilmentAccess>
  );
}

function OrdersList() {
  const { teamId, team } = useSession();
  const { params, sort, update } = useOrdersParams();
  const query = useWarehouseOrders(teamId, params);
  const loadAllIds = useLoadAllIds(teamId);
  const [exporting, setExporting] = useState(false);
  const [selection, setSelection] = useState<{ key: string; ids: Set<number> }>({ key: '', ids: new Set() });
  const [selectingAll, setSelectingAll] = useState(false);
  const filterKey = JSON.stringify(params);
  // A change of filters starts a new selection.
  const selected = selection.key === filterKey ? selection.ids : new Set<number>();
  const setSelected = (ids: Set<number>) => setSelection({ key: filterKey, ids });

  const orders = useMemo(() => (query.data?.pages ?? []).flatMap((p) => p.data), [query.data]);
  const meta = query.data?.pages.at(-1)?.meta;
  const total = meta?.total ?? 0;
  const more = query.hasNextPage && !query.isFetchingNextPage;
  const loadMore = () => void (more && query.fetchNextPage());
  useInfiniteScroll(loadMore, Boolean(query.hasNextPage));

  const links = (meta?.statuses ?? []).map((s) => ({ key: s.status, label: s.status === 'all' ? 'All' : WAREHOUSE_STATUS_LABELS[s.status], total: s.total }));
  const allSelected = total > 0 && selected.size >= Math.min(total, meta?.total_capped ? Infinity : total);
  const toggleAll = async () => {
    if (selected.size) return setSelected(new Set());
    setSelectingAll(true);
    try {
      setSelected(new Set((await loadAllIds(params)).ids));
    } finally {
      setSelectingAll(false);
    }
  };
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const filtered = Boolean(params.status || params.search || params.dateStart || params.dateEnd);

  return (
    <>
      <PageHeader
        title="Fulfilment Orders"
        description="Your orders in our warehouse. Beta."
        actions={
          <Group gap="xs">
            <Button component={Link} to="/fulfilment/import" variant="default" leftSection={<IconUpload size={16} />} data-testid="import-orders">
              Import Orders
            </Button>
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => setExporting(true)} data-testid="export-orders">
              Export CSV
            </Button>
          </Group>
        }
      />
      {links.length > 0 && <StatusLinks label="Order status" links={links} current={params.status ?? 'all'} href={(k) => (k === 'all' ? '/fulfilment' : `/fulfilment?status=${k}`)} />}
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <QuerySearchBox placeholder="Name, e-mail or order ID" value={params.search ?? ''} onSearch={(q) => update({ search: q || null })} testId="orders-search" />
        <DatePickerInput
          label="Order date from"
          valueFormat="DD/MM/YYYY"
          clearable
          maxDate={params.dateEnd ?? today()}
          value={params.dateStart ?? null}
          onChange={(v) => update({ 'date-start': v || null })}
          w={170}
          popoverProps={{ withinPortal: true }}
        />
        <DatePickerInput
          label="Order date to"
          valueFormat="DD/MM/YYYY"
          clearable
          minDate={params.dateStart}
          maxDate={today()}
          value={params.dateEnd ?? null}
          onChange={(v) => update({ 'date-end': v || null })}
          w={170}
          popoverProps={{ withinPortal: true }}
        />
      </Group>
      <SelectionBar type="orders" ids={[...selected]} onClear={() => setSelected(new Set())} />
      <OrdersTable
        orders={orders}
        status={listStatus(query, orders.length)}
        busy={query.isFetching}
        sort={sort}
        onSort={(s) => update(sortParams(s))}
        fees={team.features.fulfilment_fees}
        selected={selected}
        onToggle={toggle}
        allSelected={allSelected}
        someSelected={selected.size > 0}
        onToggleAll={() => void toggleAll()}
        selectingAll={selectingAll}
        empty={filtered ? EMPTY_FILTERED_ORDERS : EMPTY_ORDERS}
      />
      {meta && orders.length > 0 && (
        <Group justify="space-between" mt="md" data-testid="orders-footer">
          <Text size="sm" c="dimmed">
            {pageSummary({ ...meta, current_page: 1 }, orders.length, 'orders')}
          </Text>
          {query.hasNextPage && (
            <Button variant="default" onClick={loadMore} loading={query.isFetchingNextPage} data-testid="load-more">
              Load more
            </Button>
          )}
        </Group>
      )}
      <ExportModal opened={exporting} onClose={() => setExporting(false)} latestId={meta?.latest_id ?? null} />
    </>
  );
}
