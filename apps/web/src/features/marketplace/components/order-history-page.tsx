import { useState } from 'react';
import { Alert, ActionIcon, Anchor, Badge, Card, Center, Group, Loader, Select, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { TABLE_PAGE_SIZES } from '@gifthub/shared/constants';
import { ORDERS_PER_PAGE, ORDER_FILTERS, ORDER_SORTS, type TMarketplaceRegistration, type TOrderFilter, type TOrderSort } from '@gifthub/shared/registrations';
import { EmptyRow, PagingFooter, SearchBox, SortableTh, TriStateToggle, type TSort, type TTriState, usePerPage } from '../../../components/list-controls';
import { listDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { useOrders, type TOrdersParams } from '../api/get-orders';
import { useCopyLink } from './gift-details';
import { MarketplaceFrame } from './marketplace-frame';
import { addedAs, addedBy, copyableLink, fulfilment, giftLabel } from './order-display';

export const EMPTY_ORDERS = 'You have not sent any marketplace gifts yet.';
export const EMPTY_FILTERED_ORDERS = 'There are no marketplace orders that match your filters.';

export const FILTER_LABELS: Record<TOrderFilter, string> = {
  invited_at: 'Invited',
  visited_at: 'Visited',
  confirmed_at: 'Claimed',
  sent_at: 'Sent',
  rejected_at: 'Rejected',
};

const readTri = (raw: string | null): TTriState => (raw === 'true' ? true : raw === 'false' ? false : null);

const orderDate = (iso: string | null) => (iso ? listDate(iso) : '—');

/** The member filter's choices: the team's managers and associates. */
export const memberOptions = (managers: { user_id: number; name: string; role: string }[]) =>
  managers.filter((m) => m.role === 'manager' || m.role === 'associate').map((m) => ({ value: String(m.user_id), label: m.name }));

/**
 * Order History (/marketplace/orders, spec 3 §2.2): the team's marketplace registrations, 10 a page, three-state
 * filters, the member filter (only with view-others-orders; otherwise own orders and the selector disabled),
 * sortable dates, and the fulfilment state with tracking and link copy.
 */
export function OrderHistoryPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const [perPage, setPerPage] = usePerPage('marketplace-orders', TABLE_PAGE_SIZES, ORDERS_PER_PAGE);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const viewOthers = session.can('view-others-orders');
  const memberParam = Number(params.get('registered_by')) || undefined;
  // Without view-others-orders only one's own orders show: the filter is fixed to oneself.
  const member = viewOthers ? memberParam : session.user.user_id;
  const rawSort = params.get('sort');
  const sort: TSort<TOrderSort> = (ORDER_SORTS as readonly string[]).includes(rawSort ?? '')
    ? { sort: rawSort as TOrderSort, direction: params.get('direction') === 'asc' ? 'asc' : 'desc' }
    : {};
  const filters = Object.fromEntries(ORDER_FILTERS.map((f) => [f, readTri(params.get(f))])) as Record<TOrderFilter, TTriState>;
  const q = params.get('q')?.trim() || undefined;
  const query: TOrdersParams = { page, per_page: perPage, ...sort, q, registered_by: member, ...Object.fromEntries(ORDER_FILTERS.filter((f) => filters[f] !== null).map((f) => [f, filters[f]])) };
  const orders = useOrders(session.teamId, query);
  const copy = useCopyLink();
  const filtered = ORDER_FILTERS.some((f) => filters[f] !== null) || (viewOthers && member !== undefined) || q !== undefined;

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });

  const sortTh = (label: string, key: TOrderSort) => (
    <SortableTh label={label} sortKey={key} sort={sort} onSort={(n) => update({ sort: n.sort ?? null, direction: n.direction ?? null })} />
  );

  const rows = orders.data?.data ?? [];
  return (
    <MarketplaceFrame tab="orders" title="Order History" description="Every marketplace gift your team sent directly or by gift link.">
      <Card withBorder radius="md" padding="md" mb="lg">
        <Group align="flex-end" gap="md" wrap="wrap">
          <OrderSearch value={q ?? ''} onSearch={(v) => update({ q: v || null })} />
          <Select
            label="Added by"
            placeholder="All members"
            data={memberOptions(session.team.managers)}
            value={member === undefined ? null : String(member)}
            onChange={(v) => update({ registered_by: v })}
            clearable
            disabled={!viewOthers}
            w={220}
            data-testid="member-filter"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="order-filters-label">
              Filters
            </Text>
            <Group gap={6} role="group" aria-labelledby="order-filters-label">
              {ORDER_FILTERS.map((f) => (
                <TriStateToggle key={f} label={FILTER_LABELS[f]} value={filters[f]} onChange={(n) => update({ [f]: n === null ? null : String(n) })} testId={`filter-${f}`} />
              ))}
            </Group>
          </Stack>
        </Group>
        {!viewOthers && (
          <Text size="xs" c="dimmed" mt="xs">
            You see the orders you added. Viewing other members' orders needs the View others' orders permission.
          </Text>
        )}
      </Card>

      <Card withBorder radius="md" padding="md">
        {orders.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading" />
          </Center>
        ) : orders.isError ? (
          <Alert color="red">The orders could not be loaded. Please try again later.</Alert>
        ) : (
          <>
            <Table.ScrollContainer minWidth={860}>
              <Table verticalSpacing="sm" horizontalSpacing="xs" striped highlightOnHover data-testid="orders-table" style={{ opacity: orders.isPlaceholderData ? 0.5 : 1 }}>
                <Table.Thead>
                  <Table.Tr>
                    {sortTh('Recipient', 'last_name')}
                    <Table.Th miw={160}>Gift</Table.Th>
                    {sortTh('Added', 'created_at')}
                    <Table.Th>Visited</Table.Th>
                    {sortTh('Claimed', 'confirmed_at')}
                    {sortTh('Sent', 'sent_at')}
                    <Table.Th>Fulfilment</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Gift link</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.length === 0 ? (
                    <EmptyRow cols={8} testId="orders-empty">
                      {filtered ? EMPTY_FILTERED_ORDERS : EMPTY_ORDERS}
                    </EmptyRow>
                  ) : (
                    rows.map((r) => <OrderRow key={r.id} r={r} onCopy={copy} />)
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {orders.data && (
              <PagingFooter
                meta={orders.data.meta}
                shown={rows.length}
                noun="orders"
                onPage={(p) => update({ page: p > 1 ? String(p) : null })}
                perPage={perPage}
                onPerPage={(n) => {
                  setPerPage(n);
                  update({ page: null });
                }}
                sizes={TABLE_PAGE_SIZES}
              />
            )}
          </>
        )}
      </Card>
    </MarketplaceFrame>
  );
}

