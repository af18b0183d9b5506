import { Alert, Anchor, Badge, Center, Group, Loader, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { ROLE_LABELS } from '@gifthub/shared/permissions';
import { DataTable } from '../../../components/data-table';
import { fullDate } from '../../../lib/dates';
import { formatPounds } from '../../../lib/money';
import { useAdminTeam } from '../api/get-admin-teams';
import { PlanActions, PlanBadge } from './plan-actions';
import { TeamFeatures } from './team-features';
import { TeamOmsCustomer } from './team-oms-customer';
import { UpgradeRequest } from './upgrade-request';

/** One team for staff: plan, beta features, the order-system link, the upgrade request, members to contact and domains. */
export function AdminTeamModal({ teamId, onClose }: { teamId: number | null; onClose: () => void }) {
  const team = useAdminTeam(teamId);
  const t = team.data;
  return (
    <Modal opened={teamId !== null} onClose={onClose} title={t ? t.name : 'Team'} size={720}>
      {team.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : team.isError || !t ? (
        <Alert color="red">The team could not be loaded.</Alert>
      ) : (
        <Stack gap="lg" data-testid="admin-team-detail">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Fact label="ID">{t.id}</Fact>
            <Fact label="Slug">{t.slug}</Fact>
            <Fact label="Plan">
              <Group gap={6}>
                <PlanBadge plan={t.plan} />
                {t.pending_upgrade && (
                  <Badge color="orange" variant="outline">
                    Upgrade pending
                  </Badge>
                )}
              </Group>
            </Fact>
            <Fact label="Created">{fullDate(t.created_at)}</Fact>
            <Fact label="Credit limit">{formatPounds(t.credit_limit)}</Fact>
            <Fact label="Domains">{t.domains.length ? t.domains.join(', ') : '—'}</Fact>
          </SimpleGrid>
          <Group gap="sm">
            <PlanActions team={t} size="sm" />
          </Group>

          <TeamFeatures teamId={t.id} features={t.features} />

          <TeamOmsCustomer key={`${t.id}-${t.oms_customer_id}`} teamId={t.id} omsCustomerId={t.oms_customer_id} />

          <Stack gap="xs">
            <Title order={3} size="h5">
              Upgrade request
            </Title>
            <UpgradeRequest request={t.upgrade_request} />
          </Stack>

          <Stack gap="xs">
            <Title order={3} size="h5">
              Members {t.members_total > t.members.length && <Text span size="sm" c="dimmed">({t.members.length} of {t.members_total})</Text>}
            </Title>
            <DataTable
              label="Members"
              minWidth={520}
              cols={4}
              tableProps={{ striped: true, withTableBorder: true }}
              status={{ empty: t.members.length === 0 }}
              texts={{ empty: 'This team has no members.' }}
              head={
                <>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Status</Table.Th>
                </>
              }
            >
              {t.members.map((m) => (
                <Table.Tr key={m.user_id}>
                  <Table.Td>{m.name || '—'}</Table.Td>
                  <Table.Td>
                    <Anchor href={`mailto:${m.email}`} size="sm">
                      {m.email}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{ROLE_LABELS[m.role]}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={m.status === 'active' ? 'teal' : 'gray'}>
                      {m.status}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
