import { Anchor, Card, Group, Select, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import {
  PRODUCT_REQUEST_STATUSES,
  PRODUCT_REQUEST_STATUS_LABELS,
  PRODUCT_REQUESTS_PAGE_SIZE,
  isRequestEditable,
  REQUEST_PRODUCT_TYPE_LABELS,
  REQUEST_TYPE_LABELS,
  type TProductRequest,
  type TProductRequestStatus,
} from '@gifthub/shared/corporate-products';
import { TABLE_PAGE_SIZES } from '@gifthub/shared/constants';
import { DataTable, listStatus } from '../../../../components/data-table';
import { changeParams, PagingFooter, queryPaging, readPerPage, usePerPage } from '../../../../components/list-controls';
import { PageHeader } from '../../../../components/page-header';
import { ProGate } from '../../../../components/pro-gate';
import { WriteButton } from '../../../../components/write-button';
import { listDate } from '../../../../lib/dates';
import { useSession } from '../../../../lib/session';
import { useProductRequests } from '../../api/get-product-requests';
import { CancelRequestButton } from './cancel-request-button';
import { ProductRequestModal } from './product-request-modal';
import { useProductsBase } from './request-labels';
import { RequestStatusBadge } from '../../../../domain/product-requests/request-fields';

export const EMPTY_REQUESTS = 'Your team has not requested any products yet.';
export const EMPTY_FILTERED_REQUESTS = 'There are no requests with this status.';
const STATUS_DATA = PRODUCT_REQUEST_STATUSES.map((s) => ({ value: s, label: PRODUCT_REQUEST_STATUS_LABELS[s] }));
const isStatus = (v: string | null): v is TProductRequestStatus => (PRODUCT_REQUEST_STATUSES as readonly string[]).includes(v ?? '');

/**
 * Product Requests (/campaigns/corporate-products/requests and /corporate-products/requests; spec 3 §2.3): the
 * team's requests newest first, 'new' ones linking to their detail, and Request New Product for Pro teams (others
 * see the Pro banner; the demo is read-only, its button opening the sign-up prompt).
 */
export function ProductRequestsPage() {
  const session = useSession();
  const base = useProductsBase();
  const [params, setParams] = useSearchParams();
  const [cookiePerPage, setPerPage] = usePerPage('product-requests', TABLE_PAGE_SIZES, PRODUCT_REQUESTS_PAGE_SIZE);
  const perPage = readPerPage(params, TABLE_PAGE_SIZES, cookiePerPage);
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const status = isStatus(params.get('status')) ? (params.get('status') as TProductRequestStatus) : undefined;
  const list = useProductRequests(session.teamId, { page, per_page: perPage, ...(status ? { status } : {}) });
  const update = (changes: Record<string, string | null>) => setParams((prev) => changeParams(prev, changes));
  const rows = list.data?.data ?? [];

  return (
    <>
      <PageHeader
        title="Product Requests"
        crumbs={[{ label: 'Your Corporate Products', to: base }, { label: 'Product Requests' }]}
        description="New products and restocks your team has asked us for, and where each one stands."
        actions={
          session.pro ? (
            <WriteButton leftSection={<IconPlus size={16} />} onClick={() => update({ new: '1' })} data-testid="request-new-product">
              Request New Product
            </WriteButton>
          ) : undefined
        }
      />
      {!session.pro && <ProGate feature="requestingProducts" />}
      <Card withBorder radius="md" padding="md">
        <Group mb="md">
          <Select
            label="Status"
            placeholder="All"
            data={STATUS_DATA}
            value={status ?? null}
            onChange={(v) => update({ status: v, page: null })}
            clearable
            w={180}
            data-testid="request-status-filter"
          />
        </Group>
        <DataTable
          label="Product requests"
          cols={7}
          minWidth={700}
          status={listStatus(list, rows.length)}
          texts={{ empty: status ? EMPTY_FILTERED_REQUESTS : EMPTY_REQUESTS, emptyTestId: 'requests-empty' }}
          testId="product-requests-table"
          head={
            <>
              <Table.Th>Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Request Type</Table.Th>
              <Table.Th>Stock</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Actions</Table.Th>
            </>
          }
        >
          {rows.map((r) => (
            <RequestRow key={r.id} r={r} base={base} canChange={session.pro} />
          ))}
        </DataTable>
        <PagingFooter meta={list.data?.meta} shown={rows.length} noun="requests" perPage={perPage} {...queryPaging(update, setPerPage)} sizes={TABLE_PAGE_SIZES} />
      </Card>
      {session.pro && !session.demo && <ProductRequestModal opened={params.get('new') !== null} onClose={() => update({ new: null })} />}
    </>
  );
}

function RequestRow({ r, base, canChange }: { r: TProductRequest; base: string; canChange: boolean }) {
  return (
    <Table.Tr data-testid="product-request-row">
      <Table.Td>
        {r.request_type === 'new' ? (
          <Anchor component={Link} to={`${base}/requests/${r.id}`} fw={600} size="sm">
            {r.name}
          </Anchor>
        ) : r.product_id ? (
          <Anchor component={Link} to={`${base}/${r.product_id}`} fw={600} size="sm">
            {r.name}
          </Anchor>
        ) : (
          <Text fw={600} size="sm">
            {r.name}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{REQUEST_PRODUCT_TYPE_LABELS[r.product_type]}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{REQUEST_TYPE_LABELS[r.request_type]}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{r.stock.toLocaleString('en-GB')}</Text>
      </Table.Td>
      <Table.Td>
        <RequestStatusBadge status={r.status} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{listDate(r.created_at)}</Text>
      </Table.Td>
      <Table.Td>
        {/* A new request is edited and cancelled on its page; a pending restock is cancelled here. */}
        {canChange && r.request_type === 'restock' && isRequestEditable(r.status) && <CancelRequestButton request={r} size="xs" />}
      </Table.Td>
    </Table.Tr>
  );
}
