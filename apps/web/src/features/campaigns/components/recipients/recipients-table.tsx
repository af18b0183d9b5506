import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { expiryLabel, expiryTexts } from '@gifthub/shared/campaign-expiry';
import type { TCampaign } from '@gifthub/shared/campaigns';
import {
  REGISTRATION_METHOD_LABELS,
  RECIPIENT_STATE_LABELS,
  fulfilmentDisplay,
  isOptedOut,
  recipientActions,
  recipientState,
  type TActionContext,
  type TCampaignRecipient,
  type TRecipientSort,
  type TRowActions,
} from '@gifthub/shared/campaign-registrations';
import { DataTable, type TListStatus } from '../../../../components/data-table';
import { SortableTh, type TSort } from '../../../../components/list-controls';
import { RecipientCell, StatePill, TrackingLink } from '../../../../domain/registrations/components/registration-cells';
import { fullDate } from '../../../../lib/dates';
import { formatPounds } from '../../../../lib/money';
import type { TRecipientWrites } from './recipient-actions';

/** Who may write: a Pro member ('write'), the demo (every write opens the sign-up prompt) or nobody ('read'). */
export type TWriteAccess = 'write' | 'demo' | 'read';
/** What the row asks of the section: a modal or a link copy. */
export type TRowRequest = { kind: 'copy' | 'note' | 'details' | 'edit' | 'batch'; row: TCampaignRecipient };

const STATE_COLORS = { invited: 'gray', registered: 'yellow', confirmed: 'green', rejected: 'red' } as const;
const FULFILMENT_COLORS = { No: 'gray', Processing: 'blue', Sent: 'green', Delivered: 'teal', Return: 'orange', Lost: 'red', Resolved: 'gray' } as const;
const date = (iso: string | null) => (iso ? fullDate(iso) : '—');

type TTableProps = {
  campaign: Pick<TCampaign, 'type'>;
  rows: TCampaignRecipient[];
  status: TListStatus;
  sort: TSort<TRecipientSort>;
  onSort: (s: TSort<TRecipientSort>) => void;
  empty: ReactNode;
  stale: boolean;
  ctx: TActionContext;
  access: TWriteAccess;
  writes: TRecipientWrites;
  onRequest: (r: TRowRequest) => void;
  onSignUp: () => void;
};

/**
 * A campaign's recipients (spec 1 §2, §4): who, how they were added, the option, the lifecycle state (opted out shows as
 * Rejected), fulfilment with tracking, the dates, the total, and exactly the row actions recipientActions allows.
 */
export function RecipientsTable(p: TTableProps) {
  const sales = p.campaign.type === 'sales';
  const corp5 = recipientActions(EMPTY_ROW, p.ctx).approvedToggle !== null;
  const cols = 11 + (sales ? 2 : 0) + (corp5 ? 1 : 0);
  const th = (label: string, key: TRecipientSort) => <SortableTh label={label} sortKey={key} sort={p.sort} onSort={p.onSort} />;
  return (
    <DataTable
      label="Recipients table"
      minWidth={1180}
      cols={cols}
      testId="recipients-table"
      tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'sm', horizontalSpacing: 'xs' }}
      busy={p.stale}
      status={{ ...p.status, empty: p.rows.length === 0 }}
      texts={{ loading: 'Loading recipients…', failed: 'The recipients could not be loaded. Please try again later.', empty: p.empty, emptyTestId: 'recipients-empty' }}
      head={
        <>
          {th('Recipient', 'last_name')}
          <Table.Th>Method</Table.Th>
          <Table.Th miw={120}>Gift Option</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Fulfilment</Table.Th>
          {th('Invited', 'invited_at')}
          {th('Claimed', 'registered_at')}
          {th('Confirmed', 'confirmed_at')}
          {th('Sent', 'sent_at')}
          <Table.Th ta="right">Total</Table.Th>
          {sales && <Table.Th>Demo booked</Table.Th>}
          {sales && <Table.Th>Deal closed</Table.Th>}
          {corp5 && <Table.Th>Approved</Table.Th>}
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </>
      }
    >
      {p.rows.map((r) => (
        <RecipientRow key={r.id} r={r} {...p} />
      ))}
    </DataTable>
  );
}

