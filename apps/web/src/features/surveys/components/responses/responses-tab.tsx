import { useMemo, useState } from 'react';
import { Badge, Button, Card, CloseButton, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { RESPONSES_PAGE_SIZES, RESPONSES_PER_PAGE, responsesTexts } from '@gifthub/shared/survey-responses';
import type { TSurvey } from '@gifthub/shared/surveys';
import { listStatus } from '../../../../components/data-table';
import { changeParams, PagingFooter, queryPaging, readPerPage, readSort, sortParams, usePerPage, type TSort } from '../../../../components/list-controls';
import { useSession } from '../../../../lib/session';
import { useResponses } from '../../api/responses-list';
import { useSources } from '../../api/source-list';
import { useSurveysWritable } from '../surveys-access';
import { ResponsesExportModal, type TListFilters } from './export-modal';
import { ResponseDrawer } from './response-drawer';
import { AnswerFilterForm, ColumnsMenu, SourceAndCompletion } from './responses-filters';
import {
  apiSort,
  columnsOf,
  filterAnswerLabel,
  filterOf,
  listSearch,
  questionLabel,
  responsePath,
  responsesPath,
  sortKeys,
  surveyQuestions,
  useHiddenColumns,
  type TAnswerFilter,
} from './responses-model';
import { ResponsesTable } from './responses-table';

/**
 * The Responses tab (spec 2 §2, §4, §8): the survey's responses with sort, answer, completion and source filters,
 * hideable columns (remembered), a side panel per response with its notes, and the export. The address holds it all:
 * /surveys/{id}/responses?source=…, …/responses/question/{questionId}/{answer} (filtered) and …/responses/{responseId}.
 */
export function ResponsesTab({ survey }: { survey: TSurvey }) {
  if (survey.started_responses_count === 0 && survey.complete_responses_count === 0)
    return (
      <Card withBorder radius="md" padding="lg" data-testid="survey-responses">
        <Text c="dimmed" data-testid="responses-empty">
          {responsesTexts.noResponses}
        </Text>
      </Card>
    );
  return <ResponsesList survey={survey} />;
}

function ResponsesList({ survey }: { survey: TSurvey }) {
  const { teamId } = useSession();
  const writable = useSurveysWritable();
  const navigate = useNavigate();
  const params = useParams<{ questionId?: string; answer?: string; responseId?: string }>();
  const [rawSearch] = useSearchParams();
  const search = listSearch(rawSearch);
  const filter = filterOf(params, rawSearch);
  const responseId = params.responseId && /^\d+$/.test(params.responseId) ? Number(params.responseId) : null;
  const questions = useMemo(() => surveyQuestions(survey), [survey]);
  const columns = useMemo(() => columnsOf(questions), [questions]);
  const [hidden, toggleColumn] = useHiddenColumns(survey.id);
  const shown = columns.filter((c) => !hidden.has(c.key));
  const sort = readSort(search, sortKeys(questions));
  const [remembered, setPerPage] = usePerPage('survey-responses', RESPONSES_PAGE_SIZES, RESPONSES_PER_PAGE);
  const perPage = readPerPage(search, RESPONSES_PAGE_SIZES, remembered);
  const source = search.get('source');
  const complete = search.get('complete') === 'true' || search.get('complete') === 'false' ? search.get('complete') : null;
  const list = useResponses(teamId, survey.id, {
    page: Number(search.get('page')) || 1,
    per_page: perPage,
    ...apiSort(sort),
    source: source ?? undefined,
    complete: complete ?? undefined,
    answer: filter ? `${filter.questionId}:${filter.answer}` : undefined,
  });
  const sources = useSources(teamId, survey.id);
  const [exporting, setExporting] = useState(false);

  const go = (next: URLSearchParams, f: TAnswerFilter | null = filter) => void navigate(responsesPath(survey.id, f, next));
  const update = (changes: Record<string, string | null>) => go(changeParams(search, changes));
  const clearAll = () => go(changeParams(search, { source: null, complete: null }), null);
  const rows = list.data?.data ?? [];
  const answerFiltered = filter !== null || complete !== null;
  // Inside the table's message paragraph: phrasing content only.
  const empty = answerFiltered ? (
    <>
      {responsesTexts.noMatch}
      <br />
      <Button size="xs" variant="light" mt="xs" onClick={clearAll}>
        {responsesTexts.clearAll}
      </Button>
    </>
  ) : (
    responsesTexts.noneYet
  );
  const filterQuestion = filter ? questions.find((q) => q.id === filter.questionId) : undefined;
  const exportFilters: TListFilters = {
    ...(source ? { source } : {}),
    ...(complete ? { complete: complete === 'true' } : {}),
    ...(filter ? { answers: [{ question_id: filter.questionId, answer: filter.answer }] } : {}),
  };

  return (
    <Stack gap="md" data-testid="survey-responses">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SourceAndCompletion sources={sources.data?.data ?? []} source={source} complete={complete} onChange={update} />
          <AnswerFilterForm key={filter ? `${filter.questionId}:${filter.answer}` : 'none'} questions={questions} current={filter} onApply={(f) => go(changeParams(search, {}), f)} />
        </Group>
        <Group gap="sm">
          <ColumnsMenu columns={columns} hidden={hidden} onToggle={toggleColumn} />
          <Button leftSection={<IconDownload size={16} />} onClick={() => setExporting(true)}>
            Export
          </Button>
        </Group>
      </Group>
      {(filter || complete || source) && (
        <Group gap="xs" data-testid="responses-active-filters">
          {filter && (
            <Badge variant="light" size="lg" tt="none" rightSection={<CloseButton size="xs" aria-label="Remove the answer filter" onClick={() => go(search, null)} />}>
              {filterQuestion ? questionLabel(filterQuestion, questions.indexOf(filterQuestion)) : 'Question'}: {filterAnswerLabel(filterQuestion, filter.answer)}
            </Badge>
          )}
          <Button size="xs" variant="subtle" onClick={clearAll}>
            {responsesTexts.clearAll}
          </Button>
        </Group>
      )}
      <ResponsesTable
        columns={shown}
        rows={rows}
        sort={sort}
        onSort={(s: TSort<string>) => update(sortParams(s))}
        onOpen={(id) => void navigate(responsePath(survey.id, id, filter, search))}
        status={listStatus(list, rows.length)}
        busy={list.isFetching && !list.isPending}
        empty={empty}
      />
      <PagingFooter meta={list.data?.meta} shown={rows.length} noun="responses" perPage={perPage} sizes={RESPONSES_PAGE_SIZES} {...queryPaging(update, setPerPage)} />
      <ResponseDrawer surveyId={survey.id} responseId={responseId} questions={questions} writable={writable} onClose={() => go(search)} />
      <ResponsesExportModal
        opened={exporting}
        onClose={() => setExporting(false)}
        surveyId={survey.id}
        visibleQuestions={shown.flatMap((c) => (c.question ? [c.question.id] : []))}
        filters={exportFilters}
      />
    </Stack>
  );
}
