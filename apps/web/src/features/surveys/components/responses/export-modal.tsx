import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { defaultExportRange, exportRangeFormErrors } from '@gifthub/shared/export-range';
import type { TAnswerFilter as TApiAnswerFilter, TExportFormat, TResponsesExport } from '@gifthub/shared/survey-responses';
import { useSession } from '../../../../lib/session';
import { exportResponses } from '../../api/responses-export';
import { useResponses } from '../../api/responses-list';
import { ExportRangeFields, type TExportRangeValues } from '../../../../components/export-range-fields';

type TValues = TExportRangeValues & { questions: 'all' | 'aggregate' | 'visible'; format: TExportFormat };

export const NO_VISIBLE_QUESTIONS = 'Show at least one question column to export the visible ones.';

/** The list's filters that ride along with an export. */
export type TListFilters = { source?: string; complete?: boolean; answers?: TApiAnswerFilter[] };

/** The questions choice, then the range by the shared export-range rules (date from 2020-01-01, end not before start; ids from 1). */
export function validateResponsesExport(v: TValues, visibleCount: number, latestId?: number): Partial<Record<keyof TValues, string>> {
  return { ...(v.questions === 'visible' && visibleCount === 0 ? { questions: NO_VISIBLE_QUESTIONS } : {}), ...exportRangeFormErrors(v, latestId) };
}

/** Export (spec 2 §7): which questions, a date or an ID range, CSV or PDF; saves survey-export.csv or .pdf. */
export function ResponsesExportModal({
  opened,
  onClose,
  surveyId,
  visibleQuestions,
  filters,
  format = 'csv',
}: {
  opened: boolean;
  onClose: () => void;
  surveyId: number;
  visibleQuestions: number[];
  filters: TListFilters;
  /** The format chosen first (the Results tab offers its PDF report). */
  format?: TExportFormat;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Export responses">
      {opened && <ExportForm surveyId={surveyId} visibleQuestions={visibleQuestions} filters={filters} format={format} onClose={onClose} />}
    </Modal>
  );
}

function ExportForm({
  surveyId,
  visibleQuestions,
  filters,
  format,
  onClose,
}: {
  surveyId: number;
  visibleQuestions: number[];
  filters: TListFilters;
  format: TExportFormat;
  onClose: () => void;
}) {
  const { teamId } = useSession();
  // The newest response's id: the ID range's default end.
  const newest = useResponses(teamId, surveyId, { page: 1, per_page: 1, sort: 'date', direction: 'desc' });
  const latestId = newest.data?.data[0]?.id ?? null;
  const [busy, setBusy] = useState(false);
  const range = defaultExportRange(new Date());
  const form = useForm<TValues>({
    initialValues: { questions: 'all', mode: 'date', dateStart: range.start, dateEnd: range.end, idStart: 1, idEnd: '', format },
    // An End ID left empty is the newest response's id.
    validate: (v) => validateResponsesExport({ ...v, idEnd: v.idEnd === '' ? (latestId ?? '') : v.idEnd }, visibleQuestions.length, latestId ?? undefined),
  });
  const idEnd = form.values.idEnd === '' ? (latestId ?? '') : form.values.idEnd;
  const submit = form.onSubmit(async (v) => {
    const body: TResponsesExport = {
      format: v.format,
      questions: v.questions === 'visible' ? visibleQuestions : v.questions,
      filters: {
        ...(v.mode === 'date' ? { 'date-start': v.dateStart!, 'date-end': v.dateEnd! } : { 'id-start': String(v.idStart), 'id-end': String(idEnd) }),
        ...filters,
      },
    };
    setBusy(true);
    try {
      await exportResponses(teamId, surveyId, body);
      onClose();
    } catch {
      // The alert catalogue has shown why; the modal stays open to change the choices.
    } finally {
      setBusy(false);
    }
  });
  const riding = [filters.source && 'source', filters.complete !== undefined && 'completion', filters.answers?.length && 'answer'].filter(Boolean);
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Radio.Group label="Questions" {...form.getInputProps('questions')}>
          <Stack gap={6} mt={6}>
            <Radio value="all" label="All questions" />
            <Radio value="aggregate" label="Aggregable questions only" />
            <Radio value="visible" label={`The visible columns (${visibleQuestions.length})`} />
          </Stack>
        </Radio.Group>
        <ExportRangeFields form={form} maxDate={range.end} latestId={latestId} noun="Response" />
        <Radio.Group label="Format" {...form.getInputProps('format')}>
          <Group mt={6}>
            <Radio value="csv" label="CSV (the responses table)" />
            <Radio value="pdf" label="PDF (the results report)" />
          </Group>
        </Radio.Group>
        {riding.length > 0 && (
          <Text size="xs" c="dimmed" data-testid="export-filters">
            The list&apos;s {riding.join(', ')} filter applies to the export too.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Export
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
