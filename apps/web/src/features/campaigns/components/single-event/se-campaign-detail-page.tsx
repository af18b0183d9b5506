import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { isId } from '@gifthub/shared/fields';
import { canTeamMove, SE_BOXES_MAX, SE_BOXES_MIN, SE_LABELS, seTeamCanEdit, ZSeCampaignCreate, type TSeCampaign } from '@gifthub/shared/se-campaigns';
import { GuardedModal, useModalGuard } from '../../../../components/guarded-modal';
import { LoadState } from '../../../../components/load-state';
import { ProGate } from '../../../../components/pro-gate';
import { WriteButton } from '../../../../components/write-button';
import { ApiError } from '../../../../lib/api-client';
import { fullDate } from '../../../../lib/dates';
import { zodValidate } from '../../../../lib/form';
import { formatPounds } from '../../../../lib/money';
import { useSession } from '../../../../lib/session';
import { useUpdateSeCampaign } from '../../api/se-campaign-mutations';
import { useSeCampaign } from '../../api/se-campaigns';
import { priceText } from './se-campaign-labels';
import { SeStatusBadge } from '../../../../domain/se-campaigns/se-status-badge';
import { SeCampaignFiles } from './se-campaign-files';

export const LIST_PATH = '/campaigns/events';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** /campaigns/events/{id}: one single-event campaign; a 404 (another team's, or none) goes back to the list (spec 3 §8). */
export function SeCampaignDetailPage() {
  const raw = useParams().id;
  const id = isId(raw) ? Number(raw) : null;
  const campaign = useSeCampaign(id);
  if (id === null || (campaign.error instanceof ApiError && campaign.error.status === 404)) return <Navigate to={LIST_PATH} replace />;
  if (!campaign.data) return <LoadState failed={campaign.isError} title="The single-event campaign could not be loaded." />;
  return <Detail c={campaign.data} />;
}

function Detail({ c }: { c: TSeCampaign }) {
  const session = useSession();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={LIST_PATH} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} /> Single-event campaigns
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="sm" align="center" wrap="wrap" style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {c.name}
          </Title>
          <SeStatusBadge status={c.status} testId="se-status" />
        </Group>
        {session.pro && <TeamActions c={c} />}
      </Group>
      {!session.pro && <ProGate feature="singleEventCampaigns" />}
      {c.status === 'quoted' && c.total_price !== null && (
        <Alert color="orange" variant="light" title="Your quote is ready" data-testid="se-quote">
          We can produce {c.boxes_count.toLocaleString('en-GB')} boxes for {formatPounds(c.total_price)}. Accept the quote to confirm the order, or cancel the
          request.
        </Alert>
      )}
      <Card withBorder radius="md" padding="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
          <Field label="Boxes">{c.boxes_count.toLocaleString('en-GB')}</Field>
          <Field label={SE_LABELS.totalPrice}>
            <span data-testid="se-detail-price">{priceText(c.total_price, c.status)}</span>
          </Field>
          <Field label="Requested">{fullDate(c.created_at)}</Field>
          <Field label="Last change">{fullDate(c.updated_at)}</Field>
        </SimpleGrid>
        <Title order={2} size="h5" mt="lg" mb={4}>
          {SE_LABELS.reqContent}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="se-req-content">
          {c.req_content}
        </Text>
      </Card>
      <SeCampaignFiles c={c} />
    </Stack>
  );
}

/** What the team may do now (SE_TEAM_TRANSITIONS): edit and cancel a request, accept or cancel a quote. */
function TeamActions({ c }: { c: TSeCampaign }) {
  const { teamId } = useSession();
  const update = useUpdateSeCampaign(teamId, c.id);
  const [editing, setEditing] = useState(false);
  const accept = () =>
    modals.openConfirmModal({
      title: 'Accept quote',
      children: <Text size="sm">Accept the quote of {formatPounds(c.total_price ?? 0)} for {c.name}? We then confirm the order and start production.</Text>,
      labels: { confirm: 'Accept Quote', cancel: 'Not yet' },
      // The price read goes with it: a quote changed meanwhile is refused (409) and the page shows the new one.
      onConfirm: () => update.mutate({ status: 'confirmed', accepted_price: c.total_price ?? undefined }),
    });
  const cancel = () =>
    modals.openConfirmModal({
      title: 'Cancel request',
      children: <Text size="sm">Cancel {c.name}? A cancelled single-event campaign cannot be reopened.</Text>,
      labels: { confirm: 'Cancel Request', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => update.mutate({ status: 'cancelled' }),
    });
  const canEdit = seTeamCanEdit(c.status);
  const canAccept = canTeamMove(c.status, 'confirmed');
  const canCancel = canTeamMove(c.status, 'cancelled');
  if (!canEdit && !canAccept && !canCancel) return null;
  return (
    <Group gap="xs" role="group" aria-label="Campaign actions">
      {canEdit && (
        <WriteButton variant="default" onClick={() => setEditing(true)} disabled={update.isPending}>
          Edit
        </WriteButton>
      )}
      {canAccept && (
        <WriteButton onClick={accept} loading={update.isPending && update.variables?.status === 'confirmed'} disabled={update.isPending}>
          Accept Quote
        </WriteButton>
      )}
      {canCancel && (
        <WriteButton variant="light" color="red" onClick={cancel} loading={update.isPending && update.variables?.status === 'cancelled'} disabled={update.isPending}>
          Cancel Request
        </WriteButton>
      )}
      <GuardedModal opened={editing} onClose={() => setEditing(false)} title="Edit Single-Event Campaign" size="lg">
        {editing && <EditForm c={c} onClose={() => setEditing(false)} />}
      </GuardedModal>
    </Group>
  );
}

type TEditValues = { name: string; boxes_count: number | string; req_content: string };
const validateEdit = zodValidate(ZSeCampaignCreate);

function EditForm({ c, onClose }: { c: TSeCampaign; onClose: () => void }) {
  const { teamId } = useSession();
  const update = useUpdateSeCampaign(teamId, c.id);
  const form = useForm<TEditValues>({
    initialValues: { name: c.name, boxes_count: c.boxes_count, req_content: c.req_content },
    validate: (v) => validateEdit({ ...v, boxes_count: v.boxes_count === '' ? '' : Number(v.boxes_count) }),
  });
  useModalGuard({ dirty: form.isDirty() });
  const submit = form.onSubmit((v) =>
    update.mutate(
      { name: v.name, boxes_count: Number(v.boxes_count), req_content: v.req_content },
      {
        onSuccess: () => {
          form.resetDirty();
          onClose();
        },
        onError: (e) => {
          if (e instanceof ApiError && e.status === 422 && Object.keys(e.errors).length) form.setErrors(e.fieldErrors());
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={SE_LABELS.name} withAsterisk {...form.getInputProps('name')} />
        <NumberInput label={SE_LABELS.boxesCount} withAsterisk min={SE_BOXES_MIN} max={SE_BOXES_MAX} allowDecimal={false} allowNegative={false} clampBehavior="none" thousandSeparator="," {...form.getInputProps('boxes_count')} />
        <Textarea label={SE_LABELS.reqContent} withAsterisk autosize minRows={4} maxRows={10} {...form.getInputProps('req_content')} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <WriteButton type="submit" loading={update.isPending}>
            Save
          </WriteButton>
        </Group>
      </Stack>
    </form>
  );
}
