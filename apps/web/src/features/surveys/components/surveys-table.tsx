import { Anchor, Badge, Button, ColorSwatch, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SURVEY_CATEGORY_LABELS } from '@gifthub/shared/survey-rules';
import type { TSurvey } from '@gifthub/shared/surveys';
import { DataTable, type TListStatus } from '../../../components/data-table';
import { DeletedActions } from '../../../components/deleted-actions';
import { SortableTh, type TSort } from '../../../components/list-controls';
import { listDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import type { TSurveySort } from '../api/survey-list';
import { useDeleteSurveyPermanently, useRestoreSurvey } from '../api/survey-restore';
import { count, statusColor, statusLabel, surveyPath } from './survey-labels';

/** list: links and the team's writes; read-only: links only; preview: example rows; deleted: Restore and Delete permanently. */
export type TSurveysTableMode = 'list' | 'read-only' | 'preview' | 'deleted';

/** What Delete permanently says goes with a survey. */
export const SURVEY_PERMANENT_DELETE = 'Its pages, questions, sources and responses are removed and cannot be restored.';

export function SurveysTable({
  rows,
  mode,
  status,
  sort,
  onSort,
  empty,
}: {
  rows: TSurvey[];
  mode: TSurveysTableMode;
  status: TListStatus;
  sort: TSort<TSurveySort>;
  onSort: (s: TSort<TSurveySort>) => void;
  empty: string;
}) {
  const th = (label: string, key: TSurveySort) => <SortableTh label={label} sortKey={key} sort={sort} onSort={onSort} />;
  return (
    <DataTable
      label="Surveys"
      cols={10}
      minWidth={1000}
      status={status}
      texts={{ empty, emptyTestId: 'surveys-empty' }}
      testId="surveys-table"
      head={
        <>
          {th('Survey', 'name')}
          <Table.Th>Category</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th ta="right">Pages</Table.Th>
          <Table.Th>Theme</Table.Th>
          <Table.Th ta="right">Views</Table.Th>
          <Table.Th ta="right">Started</Table.Th>
          <Table.Th ta="right">Complete</Table.Th>
          {th('Created', 'created_at')}
          <Table.Th>Actions</Table.Th>
        </>
      }
    >
      {rows.map((s) => (
        <SurveyRow key={s.id} s={s} mode={mode} />
      ))}
    </DataTable>
  );
}

function SurveyRow({ s, mode }: { s: TSurvey; mode: TSurveysTableMode }) {
  const linked = mode === 'list' || mode === 'read-only';
  return (
    <Table.Tr data-testid="survey-row">
      <Table.Td>
        {linked ? (
          <Anchor component={Link} to={surveyPath(s.id)} fw={600} size="sm">
            {s.name}
          </Anchor>
        ) : (
          <Text fw={600} size="sm">
            {s.name}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{SURVEY_CATEGORY_LABELS[s.category]}</Text>
      </Table.Td>
      <Table.Td>
        <Badge color={statusColor(s.active)} variant="light" data-testid="survey-status">
          {statusLabel(s.active)}
        </Badge>
      </Table.Td>
      <Table.Td ta="right" data-testid="survey-pages">
        {s.pages ? count(s.pages.length) : '—'}
      </Table.Td>
      <Table.Td data-testid="survey-theme">
        <ThemeSample s={s} />
      </Table.Td>
      <Table.Td ta="right" data-testid="survey-views">
        {count(s.responses_count)}
      </Table.Td>
      <Table.Td ta="right" data-testid="survey-started">
        {count(s.started_responses_count)}
      </Table.Td>
      <Table.Td ta="right" data-testid="survey-complete">
        {count(s.complete_responses_count)}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{listDate(s.created_at)}</Text>
      </Table.Td>
      <Table.Td>
        {mode === 'preview' ? (
          <Text size="xs" c="dimmed">
            Example
          </Text>
        ) : mode === 'deleted' ? (
          <SurveyDeletedActions s={s} />
        ) : (
          <Button component={Link} to={surveyPath(s.id)} size="xs" variant="light" aria-label={`View Survey ${s.name}`}>
            View Survey
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** A soft-deleted survey: back into the list, or removed for good after asking. */
function SurveyDeletedActions({ s }: { s: TSurvey }) {
  const { teamId } = useSession();
  const restore = useRestoreSurvey(teamId);
  const remove = useDeleteSurveyPermanently(teamId);
  return (
    <DeletedActions
      name={s.name}
      consequence={SURVEY_PERMANENT_DELETE}
      restoring={restore.isPending}
      deleting={remove.isPending}
      onRestore={() => restore.mutate(s.id)}
      onDelete={() => remove.mutate(s.id)}
    />
  );
}

/** The look the survey's pages wear: its button colour on its page colour, and its question font. */
function ThemeSample({ s }: { s: TSurvey }) {
  const t = s.theme;
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={t.page_bg_color} size={16} aria-hidden>
        <ColorSwatch color={t.button_bg_color} size={8} />
      </ColorSwatch>
      <Text size="sm">{t.question_font}</Text>
    </Group>
  );
}
