import { useState } from 'react';
import { Alert, Center, Group, Loader, Paper, Select, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileInvoice, IconListDetails, IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { TBalance } from '@gifthub/shared/billing';
import { isPro, type TPlan } from '@gifthub/shared/plans';
import { PagingFooter } from '../../../components/list-controls';
import { listStatus } from '../../../components/data-table';
import { LedgerTable } from '../../../domain/ledger/components/ledger-table';
import { formatPounds } from '../../../lib/money';
import { useAdminTeam, useAdminTeams } from '../api/get-admin-teams';
import { useAdminLedger, useAdminTeamBilling } from '../api/get-admin-team-billing';
import { useListPaging } from './admin-table';
import { PlanBadge } from './plan-actions';
import { AdjustmentForm, CreditLimitForm } from './team-billing-forms';
import { TeamDocumentsPanel } from './team-documents-panel';

type TTab = 'ledger' | 'documents';

/** Staff: one team's money — balance and credit, manual adjustments, credit limit, ledger and payment documents. */
export function AdminBillingPage() {
  const [params, setParams] = useSearchParams();
  const teamId = Number(params.get('team')) || null;
  const tab: TTab = params.get('tab') === 'documents' ? 'documents' : 'ledger';
  const billing = useAdminTeamBilling(teamId);
  const set = (next: { team?: number | null; tab?: TTab }) =>
    setParams((prev) => {
      const q = new URLSearchParams(prev);
      if (next.team !== undefined) {
        if (next.team) q.set('team', String(next.team));
        else q.delete('team');
      }
      if (next.tab) {
        if (next.tab === 'ledger') q.delete('tab');
        else q.set('tab', next.tab);
      }
      return q;
    });

  return (
    <>
      <TeamPicker teamId={teamId} onChange={(id) => set({ team: id })} />
      {teamId === null ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            Choose a team to see its balance, ledger and payment documents.
          </Text>
        </Paper>
      ) : billing.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : billing.isError ? (
        <Alert color="red">The team's billing could not be loaded.</Alert>
      ) : (
        <Stack gap="lg">
          <Group gap="sm">
            <Text fw={700} size="lg">
              {billing.data.team.name}
            </Text>
            <Text c="dimmed" size="sm">
              #{billing.data.team.id} · {billing.data.team.slug}
            </Text>
            <PlanBadge plan={billing.data.team.plan as TPlan} />
          </Group>
          <BalanceSummary balance={billing.data.balance} />
          <Tabs value={tab} onChange={(v) => v && set({ tab: v as TTab })} keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="ledger" leftSection={<IconListDetails size={16} />}>
                Ledger
              </Tabs.Tab>
              <Tabs.Tab value="documents" leftSection={<IconFileInvoice size={16} />}>
                Payment documents
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="ledger">
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
                  <AdjustmentForm teamId={teamId} teamName={billing.data.team.name} pro={isPro(billing.data.team.plan as TPlan)} />
                  <CreditLimitForm key={`${teamId}-${billing.data.balance.credit_limit}`} teamId={teamId} balance={billing.data.balance} />
                </SimpleGrid>
                <Ledger key={teamId} teamId={teamId} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="documents">
              <TeamDocumentsPanel key={teamId} teamId={teamId} teamName={billing.data.team.name} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </>
  );
}

/** Server-side team search: the list answers up to 20 teams matching the name or slug. */
function TeamPicker({ teamId, onChange }: { teamId: number | null; onChange: (id: number | null) => void }) {
  const selected = useAdminTeam(teamId);
  const selectedLabel = selected.data ? `${selected.data.name} (#${selected.data.id})` : '';
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search === selectedLabel ? '' : search.trim(), 300);
  const teams = useAdminTeams({ page: 1, per_page: 20, q: q || undefined, sort: 'name', direction: 'asc' });
  const options = (teams.data?.data ?? []).map((t) => ({ value: String(t.id), label: `${t.name} (#${t.id})` }));
  if (selected.data && !options.some((o) => o.value === String(selected.data.id))) options.unshift({ value: String(selected.data.id), label: selectedLabel });

  return (
    <Group align="flex-end" mb="lg">
      <Select
        label="Team"
        placeholder="Search by team name or slug"
        leftSection={<IconSearch size={16} />}
        searchable
        clearable
        searchValue={search}
        onSearchChange={setSearch}
        // The server already filtered by the search text.
        filter={({ options: o }) => o}
        nothingFoundMessage={teams.isFetching ? 'Searching…' : 'No teams match'}
        data={options}
        value={teamId ? String(teamId) : null}
        onChange={(v) => onChange(v ? Number(v) : null)}
        w={360}
      />
    </Group>
  );
}

function BalanceSummary({ balance }: { balance: TBalance }) {
  const facts = [
    { label: 'Team balance', value: formatPounds(balance.balance) },
    { label: 'Credit available', value: formatPounds(balance.credit_available), note: `of ${formatPounds(balance.credit_limit)} limit` },
    { label: 'Credit used', value: formatPounds(balance.credit_used) },
    { label: 'Total available', value: formatPounds(balance.total_available) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" data-testid="admin-balance">
      {facts.map((f) => (
        <Paper key={f.label} withBorder radius="md" p="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {f.label}
          </Text>
          <Text fw={700} size="xl">
            {f.value}
          </Text>
          {f.note && (
            <Text size="xs" c="dimmed">
              {f.note}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The team's ledger as the team sees it (the billing ledger table), with signed amounts for staff. */
function Ledger({ teamId }: { teamId: number }) {
  const paging = useListPaging('admin-ledger', 10);
  const ledger = useAdminLedger(teamId, { page: paging.page, per_page: paging.perPage });
  const { data } = ledger;
  const rows = data?.data ?? [];
  return (
    <>
      <Paper withBorder radius="md" p="md">
        <LedgerTable kind="team" rows={rows} status={listStatus(ledger, rows.length)} testId="admin-ledger-table" compact signed empty="This team's ledger is empty." />
      </Paper>
      <PagingFooter meta={data?.meta} shown={data?.data.length ?? 0} noun="rows" perPage={paging.perPage} onPage={paging.setPage} onPerPage={paging.setPerPage} />
    </>
  );
}