/** A row with nothing set: asks recipientActions only what depends on the context (the corporation's columns). */
const EMPTY_ROW = { registered_at: null, option_id: null, confirmed_at: null, rejected_at: null, processed_at: null, sent_at: null, delivery_status: null, delivery_resolution: null, registration_method: 'link' } as const;

function RecipientRow({ r, ctx, access, writes, onRequest, onSignUp, campaign }: TTableProps & { r: TCampaignRecipient }) {
  const a = recipientActions(r, ctx);
  const state = recipientState(r);
  const f = fulfilmentDisplay(r);
  const name = `${r.first_name} ${r.last_name}`.trim() || r.email || 'the recipient';
  return (
    <Table.Tr data-testid="recipient-row" data-id={r.id}>
      <Table.Td>
        <RecipientCell {...r} />
      </Table.Td>
      <Table.Td>
        <Text size="xs" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {REGISTRATION_METHOD_LABELS[r.registration_method]}
        </Text>
        {r.batch_label &&
          (r.shared_secret ? (
            // Opens the list's List Detail modal (recipients-section).
            <Anchor component="button" type="button" size="xs" onClick={() => onRequest({ kind: 'batch', row: r })} title="Open this list">
              {r.batch_label}
            </Anchor>
          ) : (
            <Text size="xs" c="dimmed">
              {r.batch_label}
            </Text>
          ))}
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {r.option_name ?? '—'}
          {r.option_name && r.quantity > 1 ? ` × ${r.quantity}` : ''}
        </Text>
      </Table.Td>
      <Table.Td data-testid="recipient-status">
        <StatePill label={RECIPIENT_STATE_LABELS[state]} color={STATE_COLORS[state]} />
        {isOptedOut(r) && (
          <Text size="xs" c="dimmed">
            Opted out
          </Text>
        )}
        <ExpiryNotes r={r} />
      </Table.Td>
      <Table.Td data-testid="recipient-fulfilment">
        <Stack gap={4} align="flex-start">
          <StatePill label={f} color={FULFILMENT_COLORS[f]} />
          {(f === 'Sent' || f === 'Delivered') && r.tracking_url && <TrackingLink href={r.tracking_url} />}
        </Stack>
      </Table.Td>
      <DateCell iso={r.invited_at} />
      <DateCell iso={r.registered_at} />
      <DateCell iso={r.confirmed_at} />
      <DateCell iso={r.sent_at} />
      <Table.Td ta="right">
        <Text size="sm">{formatPounds(r.total_iv)}</Text>
      </Table.Td>
      {campaign.type === 'sales' && (
        <>
          <Table.Td>
            <LiveToggle label={`Demo booked for ${name}`} value={r.demo_booked} access={access} onSignUp={onSignUp} save={(v) => writes.sales(r, 'demo_booked', v)} />
          </Table.Td>
          <Table.Td>
            <LiveToggle label={`Deal closed for ${name}`} value={r.deal_closed} access={access} onSignUp={onSignUp} save={(v) => writes.sales(r, 'deal_closed', v)} />
          </Table.Td>
        </>
      )}
      {a.approvedToggle && (
        <Table.Td>
          <ApprovedToggle r={r} a={a} name={name} access={access} writes={writes} onSignUp={onSignUp} />
        </Table.Td>
      )}
      <Table.Td>
        <RowButtons r={r} a={a} name={name} access={access} writes={writes} onRequest={onRequest} onSignUp={onSignUp} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The day of fullDate (DD/MM/YYYY), as the table's other dates show it, without the time. */
const day = (iso: string) => fullDate(iso).slice(0, 10);

/** An invitation's expiry ("Expires 12/12/2026", "Expired") and the reminders it was sent, under its status. */
function ExpiryNotes({ r }: { r: TCampaignRecipient }) {
  const expiry = expiryLabel(r, new Date(), day);
  return (
    <>
      {expiry && (
        <Text size="xs" c={expiry === expiryTexts.expired ? 'red.8' : 'dimmed'} fw={expiry === expiryTexts.expired ? 700 : undefined} style={{ whiteSpace: 'nowrap' }} data-testid="recipient-expiry">
          {expiry}
        </Text>
      )}
      {r.reminders_sent > 0 && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="recipient-reminders">
          {expiryTexts.reminded(r.reminders_sent)}
        </Text>
      )}
    </>
  );
}

function DateCell({ iso }: { iso: string | null }) {
  return (
    <Table.Td>
      <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
        {date(iso)}
      </Text>
    </Table.Td>
  );
}

type TButtonsProps = { r: TCampaignRecipient; a: TRowActions; name: string; access: TWriteAccess; writes: TRecipientWrites; onRequest: (r: TRowRequest) => void; onSignUp: () => void };

/** The row's buttons, exactly those recipientActions allows; writes only for a Pro member (the demo's ask to sign up). */
function RowButtons({ r, a, name, access, writes, onRequest, onSignUp }: TButtonsProps) {
  const write = (run: () => void) => (access === 'demo' ? onSignUp : run);
  const canWrite = access !== 'read';
  const btn = (label: string, onClick: () => void, props: { color?: string; variant?: string } = {}) => (
    <Button key={label} size="compact-xs" variant={props.variant ?? 'light'} color={props.color} onClick={onClick} aria-label={`${label}: ${name}`} disabled={writes.pending && access === 'write'}>
      {label}
    </Button>
  );
  return (
    <Group gap={4} wrap="nowrap" data-testid="row-actions">
      {canWrite && a.approve && btn('Approve', write(() => void writes.approve(r)), { color: 'green' })}
      {canWrite && a.reject && btn('Reject', write(() => writes.reject(r)), { color: 'red' })}
      {canWrite && a.remind && btn('Remind and Pick', write(() => void writes.remind(r)))}
      {a.giftClaimLink && r.invite_link && btn('Gift Claim Link', () => onRequest({ kind: 'copy', row: r }), { variant: 'default' })}
      {canWrite && a.editDetails && btn('Edit Details', write(() => onRequest({ kind: 'edit', row: r })), { variant: 'default' })}
      {a.viewDetails && btn('View Details', () => onRequest({ kind: 'details', row: r }), { variant: 'default' })}
      {canWrite && a.markResolved && btn('Mark as Resolved', write(() => writes.resolve(r)), { variant: 'default' })}
      {a.note && (canWrite || r.note) && btn(r.note ? 'Note' : 'Add Note', () => onRequest({ kind: 'note', row: r }), { variant: r.note ? 'light' : 'subtle' })}
    </Group>
  );
}

/** A switch saved as soon as it changes; it turns back when the save fails. Read-only without write access. */
function LiveToggle({ label, value, access, onSignUp, save, readOnly = false }: { label: string; value: boolean; access: TWriteAccess; onSignUp: () => void; save: (v: boolean) => Promise<boolean>; readOnly?: boolean }) {
  // The new value shows at once; it stays until the row read again says otherwise, and turns back when not saved.
  const [override, setOverride] = useState<{ base: boolean; next: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = override && override.base === value ? override.next : value;
  const change = (next: boolean) => {
    if (access === 'demo') return onSignUp();
    setOverride({ base: value, next });
    setBusy(true);
    void save(next).then((saved) => {
      if (!saved) setOverride(null);
      setBusy(false);
    });
  };
  return <Switch aria-label={label} checked={shown} disabled={access === 'read' || readOnly || busy} onChange={(e) => change(e.currentTarget.checked)} size="sm" />;
}

/**
 * Corporation 5's approval column: on once approved. Turning it on approves a claim waiting for approval; it is
 * read-only for associates, and once approved (or with nothing to approve).
 */
function ApprovedToggle({ r, a, name, access, writes, onSignUp }: Omit<TButtonsProps, 'onRequest'>) {
  const readOnly = a.approvedToggle === 'read-only' || !a.approve;
  return (
    <Group gap={6} wrap="nowrap">
      <LiveToggle label={`Approved: ${name}`} value={r.approved.status || Boolean(r.confirmed_at)} access={access} onSignUp={onSignUp} readOnly={readOnly} save={() => writes.approve(r)} />
      {a.approvedToggle === 'read-only' && (
        <Badge size="xs" variant="outline" color="gray">
          Read-only
        </Badge>
      )}
    </Group>
  );
}
