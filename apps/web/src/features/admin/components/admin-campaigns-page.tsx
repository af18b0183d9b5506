import { useState } from 'react';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CAMPAIGN_STATUSES, type TCampaignStatus } from '@gifthub/shared/campaigns';
import { listDate } from '../../../lib/dates';
import { formatPounds } from '../../../lib/money';
import { useAdminCampaigns, type TAdminCampaignItem } from '../api/get-admin-campaigns';
import { AdminStatusFilter, AdminTable, useListPaging } from './admin-table';
import { CampaignStatusBadge, REWARD_LABELS, STATUS_LABELS, TYPE_LABELS, privacyLabel } from './admin-campaign-labels';

const COLS = 8;

function Statistics({ c }: { c: TAdminCampaignItem }) {
  const s = c.statistics;
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {s.sends} Invites · {s.confirmed} {s.claims_label}
      <Text span size="xs" c="dimmed" display="block">
        {formatPounds(s.spent_iv)} spent ({formatPounds(s.spent_ev)} ex VAT)
      </Text>
    </Text>
  );
}

/** Staff: every team's campaigns, requested ones (waiting for the Account Manager) first. */
export function AdminCampaignsPage() {
  const [status, setStatus] = useState<TCampaignStatus>();
  const paging = useListPaging('admin-campaigns');
  const list = useAdminCampaigns({ status, page: paging.page, per_page: paging.perPage });

  return (
    <>
      <AdminStatusFilter statuses={CAMPAIGN_STATUSES} labels={STATUS_LABELS} value={status} onChange={setStatus} paging={paging} hint="Requested campaigns are listed first: add their gift options, then activate them." />
      <AdminTable
        query={list}
        paging={paging}
        noun="campaigns"
        testId="admin-campaigns-table"
        minWidth={1100}
        cols={COLS}
        head={
          <>
            <Table.Th>Campaign</Table.Th>
            <Table.Th>Team</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Reward</Table.Th>
            <Table.Th>Privacy</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Statistics</Table.Th>
          </>
        }
        loading="Loading campaigns…"
        failed="The campaigns could not be loaded."
        empty={status ? `No ${STATUS_LABELS[status].toLowerCase()} campaigns.` : 'No campaigns yet.'}
      >
        {(rows) =>
          rows.map((c) => (
            <Table.Tr key={c.id} data-testid={`campaign-row-${c.id}`}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/campaigns/${c.id}`} size="sm" fw={600}>
                  {c.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.team_name}</Text>
              </Table.Td>
              <Table.Td>
                <CampaignStatusBadge status={c.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{TYPE_LABELS[c.type]}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{REWARD_LABELS[c.reward_type]}</Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="outline" color="gray">
                  {privacyLabel(c.privacy)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{listDate(c.created_at)}</Text>
              </Table.Td>
              <Table.Td>
                <Statistics c={c} />
              </Table.Td>
            </Table.Tr>
          ))
        }
      </AdminTable>
    </>
  );
}
