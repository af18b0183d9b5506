import { useState } from 'react';
import { Card, Group, Select, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE_DEFAULT, TABLE_PAGE_SIZES } from '@gifthub/shared/constants';
import { SURVEY_CATEGORIES, type TSurveyCategory } from '@gifthub/shared/survey-rules';
import { SURVEY_SORTS } from '@gifthub/shared/surveys';
import { listStatus } from '../../../components/data-table';
import { DeletedSwitch } from '../../../components/deleted-actions';
import { lazyModal } from '../../../components/lazy-modal';
import { changeParams, PagingFooter, QuerySearchBox, queryPaging, readPerPage, readSort, sortParams, usePerPage } from '../../../components/list-controls';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session';
import { useSurveys, type TSurveySort, type TSurveysParams } from '../api/survey-list';
import { PREVIEW_SURVEYS } from './preview-surveys';
import { CATEGORY_OPTIONS } from './survey-labels';
import { SurveysAccess, SurveysReadOnlyNotice, useSurveysWritable } from './surveys-access';
import { SurveysTable } from './surveys-table';
import { WelcomeBanner } from './welcome-banner';
import { WriteButton } from '../../../components/write-button';

const CreateSurveyModal = lazyModal(() => import('./create-survey-modal').then((m) => m.CreateSurveyModal));

export const EMPTY_SURVEYS = 'Your team has no surveys yet. Create one to get started.';
export const EMPTY_FILTERED_SURVEYS = 'There are no surveys that match your filters.';
export const EMPTY_DELETED_SURVEYS = 'There are no deleted surveys.';

/** /surveys and /surveys/dashboard (spec 2 §2): the team's surveys, with the welcome banner and Create Survey. */
export function SurveysPage() {
  return (
    <SurveysAccess title="Surveys">
      <SurveysList />
    </SurveysAccess>
  );
}

/** The list's paging, sorting, search, category and Deleted filter live in the query string. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const [cookiePerPage, setPerPage] = usePerPage('surveys', TABLE_PAGE_SIZES, PAGE_SIZE_DEFAULT);
  const perPage = readPerPage(params, TABLE_PAGE_SIZES, cookiePerPage);
  const sort = readSort<TSurveySort>(params, SURVEY_SORTS);
  const rawCategory = params.get('category');
  const category = (SURVEY_CATEGORIES as readonly string[]).includes(rawCategory ?? '') ? (rawCategory as TSurveyCategory) : undefined;
  const query: TSurveysParams = {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    per_page: perPage,
    ...sort,
    q: params.get('q')?.trim() || undefined,
    category,
    deleted: params.get('deleted') === 'true' || undefined,
    'get-pages': true,
    'get-theme': true,
  };
  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => changeParams(prev, changes));
  return { query, sort, perPage, setPerPage, update };
}

function SurveysList() {
  const session = useSession();
  const writable = useSurveysWritable();
  const [creating, setCreating] = useState(false);
  const { query, sort, perPage, setPerPage, update } = useListParams();
  // A team without Pro may be refused the list: it then sees the examples, with no alert.
  const list = useSurveys(session.teamId, query, !session.pro);
  const filtered = query.q !== undefined || query.category !== undefined;
  const deleted = query.deleted === true;
  const loaded = list.data?.data ?? [];
  const preview = !session.pro && (list.isError || (list.data !== undefined && loaded.length === 0)) && !filtered && !deleted;
  const rows = preview ? PREVIEW_SURVEYS : loaded;
  const status = preview ? { empty: false } : listStatus(list, rows.length);

  return (
    <>
      <PageHeader
        title="Surveys"
        description="Build surveys, publish them and see how people answer."
        actions={
          writable ? (
            <WriteButton leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              Create Survey
            </WriteButton>
          ) : undefined
        }
      />
      <SurveysReadOnlyNotice preview />
      <WelcomeBanner />
      <Card withBorder radius="md" padding="md" mb="lg">
        <Group align="flex-end" gap="md" wrap="wrap">
          <QuerySearchBox placeholder="Survey name" w={220} testId="survey-search" value={query.q ?? ''} onSearch={(v) => update({ q: v || null })} />
          <Select label="Category" placeholder="All" data={CATEGORY_OPTIONS} value={query.category ?? null} onChange={(v) => update({ category: v })} clearable clearButtonProps={{ 'aria-label': 'Clear category', 'aria-hidden': false, tabIndex: 0 }} w={170} />
          {writable && (
            <DeletedSwitch noun="surveys" checked={deleted} onChange={(on) => update({ deleted: on ? 'true' : null })} mb={8} />
          )}
        </Group>
      </Card>
      <Card withBorder radius="md" padding="md">
        {preview && (
          <Text size="sm" fw={600} mb="xs" data-testid="preview-examples">
            Example surveys
          </Text>
        )}
        <SurveysTable
          rows={rows}
          mode={preview ? 'preview' : deleted ? 'deleted' : writable ? 'list' : 'read-only'}
          status={status}
          sort={sort}
          onSort={(n) => update(sortParams(n))}
          empty={deleted ? EMPTY_DELETED_SURVEYS : filtered ? EMPTY_FILTERED_SURVEYS : EMPTY_SURVEYS}
        />
        {list.data && !preview && (
          <PagingFooter
            meta={list.data.meta}
            shown={rows.length}
            noun="surveys"
            perPage={perPage}
            {...queryPaging(update, setPerPage)}
            sizes={TABLE_PAGE_SIZES}
          />
        )}
      </Card>
      {writable && <CreateSurveyModal opened={creating} onClose={() => setCreating(false)} />}
    </>
  );
}
