import { useMemo, useState } from 'react';
import { Badge, Button, Checkbox, Group, Image, Table, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import {
  WAREHOUSE_PRODUCT_SORTS,
  WAREHOUSE_PRODUCT_STATUS_LABELS,
  WAREHOUSE_PRODUCT_STATUSES,
  type TWarehouseProduct,
  type TWarehouseProductSort,
  type TWarehouseProductStatus,
} from '@gifthub/shared/warehouse';
import { DataTable, listStatus } from '../../../components/data-table';
import { changeParams, pageSummary, QuerySearchBox, readSort, SortableTh, sortParams } from '../../../components/list-controls';
import { PageHeader } from '../../../components/page-header';
import { WriteButton } from '../../../components/write-button';
import { useSession } from '../../../lib/session';
import { useWarehouseProducts, type TProductsParams } from '../api/warehouse-products';
import { FulfilmentAccess } from './fulfilment-access';
import { SelectionBar } from './selection-bar';
import { StatusLinks } from './status-links';
import { WarehouseRequestModal } from './warehouse-request-modal';

const COLOURS: Record<TWarehouseProductStatus, string> = { active: 'green', low: 'yellow', out_of_stock: 'red', discontinued: 'gray' };
export const EMPTY_PRODUCTS = 'There are no products in your warehouse inventory yet.';

/** /fulfilment/inventory (spec 3 §2.6): Warehouse Products Inventory. */
export function InventoryPage() {
  return (
    <FulfilmentAccess title="Warehouse Products Inventory">
      <Inventory />
    </FulfilmentAccess>
  );
}

function Inventory() {
  const { teamId } = useSession();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status');
  const status = (WAREHOUSE_PRODUCT_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as TWarehouseProductStatus) : undefined;
  const sort = readSort<TWarehouseProductSort>(search, WAREHOUSE_PRODUCT_SORTS);
  const params: TProductsParams = { status, search: search.get('search')?.trim() || undefined, ...sort };
  const update = (changes: Record<string, string | null>) => setSearch((prev) => changeParams(prev, changes));
  const query = useWarehouseProducts(teamId, params);
  const products = useMemo(() => (query.data?.pages ?? []).flatMap((p) => p.data), [query.data]);
  const meta = query.data?.pages.at(-1)?.meta;
  const [selection, setSelection] = useState<{ key: string; ids: Set<number> }>({ key: '', ids: new Set() });
  const key = JSON.stringify(params);
  const selected = selection.key === key ? selection.ids : new Set<number>();
  const setSelected = (ids: Set<number>) => setSelection({ key, ids });
  const [one, setOne] = useState<number | null>(null);
  const links = (meta?.statuses ?? []).map((s) => ({ key: s.status, label: s.status === 'all' ? 'All' : WAREHOUSE_PRODUCT_STATUS_LABELS[s.status], total: s.total }));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const shownSelected = products.length > 0 && products.every((p) => selected.has(p.id));

  const head = (
    <>
      <Table.Th w={40}>
        <Checkbox aria-label="Select all shown products" checked={shownSelected} indeterminate={!shownSelected && selected.size > 0} onChange={() => setSelected(shownSelected ? new Set() : new Set(products.map((p) => p.id)))} />
      </Table.Th>
      <SortableTh label="Product ID" sortKey="warehouse_id" sort={sort} onSort={(s) => update(sortParams(s))} />
      <SortableTh label="Product Name & SKU" sortKey="name" sort={sort} onSort={(s) => update(sortParams(s))} />
      <Table.Th>Status</Table.Th>
      <SortableTh label="Stock Level (units)" sortKey="stock_level" sort={sort} onSort={(s) => update(sortParams(s))} />
      <Table.Th>Actions</Table.Th>
    </>
  );
  return (
    <>
      <PageHeader title="Warehouse Products Inventory" />
      {links.length > 0 && <StatusLinks label="Stock status" links={links} current={status ?? 'all'} href={(k) => (k === 'all' ? '/fulfilment/inventory' : `/fulfilment/inventory?status=${k}`)} />}
      <Group mb="md">
        <QuerySearchBox placeholder="Name, SKU or product ID" value={params.search ?? ''} onSearch={(q) => update({ search: q || null })} testId="products-search" />
      </Group>
      <SelectionBar type="products" ids={[...selected]} onClear={() => setSelected(new Set())} />
      <DataTable label="Warehouse products" head={head} cols={6} minWidth={820} stickyFirst={false} status={listStatus(query, products.length)} busy={query.isFetching} texts={{ empty: EMPTY_PRODUCTS }} testId="products-table">
        {products.map((p) => (
          <ProductRow key={p.id} product={p} selected={selected.has(p.id)} onToggle={() => toggle(p.id)} onRequest={() => setOne(p.id)} />
        ))}
      </DataTable>
      {meta && products.length > 0 && (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {pageSummary({ ...meta, current_page: 1 }, products.length, 'products')}
          </Text>
          {query.hasNextPage && (
            <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} data-testid="products-load-more">
              Load more
            </Button>
          )}
        </Group>
      )}
      <WarehouseRequestModal type="products" items={one ? [one] : []} opened={one !== null} onClose={() => setOne(null)} />
    </>
  );
}

function ProductRow({ product: p, selected, onToggle, onRequest }: { product: TWarehouseProduct; selected: boolean; onToggle: () => void; onRequest: () => void }) {
  return (
    <Table.Tr data-testid="product-row">
      <Table.Td>
        <Checkbox aria-label={`Select ${p.name}`} checked={selected} onChange={onToggle} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.warehouse_id}</Table.Td>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          {p.image_url && <Image src={p.image_url} alt="" w={36} h={36} radius="sm" />}
          <div>
            <Text size="sm">{p.name}</Text>
            <Text size="xs" c="dimmed">
              {p.sku}
            </Text>
          </div>
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge color={COLOURS[p.status]} variant="light">
          {WAREHOUSE_PRODUCT_STATUS_LABELS[p.status]}
        </Badge>
      </Table.Td>
      <Table.Td>{p.stock_level.toLocaleString('en-GB')}</Table.Td>
      <Table.Td>
        <WriteButton size="xs" variant="light" onClick={onRequest} aria-label={`WH Request about ${p.name}`}>
          WH Request
        </WriteButton>
      </Table.Td>
    </Table.Tr>
  );
}
