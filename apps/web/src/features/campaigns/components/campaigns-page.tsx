import { Anchor, Avatar, Badge, Button, Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconCalendarEvent, IconExternalLink, IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import {
  CAMPAIGN_PRIVACY,
  CAMPAIGN_SORTS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  PRIVACY_LABELS,
  REWARD_TYPES,
  type TCampaignFilters,
  type TCampaignListItem,
  type TCampaignSort,
  type TRewardType,
} from '@gifthub/shared/campaigns';
import { PAGE_SIZE_DEFAULT, TABLE_PAGE_SIZES } from '@gifthub/shared/constants';
import { DataTable, listStatus } from '../../../components/data-table';
import { changeParams, PagingFooter, QuerySearchBox, queryPaging, readPerPage, readSort, SortableTh, sortParams, usePerPage, type TSort } from '../../../components/list-controls';
import { lazyModal } from '../../../components/lazy-modal';
import { PageHeader } from '../../../components/page-header';
import { ProGate } from '../../../components/pro-gate';
import { listDate } from '../../../lib/dates';
import { formatPounds } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { useCampaigns } from '../api/get-campaigns';
import { REWARD_LABELS, STATUS_COLORS, STATUS_LABELS, TYPE_LABELS, selectData } from './campaign-labels';
import { PREVIEW_CAMPAIGNS } from './preview-campaigns';
import { WriteButton } from '../../../components/write-button';

const RequestCampaignModal = lazyModal(() => import('./request-campaign-modal').then((m) => m.RequestCampaignModal));

export const EMPTY_CAMPAIGNS = 'Your team has no campaigns yet.';
export const EMPTY_FILTERED_CAMPAIGNS = 'There are no campaigns that match your filters.';
export const PREVIEW_NOTE = 'This is a preview of the campaigns area. With the Pro plan your team runs gifting and voucher campaigns: request one, and your Account Manager sets it up with its gift options.';

const FILTERS = [
  { key: 'status', label: 'Status', data: selectData(CAMPAIGN_STATUSES, STATUS_LABELS) },
  { key: 'type', label: 'Type', data: selectData(CAMPAIGN_TYPES, TYPE_LABELS) },
  { key: 'reward_type', label: 'Reward Type', data: selectData(REWARD_TYPES, REWARD_LABELS) },
  { key: 'privacy', label: 'Privacy', data: selectData(CAMPAIGN_PRIVACY, PRIVACY_LABELS) },
] as const;
type TFilterKey = (typeof FILTERS)[number]['key'];

/** The filters from the query string's JSON; anything unreadable or unknown is dropped. */
export function readFilters(raw: string | null): TCampaignFilters {
  if (!raw) return {};
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    const out: Record<string, string> = {};
    for (const f of FILTERS) {
      const x = v?.[f.key];
      if (typeof x === 'string' && f.data.some((d) => d.value === x)) out[f.key] = x;
    }
    return out as TCampaignFilters;
  } catch {
    return {};
  }
}

/** The dashboard's Add Campaign links here with ?new=gifting or ?new=voucher: the request opens with that reward type. */
const NEW_REWARD: Record<string, TRewardType> = { gifting: 'physical', voucher: 'voucher', physical: 'physical', mixed: 'mixed' };

/**
 * /campaigns (spec 1 §2): the team's campaigns, paged (50 unless the WSPerPage-campaigns cookie or the query says
 * otherwise), sorted, searched and filtered from the query string, with Request New Campaign for Pro teams. A team
 * without Pro sees the same list read-only under the pro banner (spec 3 §1: a preview).
 */
