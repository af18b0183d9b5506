import { useState } from 'react';
import { Badge, Button, Center, Group, Image, Menu, Select, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconChevronDown, IconGift, IconPlus } from '@tabler/icons-react';
import { VOUCHER_CATEGORY_LABELS, type TProduct } from '@gifthub/shared/catalogue';
import { LOW_AVAILABILITY } from '@gifthub/shared/gifts';
import { formatPounds } from '../../../lib/money';
import { useAdminProducts, type TAdminProductsParams } from '../api/get-admin-products';
import { useSetProductStatus } from '../api/save-admin-product';
import { SearchBox } from '../../../components/list-controls';
import { AdminTable, useListPaging, useListSearch } from './admin-table';
import { ProductFormModal } from './product-form-modal';
import { ProductImageModal, RestockModal } from './product-stock-modals';

const COLS = 6;

/** A voucher's values: its denominations, or its face-value range (the spec's fallback is £2 to £500). */
const voucherValues = (p: TProduct) =>
  p.denominations.length ? p.denominations.map(formatPounds).join(', ') : `${formatPounds(p.face_value_limits?.lower ?? 2)} – ${formatPounds(p.face_value_limits?.upper ?? 500)}`;

function Stock({ p }: { p: TProduct }) {
  if (p.type === 'voucher' || p.stock === null)
    return (
      <Text size="sm" c="dimmed">
        Unlimited
      </Text>
    );
  const color = p.stock === 0 ? 'red' : p.stock <= LOW_AVAILABILITY ? 'orange' : undefined;
  return (
    <Text size="sm" c={color} fw={color ? 600 : undefined}>
      {p.stock}
    </Text>
  );
}

/** Staff: the marketplace catalogue: create, edit, restock, hide or show products and change their images. */
export function AdminCataloguePage() {
  const [type, setType] = useState<TAdminProductsParams['type']>();
  const [status, setStatus] = useState<TAdminProductsParams['status']>();
  const paging = useListPaging('admin-catalogue');
  const search = useListSearch(paging);
  const list = useAdminProducts({ q: search.q, type, status, page: paging.page, per_page: paging.perPage });
  const setProductStatus = useSetProductStatus();
  const [editing, setEditing] = useState<{ product: TProduct | null } | null>(null);
  const [restocking, setRestocking] = useState<TProduct | null>(null);
  const [imaging, setImaging] = useState<TProduct | null>(null);

  const toggle = (p: TProduct) => {
    const hide = p.status === 'active';
    modals.openConfirmModal({
      title: hide ? 'Hide product' : 'Show product',
      children: <Text size="sm">{hide ? `Hide ${p.name} from the marketplace? Gifts already sent are not affected.` : `Show ${p.name} in the marketplace again?`}</Text>,
      labels: { confirm: hide ? 'Hide' : 'Show', cancel: 'Cancel' },
      confirmProps: { color: hide ? 'orange' : undefined },
      onConfirm: () => setProductStatus.mutate({ id: p.id, status: hide ? 'hidden' : 'active' }),
    });
  };

  return (
    <>
      <Group align="flex-end" mb="md" justify="space-between" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <SearchBox placeholder="Name or brand" value={search.text} onChange={search.change} />
          <Select
            label="Type"
            placeholder="All types"
            clearable
            data={[
              { value: 'physical', label: 'Physical gifts' },
              { value: 'voucher', label: 'eGift vouchers' },
            ]}
            value={type ?? null}
            onChange={(v) => {
              setType((v as TAdminProductsParams['type']) ?? undefined);
              paging.setPage(1);
            }}
            w={170}
          />
          <Select
            label="Status"
            placeholder="Any status"
            clearable
            data={[
              { value: 'active', label: 'Shown' },
              { value: 'hidden', label: 'Hidden' },
            ]}
            value={status ?? null}
            onChange={(v) => {
              setStatus((v as TAdminProductsParams['status']) ?? undefined);
              paging.setPage(1);
            }}
            w={150}
          />
        </Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ product: null })}>
          New product
        </Button>
      </Group>
      <AdminTable
        query={list}
        paging={paging}
        noun="products"
        testId="admin-catalogue-table"
        minWidth={900}
        cols={COLS}
        head={
          <>
            <Table.Th>Product</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Price inc VAT</Table.Th>
            <Table.Th>Stock</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </>
        }
        loading="Loading products…"
        failed="The catalogue could not be loaded."
        empty="No products match these filters."
        tableProps={{ highlightOnHover: true, verticalSpacing: 'xs' }}
      >
        {(rows) =>
          rows.map((p) => (
            <Table.Tr key={p.id} data-testid={`product-row-${p.id}`}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Center w={56} h={56} bg="gray.0" style={{ borderRadius: 6, overflow: 'hidden', flexShrink: 0 }}>
                    {p.image_url ? <Image src={p.image_url} alt="" w={56} h={56} fit="cover" loading="lazy" /> : <IconGift size={24} color="var(--mantine-color-gray-5)" />}
                  </Center>
                  <div>
                    <Text size="sm" fw={500}>
                      {p.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {p.type === 'voucher' ? [p.brand_name, p.category && VOUCHER_CATEGORY_LABELS[p.category]].filter(Boolean).join(' · ') : p.slug}
                    </Text>
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={p.type === 'physical' ? 'blue' : 'grape'}>
                  {p.type === 'physical' ? 'Physical' : 'eGift'}
                </Badge>
              </Table.Td>
              <Table.Td>
                {p.type === 'physical' ? (
                  <>
                    <Text size="sm">{formatPounds(p.price)}</Text>
                    <Text size="xs" c="dimmed">
                      {formatPounds(p.price_ex_vat)} ex VAT
                    </Text>
                  </>
                ) : (
                  <Text size="sm">{voucherValues(p)}</Text>
                )}
              </Table.Td>
              <Table.Td>
                <Stock p={p} />
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={p.status === 'active' ? 'teal' : 'gray'}>
                  {p.status === 'active' ? 'Shown' : 'Hidden'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => setEditing({ product: p })}>
                    Edit
                  </Button>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} />} aria-label={`More actions for ${p.name}`}>
                        More
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {p.type === 'physical' && <Menu.Item onClick={() => setRestocking(p)}>Restock</Menu.Item>}
                      <Menu.Item onClick={() => setImaging(p)}>Change image</Menu.Item>
                      <Menu.Item onClick={() => toggle(p)}>{p.status === 'active' ? 'Hide' : 'Show'}</Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))
        }
      </AdminTable>
      <ProductFormModal opened={Boolean(editing)} product={editing?.product ?? null} onClose={() => setEditing(null)} />
      <RestockModal product={restocking} onClose={() => setRestocking(null)} />
      <ProductImageModal product={imaging} onClose={() => setImaging(null)} />
    </>
  );
}