/** The search box: recipient name, e-mail or gift; the list follows 300 ms after typing stops (the URL keeps it). */
function OrderSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const search = useDebouncedCallback((v: string) => onSearch(v.trim()), 300);
  return (
    <SearchBox
      placeholder="Name, e-mail or gift"
      value={text}
      onChange={(next) => {
        setText(next);
        search(next);
      }}
      w={240}
      testId="order-search"
    />
  );
}

function OrderRow({ r, onCopy }: { r: TMarketplaceRegistration; onCopy: (link: string) => void }) {
  const f = fulfilment(r);
  const gift = giftLabel(r);
  const link = copyableLink(r);
  const name = `${r.first_name} ${r.last_name}`.trim();
  return (
    <Table.Tr data-testid="order-row">
      <Table.Td>
        <Text size="sm" fw={500}>
          {name || '—'}
        </Text>
        <Text size="xs" c="dimmed">
          {r.email || 'No e-mail'}
        </Text>
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
        <Text size="xs">{orderDate(r.invited_at ?? r.registered_at)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{orderDate(r.visited_at)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{orderDate(r.confirmed_at)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{orderDate(r.sent_at)}</Text>
      </Table.Td>
      <Table.Td data-testid="fulfilment">
        <Group gap={6} wrap="nowrap">
          <Text span size="xs" fw={700} c={`${f.color}.8`} bg={`${f.color}.0`} px={8} py={2} style={{ borderRadius: 999, whiteSpace: 'nowrap', textTransform: 'uppercase' }}>
            {f.label}
          </Text>
          {f.tracking && (
            <Anchor href={f.tracking} target="_blank" rel="noopener noreferrer" size="xs">
              <Group gap={2} wrap="nowrap">
                Tracking <IconExternalLink size={12} />
              </Group>
            </Anchor>
          )}
        </Group>
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
