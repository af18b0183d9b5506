import { useState } from 'react';
import { Button, Checkbox, Group, Popover, Select, Stack, TextInput } from '@mantine/core';
import { IconColumns, IconFilter } from '@tabler/icons-react';
import { OWN_LINK_SOURCE, responsesTexts } from '@gifthub/shared/survey-responses';
import type { TQuestion, TSurveySource } from '@gifthub/shared/surveys';
import { answerChoices, questionLabel, type TAnswerFilter, type TColumn } from './responses-model';

const COMPLETION = [
  { value: 'all', label: 'All responses' },
  { value: 'true', label: 'Complete' },
  { value: 'false', label: 'Incomplete' },
];

/** Source and completion filters: the query string's `source` and `complete`. */
export function SourceAndCompletion({
  sources,
  source,
  complete,
  onChange,
}: {
  sources: TSurveySource[];
  source: string | null;
  complete: string | null;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  const sourceData = [{ value: 'all', label: 'All sources' }, { value: OWN_LINK_SOURCE, label: responsesTexts.ownLink }, ...sources.map((s) => ({ value: String(s.id), label: s.name }))];
  return (
    <>
      <Select
        label="Source"
        data={sourceData}
        value={source ?? 'all'}
        onChange={(v) => onChange({ source: v && v !== 'all' ? v : null })}
        allowDeselect={false}
        w={{ base: '100%', xs: 190 }}
        data-testid="responses-source"
      />
      <Select
        label="Completion"
        data={COMPLETION}
        value={complete ?? 'all'}
        onChange={(v) => onChange({ complete: v && v !== 'all' ? v : null })}
        allowDeselect={false}
        w={{ base: '100%', xs: 170 }}
        data-testid="responses-completion"
      />
    </>
  );
}

/** Filter by answer: a question, then one of its answers (or text a free answer holds); applied as the filtered route. */
export function AnswerFilterForm({ questions, current, onApply }: { questions: TQuestion[]; current: TAnswerFilter | null; onApply: (f: TAnswerFilter) => void }) {
  const [questionId, setQuestionId] = useState<string | null>(current ? String(current.questionId) : null);
  const [answer, setAnswer] = useState(current?.answer ?? '');
  const question = questions.find((q) => String(q.id) === questionId);
  const choices = question ? answerChoices(question) : null;
  const apply = () => {
    if (question && answer.trim()) onApply({ questionId: question.id, answer: answer.trim() });
  };
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label="Question"
        placeholder="Choose a question"
        data={questions.map((q, i) => ({ value: String(q.id), label: questionLabel(q, i) }))}
        value={questionId}
        onChange={(v) => {
          setQuestionId(v);
          setAnswer('');
        }}
        w={{ base: '100%', xs: 240 }}
        data-testid="filter-question"
        comboboxProps={{ withinPortal: true }}
      />
      {choices ? (
        <Select label="Answer" placeholder="Choose an answer" data={choices} value={answer || null} onChange={(v) => setAnswer(v ?? '')} w={{ base: '100%', xs: 200 }} data-testid="filter-answer" />
      ) : (
        <TextInput
          label="Answer contains"
          value={answer}
          onChange={(e) => setAnswer(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && apply()}
          disabled={!question}
          w={{ base: '100%', xs: 200 }}
          data-testid="filter-answer-text"
        />
      )}
      <Button variant="default" leftSection={<IconFilter size={16} />} onClick={apply} disabled={!question || !answer.trim()}>
        Filter
      </Button>
    </Group>
  );
}

/** Hide columns: a checkbox per column, remembered per survey (useHiddenColumns). */
export function ColumnsMenu({ columns, hidden, onToggle }: { columns: TColumn[]; hidden: Set<string>; onToggle: (key: string) => void }) {
  return (
    <Popover position="bottom-end" withinPortal shadow="md">
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        <Stack gap="xs" role="group" aria-label="Shown columns" data-testid="responses-columns">
          {columns.map((c) => (
            <Checkbox key={c.key} label={c.label} checked={!hidden.has(c.key)} onChange={() => onToggle(c.key)} size="sm" />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
