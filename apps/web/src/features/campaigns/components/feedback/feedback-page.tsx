import { useState } from 'react';
import { Badge, Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { FEEDBACK_PER_PAGE, feedbackPreview, reviewTexts } from '@gifthub/shared/campaign-reviews';
import { ZFeedbackQuery, type TFeedbackItem, type TFeedbackSort } from '@gifthub/shared/campaign-feedback';
import type { TCampaign } from '@gifthub/shared/campaigns';
import { DataTable, listStatus } from '../../../../components/data-table';
import { PagingFooter, SortableTh, type TSort } from '../../../../components/list-controls';
import { RecipientCell } from '../../../../domain/registrations/components/registration-cells';
import { fullDate } from '../../../../lib/dates';
import { useCampaignFeedback, type TFeedbackParams } from '../../api/get-campaign-feedback';
import { FeedbackDetailModal } from './feedback-detail-modal';

/** The page, sort and direction from the query string (spec 1 §4 Lists), read with the API's own schema; anything it refuses reads as unset. */
function readParams(params: URLSearchParams): TFeedbackParams {
  const parsed = ZFeedbackQuery.safeParse(Object.fromEntries(['page', 'sort', 'direction'].flatMap((k) => (params.has(k) ? [[k, params.get(k)]] : []))));
  const q = parsed.success ? parsed.data : ZFeedbackQuery.parse({});
  return { page: q.page, per_page: FEEDBACK_PER_PAGE, ...(q.sort ? { sort: q.sort, direction: q.direction ?? 'desc' } : {}) };
}

/**
 * Negative Feedback (spec 1 §2, /campaigns/{id}/feedback, reviews campaigns): the negative ratings 10 a page, newest
 * review first or by the customer's last name, each opening Feedback Detail; the footer counts them all.
 */
export function FeedbackPage({ campaign }: { campaign: Pick<TCampaign, 'id'> }) {
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const list = useCampaignFeedback(campaign.id, params);
  const [open, setOpen] = useState<TFeedbackItem | null>(null);
  const rows = list.data?.data ?? [];
  const sort: TSort<TFeedbackSort> = params.sort ? { sort: params.sort, direction: params.direction } : {};
  const go = (next: { page?: number; sort?: TSort<TFeedbackSort> }) => {
    const s = next.sort ?? sort;
    const out = new URLSearchParams();
    if ((next.page ?? 1) > 1) out.set('page', String(next.page));
    if (s.sort) out.set('sort', s.sort);
    if (s.sort && s.direction) out.set('direction', s.direction);
    setSearch(out, { replace: true });
  };

  return (
    <Stack gap="md" data-testid="feedback-page">
      <Title order={2} size="h3">
        {reviewTexts.title}
      </Title>
      <DataTable
        label={reviewTexts.title}
        minWidth={700}
        cols={5}
        testId="feedback-table"
        tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'sm' }}
        busy={list.isPlaceholderData}
        status={listStatus(list, rows.length)}
        texts={{ loading: 'Loading feedback…', failed: 'The feedback could not be loaded. Please try again later.', empty: reviewTexts.empty, emptyTestId: 'feedback-empty' }}
        head={
          <>
            <SortableTh label="Customer" sortKey="last_name" sort={sort} onSort={(s) => go({ sort: s })} />
            <Table.Th miw={130}>Reviewed At</Table.Th>
            <Table.Th>Rating</Table.Th>
            <Table.Th miw={220}>Feedback</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </>
        }
      >
        {rows.map((r) => (
          <Table.Tr key={r.id} data-testid="feedback-row">
            <Table.Td miw={170}>
              <RecipientCell first_name={r.first_name} last_name={r.last_name} email={r.email} company={r.company} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.visited_at ? fullDate(r.visited_at) : '—'}</Table.Td>
            <Table.Td>
              <Badge color={r.rating_label === 'Unknown' ? 'gray' : 'red'} variant="light">
                {r.rating_label}
              </Badge>
            </Table.Td>
            <Table.Td maw={380}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="feedback-preview">
                {feedbackPreview(r.feedback)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Button size="xs" variant="default" onClick={() => setOpen(r)} aria-label={`View Details of ${`${r.first_name} ${r.last_name}`.trim() || r.email}'s feedback`}>
                View Details
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <PagingFooter meta={list.data?.meta} shown={rows.length} onPage={(page) => go({ page })} perPage={FEEDBACK_PER_PAGE} />
      {list.data && (
        <Text size="sm" data-testid="feedback-footer">
          {reviewTexts.footer(list.data.meta.total_capped ? `${(list.data.meta.total - 1).toLocaleString('en-GB')}+` : list.data.meta.total.toLocaleString('en-GB'))}
        </Text>
      )}
      <FeedbackDetailModal item={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
