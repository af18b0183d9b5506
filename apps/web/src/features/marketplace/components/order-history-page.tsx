import { Card, Group, Select, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { TABLE_PAGE_SIZES } from '@gifthub/shared/constants';
import { ORDERS_PER_PAGE, ORDER_FILTERS, ORDER_SORTS, type TOrderFilter, type TOrderSort } from '@gifthub/shared/registrations';
import { listStatus } from '../../../components/data-table';
import { changeParams, PagingFooter, QuerySearchBox, readSort, sortParams, TriStateToggle, type TTriState, usePerPage } from '../../../components/list-controls';
import { useRegistrations, type TRegistrationsParams } from '../../../domain/registrations/api/get-registrations';
import { RegistrationsTable } from '../../../domain/registrations/components/registrations-table';
import { useSession } from '../../../lib/session';
import { MarketplaceFrame } from './marketplace-frame';

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
  const sort = readSort<TOrderSort>(params, ORDER_SORTS);
  const filters = Object.fromEntries(ORDER_FILTERS.map((f) => [f, readTri(params.get(f))])) as Record<TOrderFilter, TTriState>;
  const q = params.get('q')?.trim() || undefined;
  const query: TRegistrationsParams = { page, per_page: perPage, ...sort, q, registered_by: member, ...Object.fromEntries(ORDER_FILTERS.filter((f) => filters[f] !== null).map((f) => [f, filters[f]])) };
  const registrations = useRegistrations(session.teamId, query);
  const filtered = ORDER_FILTERS.some((f) => filters[f] !== null) || (viewOthers && member !== undefined) || q !== undefined;

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => changeParams(prev, changes));

  const rows = registrations.data?.data ?? [];
  return (
    <MarketplaceFrame tab="orders" title="Order History" description="Every marketplace gift your team sent directly or by gift link.">
      <Card withBorder radius="md" padding="md" mb="lg">
        <Group align="flex-end" gap="md" wrap="wrap">
          <QuerySearchBox placeholder="Name, e-mail or gift" w={240} testId="order-search" value={q ?? ''} onSearch={(v) => update({ q: v || null })} />
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
        <RegistrationsTable
          rows={rows}
          status={listStatus(registrations, rows.length)}
          sort={sort}
          onSort={(n) => update(sortParams(n))}
          empty={filtered ? EMPTY_FILTERED_ORDERS : EMPTY_ORDERS}
          stale={registrations.isPlaceholderData}
        />
        {registrations.data && (
          <PagingFooter
            meta={registrations.data.meta}
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
      </Card>
    </MarketplaceFrame>
  );
}

