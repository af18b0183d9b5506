import { Anchor, Badge, Group, RingProgress, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import {
  completionDate,
  CUSTOMER_PACK_STATUS_LABELS,
  ENQUIRY_SOURCE_LABELS,
  invoiceStatusLabel,
  omsStatusLabel,
  productionProgress,
  type TCustomerPackStatus,
  type TEnquirySource,
  type TInvoiceStatus,
  type TOmsJob,
  type TOmsState,
  type TOmsStatus,
} from '@gifthub/shared/print-orders';
import { listDate } from '../../../lib/dates';

/** DD/MM/YY h:mma (spec 3 §9): the date and time of packs and attachments. */
export const packDate = (iso: string) => dayjs(iso).format('DD/MM/YY h:mma');

/** What the spec calls the item in texts: an enquiry or a job. */
export const itemType = (state: TOmsState) => (state === 'job' ? 'job' : 'enquiry');

// Shades that keep AA contrast as light badges.
const STATUS_COLOURS: Partial<Record<TOmsStatus, string>> = {
  hold: 'orange',
  draft: 'gray',
  production_ready: 'cyan',
  ordered: 'blue',
  qc: 'violet',
  production_done: 'teal',
  packaging: 'indigo',
  sent: 'grape',
  completed: 'green',
  enquiry_fresh: 'blue',
  enquiry_progress: 'cyan',
  enquiry_invoice: 'violet',
  enquiry_payment: 'orange',
  enquiry_ready: 'green',
  enquiry_ignored: 'gray',
  enquiry_cancelled: 'red',
};

// A badge whose words may go on two lines (Starting Production in a narrow list): taller, never cut.
const WRAPPING_BADGE = { root: { height: 'auto', paddingBlock: 3 }, label: { whiteSpace: 'normal', lineHeight: 1.3 } } as const;

export function OmsStatusBadge({ status, size, wrap = false }: { status: TOmsStatus; size?: 'sm' | 'md'; wrap?: boolean }) {
  return (
    <Badge variant="light" size={size} color={STATUS_COLOURS[status] ?? 'gray'} style={wrap ? undefined : { whiteSpace: 'nowrap' }} styles={wrap ? WRAPPING_BADGE : undefined}>
      {omsStatusLabel(status)}
    </Badge>
  );
}

const INVOICE_COLOURS: Record<TInvoiceStatus, string> = { unpaid: 'red', part: 'orange', paid: 'green', void: 'gray' };
export function InvoiceBadge({ status }: { status: TInvoiceStatus }) {
  return (
    // As written: 'part' reads Partly Paid, every other status as it is (no capitals added, none taken away).
    <Badge variant="light" color={INVOICE_COLOURS[status]} tt="none" style={{ whiteSpace: 'nowrap' }} data-testid="invoice-status">
      {invoiceStatusLabel(status)}
    </Badge>
  );
}

const PACK_COLOURS: Record<TCustomerPackStatus, string> = { sent: 'blue', accepted: 'green', rejected: 'red', expired: 'gray' };
export function PackStatusBadge({ status, size }: { status: TCustomerPackStatus; size?: 'sm' | 'md' }) {
  return (
    <Badge variant="light" size={size} color={PACK_COLOURS[status]} style={{ whiteSpace: 'nowrap' }}>
      {CUSTOMER_PACK_STATUS_LABELS[status]}
    </Badge>
  );
}

export const sourceLabel = (source: TEnquirySource | null) => (source ? ENQUIRY_SOURCE_LABELS[source] : '—');

/** The production doughnut with its percent (spec 3 §2.11). */
export function ProgressRing({ steps, size = 44, showSteps = true }: { steps: { finished: number; total: number }; size?: number; showSteps?: boolean }) {
  const percent = productionProgress(steps);
  return (
    <Group gap={6} data-testid="production-progress">
      <RingProgress
        size={size}
        thickness={size / 8}
        roundCaps
        sections={[{ value: percent, color: percent === 100 ? 'green' : 'blue' }]}
        aria-label={`Production progress ${percent}%`}
        role="img"
      />
      <Text size="sm" fw={600}>
        {percent}%
      </Text>
      {showSteps && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {steps.finished}/{steps.total} steps
        </Text>
      )}
    </Group>
  );
}

/**
 * The completion date, marked (est.) unless the job is finished (spec 3 §4). In a narrow column (est.) goes under the
 * date rather than widening the list.
 */
export function CompletionDate({ job, format = listDate }: { job: Pick<TOmsJob, 'finished_at' | 'planned_finish' | 'deadline'>; format?: (iso: string) => string }) {
  const c = completionDate(job);
  if (!c) return <Text size="sm" c="dimmed">Not scheduled</Text>;
  return (
    <Text size="sm">
      <span style={{ whiteSpace: 'nowrap' }}>{format(c.date)}</span>
      {c.estimated && (
        <>
          {' '}
          <Text span size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            (est.)
          </Text>
        </>
      )}
    </Text>
  );
}

/** The last customer pack: version, status and the link to its view. */
export function LastPack({ pack }: { pack: { key: string; version: number; status: TCustomerPackStatus } | null }) {
  if (!pack) return <Text size="sm" c="dimmed">No quote yet</Text>;
  return (
    <Stack gap={2} align="flex-start">
      <Group gap={6}>
        <Text size="sm">v{pack.version}</Text>
        <PackStatusBadge status={pack.status} size="sm" />
      </Group>
      <Anchor component={Link} to={`/docs/pack/${pack.key}`} size="sm">
        View pack
      </Anchor>
    </Stack>
  );
}
