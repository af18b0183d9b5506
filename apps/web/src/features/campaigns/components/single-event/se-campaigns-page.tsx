import { Anchor, Button, Card, Group, Table, Text } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZE_DEFAULT, TABLE_PAGE_SIZES } from '@gifthub/shared/constants';
import type { TSeCampaignListItem } from '@gifthub/shared/se-campaigns';
import { DataTable, listStatus } from '../../../../components/data-table';
import { changeParams, PagingFooter, queryPaging, readPerPage, usePerPage } from '../../../../components/list-controls';
import { lazyModal } from '../../../../components/lazy-modal';
import { PageHeader } from '../../../../components/page-header';
import { ProGate } from '../../../../components/pro-gate';
import { WriteButton } from '../../../../components/write-button';
import { listDate } from '../../../../lib/dates';
import { useSession } from '../../../../lib/session';
import { useSeCampaigns } from '../../api/se-campaigns';
import { priceText } from './se-campaign-labels';
import { SeStatusBadge } from '../../../../domain/se-campaigns/se-status-badge';

const RequestSeCampaignModal = lazyModal(() => import('./request-se-campaign-modal').then((m) => m.RequestSeCampaignModal));

export const SE_TITLE = 'Single-Event Campaigns';
export const EMPTY_SE = 'Your team has not requested any single-event campaigns yet.';
export const SE_PREVIEW_NOTE = 'This is a preview. With the Pro plan your team asks for the boxes of a one-off event, we send a quote, and you follow it to delivery here.';

/** Example rows for a team without Pro whose list is empty (spec 3 §1: the campaigns area is a preview). */
const PREVIEW_ROWS: TSeCampaignListItem[] = [
  { id: -1, team_id: 0, name: 'Client Summer Party', boxes_count: 150, total_price: 6750, status: 'quoted', created_at: '2026-05-04T09:00:00Z', files_count: 2 },
  { id: -2, team_id: 0, name: 'Annual Conference Welcome Boxes', boxes_count: 400, total_price: 15200, status: 'completed', created_at: '2026-02-10T09:00:00Z', files_count: 1 },
];

/**
 * /campaigns/events: the team's single-event campaigns, newest first, paged (50 unless the WSPerPage-se-campaigns
 * cookie or the query says otherwise), with Request Single-Event Campaign for Pro teams (the demo prompts sign-up).
 */
export function SeCampaignsPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const [cookiePerPage, setPerPage] = usePerPage('se-campaigns', TABLE_PAGE_SIZES, PAGE_SIZE_DEFAULT);
  const perPage = readPerPage(params, TABLE_PAGE_SIZES, cookiePerPage);
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useSeCampaigns(session.teamId, { page, per_page: perPage });
  const update = (changes: Record<string, string | null>) => setParams((prev) => changeParams(prev, changes));
  const loaded = list.data?.data ?? [];
  const preview = !session.pro && list.data !== undefined && loaded.length === 0;
  const rows = preview ? PREVIEW_ROWS : loaded;

  return (
    <>
      <Anchor component={Link} to="/campaigns" size="sm" mb="xs" display="inline-block">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} /> All campaigns
        </Group>
      </Anchor>
      <PageHeader
        title={SE_TITLE}
        description="One-off events of boxes: tell us what you need, we send a quote, you accept it and we produce and deliver."
        actions={
          session.pro ? (
            <WriteButton leftSection={<IconPlus size={16} />} onClick={() => update({ new: '1' })}>
              Request Single-Event Campaign
            </WriteButton>
          ) : undefined
        }
      />
      {!session.pro && (
        <>
          <ProGate feature="singleEventCampaigns" />
          <Text size="sm" c="dimmed" mb="md" data-testid="se-preview">
            {SE_PREVIEW_NOTE}
          </Text>
        </>
      )}
      <Card withBorder radius="md" padding="md">
        {preview && (
          <Text size="sm" fw={600} mb="xs">
            Example campaigns
          </Text>
        )}
        <DataTable
          label={SE_TITLE}
          cols={7}
          minWidth={700}
          status={listStatus(list, rows.length)}
          texts={{ empty: EMPTY_SE, emptyTestId: 'se-empty', failed: 'The single-event campaigns could not be loaded.' }}
          testId="se-campaigns-table"
          head={
            <>
              <Table.Th>Campaign</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Boxes</Table.Th>
              <Table.Th>Total Price</Table.Th>
              <Table.Th>Files</Table.Th>
              <Table.Th>Requested</Table.Th>
              <Table.Th>Actions</Table.Th>
            </>
          }
        >
          {rows.map((c) => (
            <SeRow key={c.id} c={c} preview={preview} />
          ))}
        </DataTable>
        {list.data && !preview && (
          <PagingFooter meta={list.data.meta} shown={rows.length} noun="single-event campaigns" perPage={perPage} {...queryPaging(update, setPerPage)} sizes={TABLE_PAGE_SIZES} />
        )}
      </Card>
      {session.pro && <RequestSeCampaignModal opened={params.get('new') !== null} onClose={() => update({ new: null })} />}
    </>
  );
}

function SeRow({ c, preview }: { c: TSeCampaignListItem; preview: boolean }) {
  const to = `/campaigns/events/${c.id}`;
  return (
    <Table.Tr data-testid="se-row">
      <Table.Td>
        {preview ? (
          <Text fw={600} size="sm">
            {c.name}
          </Text>
        ) : (
          <Anchor component={Link} to={to} fw={600} size="sm">
            {c.name}
          </Anchor>
        )}
      </Table.Td>
      <Table.Td>
        <SeStatusBadge status={c.status} testId="se-status" />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{c.boxes_count.toLocaleString('en-GB')}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={c.total_price === null ? 'dimmed' : undefined} data-testid="se-price">
          {priceText(c.total_price, c.status)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{c.files_count}</Text>
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
          <Button component={Link} to={to} size="xs" variant="light" aria-label={`View ${c.name}`}>
            View
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
