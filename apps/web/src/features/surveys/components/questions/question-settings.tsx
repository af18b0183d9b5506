import { Select, Stack, Switch } from '@mantine/core';
import { CHOICE_TYPES, DATE_FORMATS, DATE_SEPARATORS, OPINION_MAX, OTHER_OPTION_TYPES, RATING_MAX, type TDateFormat, type TDateSeparator } from '@gifthub/shared/survey-rules';
import type { TQuestion } from '@gifthub/shared/surveys';
import { usePublishQuestion } from '../../api/question-publish';
import { AutosaveField } from './autosave-field';
import type { TEditor } from './use-editor';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
/** The max values a scale may have (spec 2 §5): opinion scale 5 to 10, rating 3 to 10 stars. */
export const MAX_VALUES = { 'opinion-scale': range(OPINION_MAX.min, OPINION_MAX.max), rating: range(RATING_MAX.min, RATING_MAX.max) };
const formatLabel = (f: TDateFormat, sep: string) => ({ DDMMYYYY: ['DD', 'MM', 'YYYY'], MMDDYYYY: ['MM', 'DD', 'YYYY'], YYYYMMDD: ['YYYY', 'MM', 'DD'] })[f].join(sep);

/** A question page's settings (spec 2 §2, §5): required, layout, Other option, scale, stars, yes/no labels, date. */
export function QuestionSettings({ editor, question: q }: { editor: TEditor; question: TQuestion }) {
  const set = (body: Parameters<TEditor['changeQuestion']>[1]) => editor.changeQuestion(q.id, body);
  const save = (body: Parameters<TEditor['saveQuestion']>[1]) => editor.saveQuestion(q.id, body);
  const publish = usePublishQuestion(editor.ref);
  return (
    <Stack gap="sm">
      {/* A survey's question is published or not (a template's always is): unpublished, respondents are not asked it. */}
      {editor.ref.teamId !== null && (
        <Switch
          label="Published"
          description="Off: the page shows without this question to respondents."
          checked={q.active !== false}
          disabled={publish.isPending}
          onChange={(e) => publish.mutate({ questionId: q.id, on: e.currentTarget.checked })}
        />
      )}
      <Switch label="Required To Answer" checked={q.required} onChange={(e) => set({ required: e.currentTarget.checked })} />
      {CHOICE_TYPES.includes(q.type) && <Switch label="Vertical Alignment" checked={q.vertical} onChange={(e) => set({ vertical: e.currentTarget.checked })} />}
      {OTHER_OPTION_TYPES.includes(q.type) && <Switch label="Other Option" checked={q.other_option} onChange={(e) => set({ other_option: e.currentTarget.checked })} />}
      {q.type === 'opinion-scale' && (
        <>
          <Select
            label="Start from"
            data={['0', '1']}
            value={q.start_from_zero ? '0' : '1'}
            allowDeselect={false}
            onChange={(v) => v !== null && set({ start_from_zero: v === '0' })}
          />
          <Select label="Max value" data={MAX_VALUES['opinion-scale']} value={String(q.max_value ?? OPINION_MAX.default)} allowDeselect={false} onChange={(v) => v && set({ max_value: Number(v) })} />
          <AutosaveField key={`min${q.id}`} inline={false} label="Min label" value={q.min_label} maxLength={60} onSave={(min_label) => save({ min_label })} />
          <AutosaveField key={`max${q.id}`} inline={false} label="Max label" value={q.max_label} maxLength={60} onSave={(max_label) => save({ max_label })} />
        </>
      )}
      {q.type === 'rating' && (
        <Select label="Stars" data={MAX_VALUES.rating} value={String(q.max_value ?? RATING_MAX.default)} allowDeselect={false} onChange={(v) => v && set({ max_value: Number(v) })} />
      )}
      {q.type === 'boolean' && (
        <>
          <AutosaveField key={`yes${q.id}`} inline={false} label="Yes label" value={q.yes_value} maxLength={60} onSave={(yes_value) => save({ yes_value })} />
          <AutosaveField key={`no${q.id}`} inline={false} label="No label" value={q.no_value} maxLength={60} onSave={(no_value) => save({ no_value })} />
        </>
      )}
      {q.type === 'date' && (
        <>
          <Select
            label="Date format"
            data={DATE_FORMATS.map((f) => ({ value: f, label: formatLabel(f, q.separator) }))}
            value={q.format}
            allowDeselect={false}
            onChange={(v) => v && set({ format: v as TDateFormat })}
          />
          <Select label="Separator" data={[...DATE_SEPARATORS]} value={q.separator} allowDeselect={false} onChange={(v) => v && set({ separator: v as TDateSeparator })} />
        </>
      )}
    </Stack>
  );
}
