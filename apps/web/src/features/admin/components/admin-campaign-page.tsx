import { useState } from 'react';
import { Anchor, Button, Center, Group, Image, Paper, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconExternalLink, IconGift, IconPlus } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { CAMPAIGN_TRANSITIONS, type TCampaign, type TCampaignStatus, type TGiftOption } from '@gifthub/shared/campaigns';
import { focusableScrollArea } from '../../../components/data-table';
import { fullDate } from '../../../lib/dates';
import { formatPounds } from '../../../lib/money';
import { AdminBackLink, AdminField, adminDetailState } from './admin-detail';
import { useAdminCampaign } from '../api/get-admin-campaigns';
import { useAdminTeam } from '../api/get-admin-teams';
import { useSetAdminCampaignOptionEnabled } from '../api/save-admin-campaign-option';
import { useUpdateAdminCampaignStatus } from '../api/update-admin-campaign-status';
import { CampaignStatusBadge, REWARD_LABELS, STATUS_LABELS, TRANSITION_LABELS, TYPE_LABELS, privacyLabel } from './admin-campaign-labels';
import { CampaignOptionModal } from './campaign-option-modal';

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
/** The product or voucher brand an option links, named under the option when its name differs. */
const linkedName = (o: TGiftOption) => (o.type === 'voucher' ? (o.voucher_brand ?? o.product_name) : o.product_name);


/** Staff: one campaign of any team: its settings (read-only), status changes and gift options. */
export function AdminCampaignPage() {
  const id = Number(useParams().id);
  const campaign = useAdminCampaign(id);
  const c = campaign.data;

  const back = <AdminBackLink to="/admin/campaigns">All campaigns</AdminBackLink>;
  const state = adminDetailState(campaign, { back, loading: 'Loading the campaign', notFound: 'This campaign does not exist.', failed: 'The campaign could not be loaded.' });
  if (state || !c) return state;
  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="sm" align="center">
          <Title order={2}>{c.name}</Title>
          <CampaignStatusBadge status={c.status} />
        </Group>
        <StatusActions campaign={c} />
      </Group>
      <Summary c={c} />
      <Options c={c} />
    </Stack>
  );
}

