import { useState } from 'react';
import { Anchor, Card, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TABLE_PAGE_SIZES } from '@gifthub/shared/constants';
import { PRODUCT_ORDERS_PAGE_SIZE } from '@gifthub/shared/corporate-products';
import { DataTable, listStatus } from '../../../components/data-table';
import { PagingFooter, usePerPage } from '../../../components/list-controls';
import { listDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { useProductOrders } from '../api/get-corporate-products';

/**
 * The product's orders (spec 3 §2.3, §3 product order): its gifts, newest first, 10 a page with Previous, Next and
 * the per-page choice of spec 3 §2.1 (remembered, as every table's).
 */
export function ProductOrders({ productId, preview }: { productId: number; preview: boolean }) {
  const { teamId } = useSession();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = usePerPage('product-orders', TABLE_PAGE_SIZES, PRODUCT_ORDERS_PAGE_SIZE);
  const orders = useProductOrders(teamId, productId, { page, per_page: perPage });
  const rows = orders.data?.data ?? [];
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Orders
      </Title>
      <DataTable
        label="Product orders"
        cols={5}
        minWidth={640}
        status={listStatus(orders, rows.length)}
        texts={{ empty: 'This product has no orders yet.', emptyTestId: 'orders-empty' }}
        testId="product-orders"
        busy={orders.isPlaceholderData}
        head={
          <>
            <Table.Th>Recipient</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th>Campaign</Table.Th>
            <Table.Th>Registered</Table.Th>
          </>
        }
      >
        {rows.map((o) => (
          <Table.Tr key={o.id}>
            <Table.Td>{`${o.first_name} ${o.last_name}`.trim() || '—'}</Table.Td>
            <Table.Td>{o.email || '—'}</Table.Td>
            <Table.Td>{o.quantity}</Table.Td>
            <Table.Td>
              {o.campaign_id && o.campaign_name ? (
                // The demo team's campaigns are not the previewing team's: named, not linked.
                preview ? (
                  o.campaign_name
                ) : (
                  <Anchor component={Link} to={`/campaigns/${o.campaign_id}`} size="sm">
                    {o.campaign_name}
                  </Anchor>
                )
              ) : (
                'Marketplace'
              )}
            </Table.Td>
            <Table.Td>{o.registered_at ? listDate(o.registered_at) : '—'}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <PagingFooter
        meta={orders.data?.meta}
        shown={rows.length}
        noun="orders"
        perPage={perPage}
        onPage={setPage}
        onPerPage={(n) => {
          setPerPage(n);
          setPage(1);
        }}
      />
    </Card>
  );
}