export function CampaignsPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const [cookiePerPage, setPerPage] = usePerPage('campaigns', TABLE_PAGE_SIZES, PAGE_SIZE_DEFAULT);
  const perPage = readPerPage(params, TABLE_PAGE_SIZES, cookiePerPage);
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const sort = readSort<TCampaignSort>(params, CAMPAIGN_SORTS);
  const q = params.get('q')?.trim() || undefined;
  const filters = readFilters(params.get('filters'));
  const list = useCampaigns(session.teamId, { page, per_page: perPage, ...sort, q, filters });
  const filtered = q !== undefined || Object.keys(filters).length > 0;
  const canRequest = session.pro;
  const requested = params.get('new');

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => changeParams(prev, changes));
  const setFilter = (key: TFilterKey, value: string | null) => {
    const next: Record<string, string> = { ...filters };
    if (value) next[key] = value;
    else delete next[key];
    update({ filters: Object.keys(next).length ? JSON.stringify(next) : null });
  };

  const loaded = list.data?.data ?? [];
  // A team without Pro and without campaigns sees example rows (the preview), marked as such.
  const preview = !session.pro && list.data !== undefined && loaded.length === 0 && !filtered;
  const rows = preview ? PREVIEW_CAMPAIGNS : loaded;
  return (
    <>
      <PageHeader
        title="Campaigns"
        description="Your team's gifting, voucher and review campaigns."
        actions={
          <Group gap="xs">
            <Button component={Link} to="/campaigns/events" variant="default" leftSection={<IconCalendarEvent size={16} />}>
              Single-Event Campaigns
            </Button>
            {canRequest && (
              <WriteButton leftSection={<IconPlus size={16} />} onClick={() => update({ new: 'gifting' })}>
                Request New Campaign
              </WriteButton>
            )}
          </Group>
        }
      />
      {!session.pro && (
        <>
          <ProGate feature="campaigns" />
          <Text size="sm" c="dimmed" mb="md" data-testid="campaigns-preview">
            {PREVIEW_NOTE}
          </Text>
        </>
      )}
      <Card withBorder radius="md" padding="md" mb="lg">
        <Group align="flex-end" gap="md" wrap="wrap">
          <QuerySearchBox placeholder="Campaign name" w={220} testId="campaign-search" value={q ?? ''} onSearch={(v) => update({ q: v || null })} />
          {FILTERS.map((f) => (
            <Select
              key={f.key}
              label={f.label}
              placeholder="All"
              data={f.data}
              value={filters[f.key] ?? null}
              onChange={(v) => setFilter(f.key, v)}
              clearable
              w={150}
              data-testid={`filter-${f.key}`}
            />
          ))}
        </Group>
      </Card>
      <Card withBorder radius="md" padding="md">
        {preview && (
          <Text size="sm" fw={600} mb="xs" data-testid="preview-examples">
            Example campaigns
          </Text>
        )}
        <CampaignsTable
          rows={rows}
          preview={preview}
          status={listStatus(list, rows.length)}
          sort={sort}
          onSort={(n) => update(sortParams(n))}
          empty={filtered ? EMPTY_FILTERED_CAMPAIGNS : EMPTY_CAMPAIGNS}
        />
        {list.data && !preview && (
          <PagingFooter
            meta={list.data.meta}
            shown={rows.length}
            noun="campaigns"
            perPage={perPage}
            {...queryPaging(update, setPerPage)}
            sizes={TABLE_PAGE_SIZES}
          />
        )}
      </Card>
      {canRequest && <RequestCampaignModal opened={requested !== null} rewardType={NEW_REWARD[requested ?? ''] ?? 'physical'} onClose={() => update({ new: null })} />}
    </>
  );
}


function CampaignsTable({
  rows,
  preview,
  status,
  sort,
  onSort,
  empty,
}: {
  rows: TCampaignListItem[];
  /** Example rows: no links or actions. */
  preview: boolean;
  status: ReturnType<typeof listStatus>;
  sort: TSort<TCampaignSort>;
  onSort: (s: TSort<TCampaignSort>) => void;
  empty: string;
}) {
  const th = (label: string, key: TCampaignSort) => <SortableTh label={label} sortKey={key} sort={sort} onSort={onSort} />;
  return (
    <DataTable
      label="Campaigns"
      cols={6}
      minWidth={760}
      status={status}
      texts={{ empty, emptyTestId: 'campaigns-empty' }}
      testId="campaigns-table"
      head={
        <>
          {th('Campaign', 'name')}
          {th('Status', 'status')}
          {th('Type', 'type')}
          <Table.Th>Statistics</Table.Th>
          {th('Created', 'created_at')}
          <Table.Th>Actions</Table.Th>
        </>
      }
    >
      {rows.map((c) => (
        <CampaignRow key={c.id} c={c} preview={preview} />
      ))}
    </DataTable>
  );
}

function CampaignRow({ c, preview }: { c: TCampaignListItem; preview: boolean }) {
  const s = c.statistics;
  const page = c.type === 'reviews' ? 'review page' : 'claim page';
  return (
    <Table.Tr data-testid="campaign-row">
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={c.image_url} alt="" radius="sm" size={40}>
            {c.name.slice(0, 1).toUpperCase()}
          </Avatar>
          {preview ? (
            <Text fw={600} size="sm">
              {c.name}
            </Text>
          ) : (
            <Anchor component={Link} to={`/campaigns/${c.id}`} fw={600} size="sm">
              {c.name}
            </Anchor>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLORS[c.status]} variant="light" data-testid="campaign-status">
          {STATUS_LABELS[c.status]}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{TYPE_LABELS[c.type]}</Text>
        <Text size="xs" c="dimmed">
          {REWARD_LABELS[c.reward_type]} · {PRIVACY_LABELS[c.privacy]}
        </Text>
      </Table.Td>
      <Table.Td data-testid="campaign-stats">
        <Stack gap={0}>
          <Text size="sm">Invites: {s.sends.toLocaleString('en-GB')}</Text>
          <Text size="sm">
            {s.claims_label}: {s.confirmed.toLocaleString('en-GB')}
          </Text>
          <Text size="sm">Total Spent: {formatPounds(s.spent_ev)}</Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{listDate(c.created_at)}</Text>
      </Table.Td>
      <Table.Td>
        {preview ? (
          <Text size="xs" c="dimmed">
            Example
          </Text>
        ) : (
          <Stack gap={6} align="flex-start">
            <Button component={Link} to={`/campaigns/${c.id}`} size="xs" variant="light" aria-label={`View Campaign ${c.name}`}>
              View Campaign
            </Button>
            <Anchor href={c.registration_page} target="_blank" rel="noopener noreferrer" size="sm" aria-label={`Open the ${page} of ${c.name} (opens in a new tab)`}>
              <Group gap={2} wrap="nowrap">
                {page === 'review page' ? 'Review page' : 'Claim page'}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
