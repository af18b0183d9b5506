import { Badge, Button, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconChevronDown } from '@tabler/icons-react';
import type { TAdminTeam } from '@gifthub/shared/admin';
import { PLAN_LABELS, PLANS, type TPlan } from '@gifthub/shared/plans';
import { useUpdateAdminTeam } from '../api/update-admin-team';

const PLAN_COLORS: Record<TPlan, string> = { free: 'gray', trial: 'yellow', pro: 'blue' };

export function PlanBadge({ plan }: { plan: TPlan }) {
  return (
    <Badge variant="light" color={PLAN_COLORS[plan]}>
      {PLAN_LABELS[plan]}
    </Badge>
  );
}

/** Asks before changing a plan: the team's managers are e-mailed about it. */
export function useConfirmPlan() {
  const update = useUpdateAdminTeam();
  const confirm = (team: Pick<TAdminTeam, 'id' | 'name' | 'plan' | 'pending_upgrade'>, plan: TPlan) => {
    const approving = team.pending_upgrade && plan === 'pro';
    modals.openConfirmModal({
      title: approving ? 'Approve upgrade' : 'Set plan',
      children: (
        <Text size="sm">
          {approving ? `Approve the Pro upgrade for ${team.name}?` : `Move ${team.name} from ${PLAN_LABELS[team.plan]} to ${PLAN_LABELS[plan]}?`} The team's managers are told by e-mail.
        </Text>
      ),
      labels: { confirm: approving ? 'Approve upgrade' : `Set ${PLAN_LABELS[plan]}`, cancel: 'Cancel' },
      onConfirm: () => update.mutate({ id: team.id, plan }),
    });
  };
  return { confirm, pending: update.isPending };
}

export function PlanActions({ team, size = 'xs' }: { team: TAdminTeam; size?: 'xs' | 'sm' }) {
  const { confirm, pending } = useConfirmPlan();
  return (
    <>
      {team.pending_upgrade && team.plan !== 'pro' && (
        <Button size={size} color="teal" loading={pending} onClick={() => confirm(team, 'pro')}>
          Approve upgrade
        </Button>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size={size} variant="default" rightSection={<IconChevronDown size={14} />} aria-label={`Set plan for ${team.name}`}>
            Set plan
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {PLANS.map((p) => (
            <Menu.Item key={p} disabled={p === team.plan} onClick={() => confirm(team, p)}>
              {PLAN_LABELS[p]}
              {p === team.plan ? ' (current)' : ''}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
