import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload } from '@tabler/icons-react';
import { useParams } from 'react-router';
import {
  SE_CAMPAIGN_STATUS_LABELS,
  SE_LABELS,
  SE_STAFF_TRANSITIONS,
  seStaffCanPrice,
  type TAdminSeCampaign,
  type TAdminSeCampaignUpdate,
  type TSeCampaignStatus,
} from '@gifthub/shared/se-campaigns';
import { ApiError } from '../../../lib/api-client';
import { fullDate } from '../../../lib/dates';
import { downloadFile } from '../../../lib/download-file';
import { formatPounds } from '../../../lib/money';
import { SeStatusBadge } from '../../../domain/se-campaigns/se-status-badge';
import { AdminBackLink, AdminField, adminDetailState } from './admin-detail';
import { useAdminSeCampaign, useUpdateAdminSeCampaign } from '../api/get-admin-se-campaigns';

/** What each status move is called on its button (staff's words for SE_STAFF_TRANSITIONS' targets). */
const MOVE_LABELS: Record<TSeCampaignStatus, string> = {
  requested: 'Back to requested',
  quoted: 'Send Quote',
  confirmed: 'Mark as confirmed',
  in_production: 'Start production',
  completed: 'Complete',
  cancelled: 'Cancel campaign',
};



/** Staff: one single-event campaign of any team: its request and files, the price and the status moves. */
export function AdminSeCampaignPage() {
  const id = Number(useParams().id);
  const campaign = useAdminSeCampaign(id);
  const c = campaign.data;
  const back = <AdminBackLink to="/admin/se-campaigns">All single-event campaigns</AdminBackLink>;
  const state = adminDetailState(campaign, { back, loading: 'Loading the campaign', notFound: 'This single-event campaign does not exist.', failed: 'The campaign could not be loaded.' });
  if (state || !c) return state;
  return (
    <Stack gap="lg">
      {back}
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={2} style={{ overflowWrap: 'anywhere' }}>
          {c.name}
        </Title>
        <SeStatusBadge status={c.status} />
      </Group>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" verticalSpacing="sm" mb="md">
          <AdminField label="Team">{c.team_name}</AdminField>
          <AdminField label="Boxes">{c.boxes_count.toLocaleString('en-GB')}</AdminField>
          <AdminField label={SE_LABELS.totalPrice}>{c.total_price === null ? 'Not priced yet' : formatPounds(c.total_price)}</AdminField>
          <AdminField label="Requested">{fullDate(c.created_at)}</AdminField>
        </SimpleGrid>
        <AdminField label={SE_LABELS.reqContent}>{c.req_content}</AdminField>
      </Paper>
      <PriceAndStatus key={`${c.status}-${c.total_price}`} c={c} />
      <Files c={c} />
    </Stack>
  );
}

/** The price (while requested or quoted) and the status moves; Send Quote sends the price in the same request. */
function PriceAndStatus({ c }: { c: TAdminSeCampaign }) {
  const update = useUpdateAdminSeCampaign(c.id);
  const [price, setPrice] = useState<number | string>(c.total_price ?? '');
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const priceable = seStaffCanPrice(c.status);
  const send = (body: TAdminSeCampaignUpdate) => {
    setError(null);
    update.mutate(body, {
      onError: (e) => setError(e instanceof ApiError ? { field: e.fieldErrors().total_price, message: e.message } : { message: 'The change could not be saved.' }),
    });
  };
  const withPrice = (): TAdminSeCampaignUpdate => (priceable && price !== '' ? { total_price: Number(price) } : {});
  const move = (to: TSeCampaignStatus) => {
    const body = { ...(to === 'quoted' ? withPrice() : {}), status: to };
    if (to !== 'cancelled' && to !== 'completed') return send(body);
    modals.openConfirmModal({
      title: MOVE_LABELS[to],
      children: <Text size="sm">{to === 'cancelled' ? `Cancel ${c.name}? It cannot be reopened.` : `Complete ${c.name}? This is final.`}</Text>,
      labels: { confirm: MOVE_LABELS[to], cancel: 'Back' },
      confirmProps: { color: to === 'cancelled' ? 'red' : undefined },
      onConfirm: () => send(body),
    });
  };
  const moves = SE_STAFF_TRANSITIONS[c.status];
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h4" mb="sm">
        Price and status
      </Title>
      {error && !error.field && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {error.message}
        </Alert>
      )}
      <Group align="flex-end" wrap="wrap" gap="sm">
        {priceable && (
          <>
            <NumberInput
              label={`${SE_LABELS.totalPrice} (£)`}
              description="For all the boxes, ex VAT."
              prefix="£"
              decimalScale={2}
              min={0}
              thousandSeparator=","
              value={price}
              onChange={setPrice}
              error={error?.field}
              w={220}
              data-testid="se-admin-price"
            />
            <Button variant="default" onClick={() => send(withPrice())} disabled={update.isPending || price === ''}>
              Save price
            </Button>
          </>
        )}
        {moves.length === 0 ? (
          <Text size="sm" c="dimmed">
            A {SE_CAMPAIGN_STATUS_LABELS[c.status].toLowerCase()} campaign is final.
          </Text>
        ) : (
          <Group gap="xs" role="group" aria-label="Status actions">
            {moves.map((to) => (
              <Button
                key={to}
                variant={to === 'quoted' || to === 'in_production' || to === 'completed' ? 'filled' : 'default'}
                color={to === 'cancelled' ? 'red' : undefined}
                loading={update.isPending && update.variables?.status === to}
                disabled={update.isPending}
                onClick={() => move(to)}
              >
                {MOVE_LABELS[to]}
              </Button>
            ))}
          </Group>
        )}
      </Group>
      {c.status === 'requested' && (
        <Text size="xs" c="dimmed" mt="xs">
          Send Quote saves the price, marks the campaign quoted and e-mails the team.
        </Text>
      )}
    </Paper>
  );
}

function Files({ c }: { c: TAdminSeCampaign }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h4" mb="sm">
        Files
      </Title>
      {c.files.length === 0 ? (
        <Text size="sm" c="dimmed">
          The team has attached no files.
        </Text>
      ) : (
        <Stack gap={6}>
          {c.files.map((f) => (
            <Group key={f.file_id} gap="xs" wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={`Download ${f.name}`} onClick={() => void downloadFile(`/se-campaigns/files/${f.file_id}`, {}, f.name).catch(() => undefined)}>
                <IconDownload size={18} />
              </ActionIcon>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {f.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {listSize(f.bytes)} · {fullDate(f.created_at)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

const listSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