/** The status changes CAMPAIGN_TRANSITIONS offers from this status; completing is final, so it asks first. */
function StatusActions({ campaign: c }: { campaign: TCampaign }) {
  const update = useUpdateAdminCampaignStatus(c.id);
  const targets = CAMPAIGN_TRANSITIONS[c.status];
  if (targets.length === 0)
    return (
      <Text size="sm" c="dimmed">
        A completed campaign is final.
      </Text>
    );
  const enabled = c.options.filter((o) => o.enabled).length;
  const change = (to: TCampaignStatus) => {
    if (to === 'completed')
      return modals.openConfirmModal({
        title: 'Complete campaign',
        children: <Text size="sm">Complete {c.name}? A completed campaign cannot have its settings edited, takes no new claims and cannot be reopened.</Text>,
        labels: { confirm: 'Complete', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => update.mutate(to),
      });
    if (to === 'active' && enabled === 0)
      return modals.openConfirmModal({
        title: 'Activate campaign',
        children: <Text size="sm">{c.name} has no enabled gift options, so recipients would have nothing to choose. Activate it anyway?</Text>,
        labels: { confirm: 'Activate', cancel: 'Cancel' },
        onConfirm: () => update.mutate(to),
      });
    update.mutate(to);
  };
  return (
    <Group gap="xs" role="group" aria-label="Status actions">
      {targets.map((to) => (
        <Button
          key={to}
          size="sm"
          variant={to === 'active' ? 'filled' : 'default'}
          color={to === 'leaked' || to === 'completed' ? 'red' : undefined}
          loading={update.isPending && update.variables === to}
          disabled={update.isPending}
          onClick={() => change(to)}
        >
          {TRANSITION_LABELS[to]}
        </Button>
      ))}
    </Group>
  );
}

function Summary({ c }: { c: TCampaign }) {
  const team = useAdminTeam(c.team_id);
  const s = c.statistics;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h4" mb="sm">
        Settings
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <AdminField label="Team">{team.data ? `${team.data.name} (${team.data.plan})` : `Team ${c.team_id}`}</AdminField>
        <AdminField label="Status">{STATUS_LABELS[c.status]}</AdminField>
        <AdminField label="Created">{fullDate(c.created_at)}</AdminField>
        <AdminField label="Type">{TYPE_LABELS[c.type]}</AdminField>
        <AdminField label="Reward Type">{REWARD_LABELS[c.reward_type]}</AdminField>
        <AdminField label="Privacy">{privacyLabel(c.privacy)}</AdminField>
        <AdminField label="Auto approve">{yesNo(c.auto_approve)}</AdminField>
        <AdminField label="Page restricted">{yesNo(c.page_restricted)}</AdminField>
        <AdminField label="Slug">{c.slug}</AdminField>
        <AdminField label="Registration page">
          <Anchor href={c.registration_page} target="_blank" rel="noreferrer" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              {c.registration_page} <IconExternalLink size={14} aria-label="opens in a new tab" />
            </Group>
          </Anchor>
        </AdminField>
        <AdminField label="Page Title">{c.page_title || '—'}</AdminField>
        <AdminField label="Disabled e-mail domains">{c.disabled_domains || 'None'}</AdminField>
        <AdminField label="Notecard">{c.notecard_enabled ? c.notecard_text || 'Enabled, no text' : 'Off'}</AdminField>
        <AdminField label="Statistics">
          {s.sends} Invites · {s.confirmed} {s.claims_label} · {formatPounds(s.spent_iv)} spent
        </AdminField>
      </SimpleGrid>
      {c.req_content && (
        <Stack gap={2} mt="md">
          <Text size="xs" c="dimmed" fw={500}>
            Request details
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {c.req_content}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}

function Options({ c }: { c: TCampaign }) {
  const [editing, setEditing] = useState<{ option: TGiftOption | null } | null>(null);
  const toggle = useSetAdminCampaignOptionEnabled();
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          Gift options
        </Title>
        <Button size="sm" leftSection={<IconPlus size={16} />} onClick={() => setEditing({ option: null })}>
          Create New Option
        </Button>
      </Group>
      {c.options.length === 0 ? (
        <Text size="sm" c="dimmed">
          No gift options yet. Create one for each gift recipients may choose.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760} scrollAreaProps={focusableScrollArea('Gift options')}>
          <Table verticalSpacing="xs" data-testid="campaign-options" aria-label="Gift options">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Option</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Price inc VAT</Table.Th>
                <Table.Th>Availability</Table.Th>
                <Table.Th>Claims</Table.Th>
                <Table.Th>Enabled</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {c.options.map((o) => (
                <Table.Tr key={o.id} data-testid={`option-row-${o.id}`}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Center w={40} h={40} bg="gray.0" style={{ borderRadius: 6, overflow: 'hidden', flexShrink: 0 }}>
                        {o.image_url ? <Image src={o.image_url} alt="" w={40} h={40} fit="cover" /> : <IconGift size={20} color="var(--mantine-color-gray-5)" />}
                      </Center>
                      <div>
                        <Text size="sm" fw={500}>
                          {o.name}
                        </Text>
                        {linkedName(o) !== o.name && (
                          <Text size="xs" c="dimmed">
                            {linkedName(o)}
                          </Text>
                        )}
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{o.type === 'physical' ? 'Physical' : 'Voucher'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{o.type === 'voucher' ? (o.voucher_value === null ? 'Chosen by recipient' : formatPounds(o.voucher_value)) : formatPounds(o.price)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{o.type === 'voucher' ? (o.voucher_limit === null ? 'Unlimited' : `${o.voucher_limit} vouchers`) : (o.available ?? 'No stock count')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{o.reg_count ?? 0}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`Enabled: ${o.name}`}
                      checked={o.enabled}
                      disabled={toggle.isPending && toggle.variables?.id === o.id}
                      onChange={(e) => toggle.mutate({ id: o.id, enabled: e.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" onClick={() => setEditing({ option: o })} aria-label={`Edit ${o.name}`}>
                      Edit
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <CampaignOptionModal opened={Boolean(editing)} campaignId={c.id} teamId={c.team_id} reward={c.reward_type} option={editing?.option ?? null} onClose={() => setEditing(null)} />
    </Paper>
  );
}
