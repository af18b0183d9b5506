import type { ReactNode } from 'react';
import { ActionIcon, Badge, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { TMarketplaceRegistration, TOrderSort } from '@gifthub/shared/registrations';
import { DataTable, type TListStatus } from '../../../components/data-table';
import { SortableTh, type TSort } from '../../../components/list-controls';
import { listDate } from '../../../lib/dates';
import { useCopyLink } from './copy-link';
import { RecipientCell, StatePill, TrackingLink } from './registration-cells';
import { addedAs, addedBy, copyableLink, fulfilment, giftLabel } from './registration-display';

const COLS = 8;

const registrationDate = (iso: string | null) => (iso ? listDate(iso) : '—');

/**
 * The gift registrations table (Order History's, spec 3 §2.2): recipient, gift, how and by whom it was added,
 * sortable dates, the fulfilment state with tracking, and the gift link to copy again while unclaimed.
 */
export function RegistrationsTable({
  rows,
  status = {},
  sort,
  onSort,
  empty,
  stale = false,
}: {
  rows: TMarketplaceRegistration[];
  /** The first page loading or failed. */
  status?: TListStatus;
  sort: TSort<TOrderSort>;
  onSort: (next: TSort<TOrderSort>) => void;
  /** What an empty page says. */
  empty: ReactNode;
  /** The previous page shows faded while the next one loads. */
  stale?: boolean;
}) {
  const copy = useCopyLink();
  const sortTh = (label: string, key: TOrderSort) => <SortableTh label={label} sortKey={key} sort={sort} onSort={onSort} />;
  return (
    <DataTable
      label="Order History"
      // At 1440 px with the menu and the help sidebar the table has about 780 px: e-mails may wrap and the tracking link
      // sits under its status so it fits; below 720 px (a phone) it scrolls sideways with the recipient pinned.
      minWidth={720}
      cols={COLS}
      testId="orders-table"
      // While the next page loads the rows stay as they are (dimming them would fail text contrast) and say they are busy.
      tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'sm', horizontalSpacing: 'xs' }}
      busy={stale}
      status={{ ...status, empty: rows.length === 0 }}
      texts={{ loading: 'Loading orders…', failed: 'The orders could not be loaded. Please try again later.', empty, emptyTestId: 'orders-empty' }}
      head={
        <>
          {sortTh('Recipient', 'last_name')}
          <Table.Th miw={120}>Gift</Table.Th>
          {sortTh('Added', 'created_at')}
          <Table.Th>Visited</Table.Th>
          {sortTh('Claimed', 'confirmed_at')}
          {sortTh('Sent', 'sent_at')}
          <Table.Th>Fulfilment</Table.Th>
          <Table.Th>
            <VisuallyHidden>Gift link</VisuallyHidden>
          </Table.Th>
        </>
      }
    >
      {rows.map((r) => (
        <RegistrationRow key={r.id} r={r} onCopy={copy} />
      ))}
    </DataTable>
  );
}

function RegistrationRow({ r, onCopy }: { r: TMarketplaceRegistration; onCopy: (link: string) => void }) {
  const f = fulfilment(r);
  const gift = giftLabel(r);
  const link = copyableLink(r);
  const name = `${r.first_name} ${r.last_name}`.trim();
  return (
    <Table.Tr data-testid="order-row">
      <Table.Td>
        <RecipientCell {...r} />
      </Table.Td>
      <Table.Td>
        {gift === 'OPTED-OUT' ? (
          <Badge color="gray" variant="outline">
            OPTED-OUT
          </Badge>
        ) : (
          <Text size="sm">
            {gift}
            {r.quantity > 1 ? ` × ${r.quantity}` : ''}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="xs" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {addedAs(r)}
        </Text>
        <Text size="xs" c="dimmed">
          by {addedBy(r)}
        </Text>
        <Text size="xs">{registrationDate(r.invited_at ?? r.registered_at)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{registrationDate(r.visited_at)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{registrationDate(r.confirmed_at)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{registrationDate(r.sent_at)}</Text>
      </Table.Td>
      <Table.Td data-testid="fulfilment">
        <Stack gap={4} align="flex-start">
          <StatePill label={f.label} color={f.color} testId="fulfilment-label" />
          {f.tracking && <TrackingLink href={f.tracking} />}
        </Stack>
      </Table.Td>
      <Table.Td>
        {link && (
          <Tooltip label="Copy gift link">
            <ActionIcon variant="subtle" aria-label={`Copy gift link for ${name || r.email || 'the recipient'}`} onClick={() => onCopy(link)}>
              <IconCopy size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
