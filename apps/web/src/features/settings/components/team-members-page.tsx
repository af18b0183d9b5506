import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { managesRoles, type TMember } from '@gifthub/shared/members';
import { ROLE_LABELS } from '@gifthub/shared/permissions';
import { DataTable, listStatus } from '../../../components/data-table';
import { PagingFooter, usePerPage } from '../../../components/list-controls';
import { PageHeader } from '../../../components/page-header';
import { ProGate } from '../../../components/pro-gate';
import { useSession } from '../../../lib/session';
import { useMembers } from '../api/get-members';
import { useRemoveMember } from '../api/remove-member';
import { EditMemberModal } from './edit-member-modal';
import { InviteMemberForm } from './invite-member-form';
import { DemoNote, NoAccess } from './no-access';

const STATUS_COLORS: Record<TMember['status'], string> = { invited: 'yellow', active: 'green' };
const STATUS_LABELS: Record<TMember['status'], string> = { invited: 'Invited', active: 'Active' };

/** /settings/team-members, spec 3 §2.10: members table, invite form, edit modal (pro only). */
export function TeamMembersPage() {
  const session = useSession();
  const header = <PageHeader title="Team Members" crumbs={[{ label: 'Settings' }, { label: 'Team Members' }]} />;
  if (!session.can('edit-team-members')) return <NoAccess />;
  if (!session.pro)
    return (
      <>
        {header}
        <ProGate feature="teamMembers" />
      </>
    );
  return (
    <>
      {header}
      {session.demo && <DemoNote />}
      <MembersScreen />
    </>
  );
}

function MembersScreen() {
  const { teamId, user, demo } = useSession();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = usePerPage('team-members');
  const members = useMembers(teamId, page, perPage);
  const remove = useRemoveMember(teamId);
  const [editing, setEditing] = useState<number | null>(null);

  const confirmRemove = (m: TMember) =>
    modals.openConfirmModal({
      title: 'Remove team member',
      children: (
        <Text size="sm">
          Are you sure you want to remove {m.name || m.email} from the team? They will lose access to this team straight away.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        await remove.mutateAsync(m.user_id).catch(() => undefined);
        // The last row of a page gone: step back a page.
        if (members.data && members.data.data.length === 1 && page > 1) setPage(page - 1);
      },
    });

  const rows = members.data?.data ?? [];
  return (
    <Stack gap="lg">
      <InviteMemberForm teamId={teamId} disabled={demo} />
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="md">
          Members
        </Title>
        <DataTable
          label="Team members"
          minWidth={640}
          cols={5}
          testId="members-table"
          status={listStatus(members, rows.length)}
          texts={{ loading: 'Loading team members…', failed: 'The team members could not be loaded.', empty: 'No team members found.' }}
          head={
            <>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th w={170}>Actions</Table.Th>
            </>
          }
        >
          {rows.map((m) => (
            <Table.Tr key={m.user_id} data-testid={`member-${m.user_id}`}>
              <Table.Td>
                {m.name || (
                  <Text span c="dimmed" size="sm">
                    —
                  </Text>
                )}
                {m.user_id === user.user_id && (
                  <Text span c="dimmed" size="sm">
                    {' '}
                    (you)
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{m.email}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[m.status]} variant="light">
                  {STATUS_LABELS[m.status]}
                </Badge>
              </Table.Td>
              <Table.Td>{ROLE_LABELS[m.role]}</Table.Td>
              <Table.Td>
                {/* The Account Manager (bb_admin) can be neither edited nor removed; nobody removes themselves. */}
                {m.role !== 'bb_admin' && !demo && (
                  <Group gap="xs" wrap="nowrap">
                    {/* A Team Manager is edited and removed by managers only (the API refuses an associate). */}
                    {(m.role !== 'manager' || managesRoles(user.role)) && (
                      <Button size="xs" variant="light" onClick={() => setEditing(m.user_id)} aria-label={`Edit ${m.name || m.email}`}>
                        Edit
                      </Button>
                    )}
                    {m.user_id !== user.user_id && (m.role !== 'manager' || managesRoles(user.role)) && (
                      <Button size="xs" variant="light" color="red" onClick={() => confirmRemove(m)} aria-label={`Remove ${m.name || m.email}`}>
                        Remove
                      </Button>
                    )}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
        {members.data && (
          <PagingFooter
            meta={members.data.meta}
            shown={rows.length}
            onPage={setPage}
            perPage={perPage}
            onPerPage={(n) => {
              setPerPage(n);
              setPage(1);
            }}
          />
        )}
      </Card>
      <EditMemberModal teamId={teamId} userId={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
