import { useState } from 'react';
import { Badge, Button, Group, Input, SegmentedControl, Select, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PLAN_LABELS, PLANS, type TPlan } from '@gifthub/shared/plans';
import { SearchBox, SortableTh, type TSort } from '../../../components/list-controls';
import { listDate } from '../../../lib/dates';
import { useAdminTeams, type TAdminTeamsParams } from '../api/get-admin-teams';
import { AdminTable, useListPaging, useListSearch } from './admin-table';
import { AdminTeamModal } from './admin-team-modal';
import { PlanActions, PlanBadge } from './plan-actions';

type TSortKey = NonNullable<TAdminTeamsParams['sort']>;
type TPending = 'all' | 'true' | 'false';
const COLS = 6;

/** Staff: every team, searchable and filterable, with plan changes and upgrade approval. */
export function AdminTeamsPage() {
  const [plan, setPlan] = useState<TPlan | null>(null);
  const [pending, setPending] = useState<TPending>('all');
  const [sort, setSort] = useState<TSort<TSortKey>>({});
  const paging = useListPaging('admin-teams');
  const search = useListSearch(paging);
  const [openTeam, setOpenTeam] = useState<number | null>(null);

  const params: TAdminTeamsParams = { page: paging.page, per_page: paging.perPage, q: search.q, plan: plan ?? undefined, pending: pending === 'all' ? undefined : pending, ...sort };
  const teams = useAdminTeams(params);
  // Any filter change starts again from the first page.
  const filter = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    paging.setPage(1);
  };

  return (
    <>
      <Group align="flex-end" gap="md" mb="md" wrap="wrap">
        <SearchBox placeholder="Team name or slug" value={search.text} onChange={search.change} />
        <Select
          label="Plan"
          placeholder="All plans"
          clearable
          data={PLANS.map((p) => ({ value: p, label: PLAN_LABELS[p] }))}
          value={plan}
          onChange={(v) => filter(setPlan)(v as TPlan | null)}
          w={160}
        />
        <Input.Wrapper label="Pending upgrade" labelElement="div" labelProps={{ id: 'pending-upgrade-label' }}>
          <SegmentedControl
            display="flex"
            aria-labelledby="pending-upgrade-label"
            value={pending}
            onChange={(v) => filter(setPending)(v as TPending)}
            data={[
              { value: 'all', label: 'All' },
              { value: 'true', label: 'Yes' },
              { value: 'false', label: 'No' },
            ]}
          />
        </Input.Wrapper>
      </Group>

      <AdminTable
        query={teams}
        paging={paging}
        noun="teams"
        testId="admin-teams-table"
        minWidth={820}
        cols={COLS}
        head={
          <>
            <SortableTh label="ID" sortKey="id" sort={sort} onSort={filter(setSort)} />
            <SortableTh label="Team" sortKey="name" sort={sort} onSort={filter(setSort)} />
            <SortableTh label="Plan" sortKey="plan" sort={sort} onSort={filter(setSort)} />
            <Table.Th>Upgrade</Table.Th>
            <SortableTh label="Created" sortKey="created_at" sort={sort} onSort={filter(setSort)} />
            <Table.Th ta="right">Actions</Table.Th>
          </>
        }
        loading="Loading teams…"
        failed="The teams could not be loaded."
        empty="No teams match these filters."
      >
        {(rows) =>
          rows.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>{t.id}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {t.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t.slug}
                </Text>
              </Table.Td>
              <Table.Td>
                <PlanBadge plan={t.plan} />
              </Table.Td>
              <Table.Td>
                {t.pending_upgrade ? (
                  <Badge color="orange" variant="outline">
                    Pending
                  </Badge>
                ) : (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{listDate(t.created_at)}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <PlanActions team={t} />
                  <Button component={Link} to={`/admin/billing?team=${t.id}`} size="xs" variant="default" aria-label={`Billing of ${t.name}`}>
                    Billing
                  </Button>
                  <Button size="xs" variant="light" onClick={() => setOpenTeam(t.id)} aria-label={`Details of ${t.name}`}>
                    Details
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))
        }
      </AdminTable>
      <AdminTeamModal teamId={openTeam} onClose={() => setOpenTeam(null)} />
    </>
  );
}
