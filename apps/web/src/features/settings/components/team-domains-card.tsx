import { ActionIcon, Card, Group, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { ZDomain } from '@gifthub/shared/teams';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { ProGate } from '../../../components/pro-gate';
import { useAddTeamDomain, useRemoveTeamDomain } from '../api/team-domains';
import { canManageTeam } from './can-manage-team';
import { WriteButton } from '../../../components/write-button';

/** Eligible domains (pro): everyone with team settings sees them; managers and staff change them (preview mode: read-only). */
export function TeamDomainsCard() {
  const { team, teamId, user, pro, demo } = useSession();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="team-domains">
      <Title order={2} size="h4" mb={4}>
        Eligible domains
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Customers need registration with an email in an eligible domain to register for gifts, redeem vouchers or order team products.
      </Text>
      {pro ? <DomainsEditor domains={team.domains} teamId={teamId} canEdit={canManageTeam(user.role) && !demo} /> : <ProGate feature="eligibleDomains" />}
    </Card>
  );
}

function DomainsEditor({ domains, teamId, canEdit }: { domains: string[]; teamId: number; canEdit: boolean }) {
  const add = useAddTeamDomain(teamId);
  const remove = useRemoveTeamDomain(teamId);
  const form = useForm({ initialValues: { domain: '' }, validate: zodValidate(ZDomain) });

  const submit = form.onSubmit(async (values) => {
    try {
      await add.mutateAsync(values.domain.trim());
      form.reset();
    } catch (e) {
      if (e instanceof ApiError) form.setErrors(e.fieldErrors());
    }
  });

  return (
    <Stack>
      {domains.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="domains-empty">
          No eligible domains yet.
        </Text>
      ) : (
        <Table withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Domain</Table.Th>
              {canEdit && <Table.Th w={80}>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {domains.map((d) => (
              <Table.Tr key={d}>
                <Table.Td>{d}</Table.Td>
                {canEdit && (
                  <Table.Td>
                    <Tooltip label={`Remove ${d}`}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${d}`}
                        loading={remove.isPending && remove.variables === d}
                        onClick={() => remove.mutate(d)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canEdit ? (
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" wrap="nowrap">
            <TextInput label="Domain" placeholder="example.com" style={{ flex: 1 }} {...form.getInputProps('domain')} />
            <WriteButton type="submit" mt={25} loading={add.isPending}>
              Add Domain
            </WriteButton>
          </Group>
        </form>
      ) : (
        <Text size="sm" c="dimmed" data-testid="domains-managers-only">
          Only Team Managers can change the eligible domains.
        </Text>
      )}
    </Stack>
  );
}
