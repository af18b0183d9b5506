import { Avatar, Badge, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PLAN_LABELS } from '@gifthub/shared/plans';
import { useSession, useSwitchTeam } from '../../lib/session';

export function TeamSwitcherModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const session = useSession();
  const switchTeam = useSwitchTeam();
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} title="Switch Team">
      <Stack gap="xs">
        {session.teams.map((t) => (
          <UnstyledButton
            key={t.id}
            onClick={() => {
              onClose();
              if (t.id !== session.teamId) {
                switchTeam(t.id);
                navigate('/dashboard');
              }
            }}
            p="sm"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: t.id === session.teamId ? 'var(--mantine-color-blue-0)' : undefined }}
            aria-current={t.id === session.teamId}
          >
            <Group justify="space-between">
              <Group gap="sm">
                <Avatar src={t.logo_url} alt={`${t.name} logo`} radius="xl" color="blue">
                  {t.name.slice(0, 1)}
                </Avatar>
                <Text fw={500}>{t.name}</Text>
              </Group>
              <Badge variant="light">{PLAN_LABELS[t.plan]}</Badge>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Modal>
  );
}
