import { useState } from 'react';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  PRODUCT_REQUEST_STATUSES,
  PRODUCT_REQUEST_STATUS_LABELS,
  REQUEST_PRODUCT_TYPE_LABELS,
  REQUEST_TYPE_LABELS,
  type TProductRequestStatus,
} from '@gifthub/shared/corporate-products';
import { listDate } from '../../../lib/dates';
import { useAdminProductRequests } from '../api/get-admin-product-requests';
import { AdminStatusFilter, AdminTable, useListPaging } from './admin-table';
import { RequestStatusBadge } from '../../../domain/product-requests/request-fields';


/** Staff: every team's product requests and restocks, pending first, then in progress (spec 3 §2.3). */
export function AdminProductRequestsPage() {
  const [status, setStatus] = useState<TProductRequestStatus>();
  const paging = useListPaging('admin-product-requests');
  const list = useAdminProductRequests({ status, page: paging.page, per_page: paging.perPage });

  return (
    <>
      <AdminStatusFilter statuses={PRODUCT_REQUEST_STATUSES} labels={PRODUCT_REQUEST_STATUS_LABELS} value={status} onChange={setStatus} paging={paging} hint="Pending requests are listed first: start them, then complete them (a new product is made for the team) or reject them with a note." />
      <AdminTable
        query={list}
        paging={paging}
        noun="requests"
        testId="admin-product-requests-table"
        minWidth={900}
        cols={7}
        head={
          <>
            <Table.Th>Request</Table.Th>
            <Table.Th>Team</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Request Type</Table.Th>
            <Table.Th>Stock</Table.Th>
            <Table.Th>Created</Table.Th>
          </>
        }
        loading="Loading requests…"
        failed="The requests could not be loaded."
        empty={status ? `No ${PRODUCT_REQUEST_STATUS_LABELS[status].toLowerCase()} requests.` : 'No product requests yet.'}
      >
        {(rows) =>
          rows.map((r) => (
            <Table.Tr key={r.id} data-testid={`admin-request-row-${r.id}`}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/product-requests/${r.id}`} size="sm" fw={600}>
                  {r.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{r.team_name}</Text>
              </Table.Td>
              <Table.Td>
                <RequestStatusBadge status={r.status} testId="admin-request-status" />
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
                <Text size="sm">{listDate(r.created_at)}</Text>
              </Table.Td>
            </Table.Tr>
          ))
        }
      </AdminTable>
    </>
  );
}
