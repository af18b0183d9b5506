import { useState } from 'react';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SE_CAMPAIGN_STATUS_LABELS, SE_CAMPAIGN_STATUSES, type TSeCampaignStatus } from '@gifthub/shared/se-campaigns';
import { listDate } from '../../../lib/dates';
import { formatPounds } from '../../../lib/money';
import { useAdminSeCampaigns } from '../api/get-admin-se-campaigns';
import { AdminStatusFilter, AdminTable, useListPaging } from './admin-table';
import { SeStatusBadge } from '../../../domain/se-campaigns/se-status-badge';


/** Staff: every team's single-event campaigns, requested ones (waiting for a price) first. */
export function AdminSeCampaignsPage() {
  const [status, setStatus] = useState<TSeCampaignStatus>();
  const paging = useListPaging('admin-se-campaigns');
  const list = useAdminSeCampaigns({ status, page: paging.page, per_page: paging.perPage });
  return (
    <>
      <AdminStatusFilter statuses={SE_CAMPAIGN_STATUSES} labels={SE_CAMPAIGN_STATUS_LABELS} value={status} onChange={setStatus} paging={paging} hint="Requested campaigns are listed first: price them and send the quote." />
      <AdminTable
        query={list}
        paging={paging}
        noun="single-event campaigns"
        testId="admin-se-campaigns-table"
        minWidth={900}
        cols={7}
        head={
          <>
            <Table.Th>Campaign</Table.Th>
            <Table.Th>Team</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Boxes</Table.Th>
            <Table.Th>Total Price</Table.Th>
            <Table.Th>Files</Table.Th>
            <Table.Th>Requested</Table.Th>
          </>
        }
        loading="Loading single-event campaigns…"
        failed="The single-event campaigns could not be loaded."
        empty={status ? `No ${SE_CAMPAIGN_STATUS_LABELS[status].toLowerCase()} single-event campaigns.` : 'No single-event campaigns yet.'}
      >
        {(rows) =>
          rows.map((c) => (
            <Table.Tr key={c.id} data-testid={`se-admin-row-${c.id}`}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/se-campaigns/${c.id}`} size="sm" fw={600}>
                  {c.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.team_name}</Text>
              </Table.Td>
              <Table.Td>
                <SeStatusBadge status={c.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.boxes_count.toLocaleString('en-GB')}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.total_price === null ? '—' : formatPounds(c.total_price)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.files_count}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{listDate(c.created_at)}</Text>
              </Table.Td>
            </Table.Tr>
          ))
        }
      </AdminTable>
    </>
  );
}
