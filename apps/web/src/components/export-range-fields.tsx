import { useState } from 'react';
import { Button, NumberInput, Radio, SimpleGrid, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { defaultExportRange, EXPORT_MIN_DATE, exportRangeFormErrors } from '@gifthub/shared/export-range';

/** The range an export downloads: days (YYYY-MM-DD) or ids, both ends included. */
export type TExportRange = { mode: 'date'; start: string; end: string } | { mode: 'id'; start: number; end: number };

/** The range fields every export form has (shared/export-range): by date (from 2020-01-01) or by ID (1 to the latest). */
export type TExportRangeValues = { mode: 'date' | 'id'; dateStart: string | null; dateEnd: string | null; idStart: number | string; idEnd: number | string };

type TProps<T extends TExportRangeValues> = {
  form: UseFormReturnType<T>;
  /** The last day offered (today). */
  maxDate: string;
  /** The newest id, when known: End ID shows it while left empty. */
  latestId: number | null;
  /** What the ids count ('Transaction', 'Response'). */
  noun: string;
};

/** Export by: a date range (two calendars) or an ID range (two numbers, with the IDs there are). */
export function ExportRangeFields<T extends TExportRangeValues>({ form, maxDate, latestId, noun }: TProps<T>) {
  const values = form.getValues();
  const idEnd = values.idEnd === '' ? (latestId ?? '') : values.idEnd;
  return (
    <>
      <Radio.Group label="Export by" {...form.getInputProps('mode')}>
        <Group mt={6}>
          <Radio value="date" label="Date range" />
          <Radio value="id" label="ID range" />
        </Group>
      </Radio.Group>
      {values.mode === 'date' ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DatePickerInput
            label="Start date"
            valueFormat="DD/MM/YYYY"
            minDate={EXPORT_MIN_DATE}
            maxDate={maxDate}
            required
            // The calendar is a dialog; Mantine's input takes the id its name would come from.
            popoverProps={{ withinPortal: true, attributes: { dropdown: { 'aria-label': 'Choose the start date' } } }}
            {...form.getInputProps('dateStart')}
          />
          <DatePickerInput
            label="End date"
            valueFormat="DD/MM/YYYY"
            minDate={values.dateStart ?? EXPORT_MIN_DATE}
            maxDate={maxDate}
            required
            popoverProps={{ withinPortal: true, attributes: { dropdown: { 'aria-label': 'Choose the end date' } } }}
            {...form.getInputProps('dateEnd')}
          />
        </SimpleGrid>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput label="Start ID" min={1} max={latestId ?? undefined} allowDecimal={false} allowNegative={false} required {...form.getInputProps('idStart')} />
            <NumberInput label="End ID" min={1} max={latestId ?? undefined} allowDecimal={false} allowNegative={false} required {...form.getInputProps('idEnd')} value={idEnd} />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {noun} IDs from 1 to {latestId ?? '…'}.
          </Text>
        </>
      )}
    </>
  );
}

/**
 * A CSV export's whole form: the range (one month ago to today by default; ids 1 to the latest), checked by the shared
 * rules, then onExport (the download); Cancel and Download CSV. A failed download keeps the form open to retry (the
 * alert catalogue has said why).
 */
export function ExportRangeForm({ latestId, noun, onExport, onClose }: { latestId: number | null; noun: string; onExport: (range: TExportRange) => Promise<unknown>; onClose: () => void }) {
  const range = defaultExportRange(new Date());
  const [busy, setBusy] = useState(false);
  const latest = latestId ?? 1;
  const endOf = (v: TExportRangeValues) => (v.idEnd === '' && latestId !== null ? latestId : v.idEnd);
  const form = useForm<TExportRangeValues>({
    initialValues: { mode: 'date', dateStart: range.start, dateEnd: range.end, idStart: 1, idEnd: '' },
    validate: (v) => exportRangeFormErrors({ ...v, idEnd: endOf(v) }, latest),
  });
  const submit = form.onSubmit(async (v) => {
    setBusy(true);
    try {
      await onExport(v.mode === 'date' ? { mode: 'date', start: v.dateStart!, end: v.dateEnd! } : { mode: 'id', start: Number(v.idStart), end: Number(endOf(v)) });
      onClose();
    } catch {
      // The alert catalogue has shown the failure; the form stays open to retry.
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <ExportRangeFields form={form} maxDate={range.end} latestId={latestId} noun={noun} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Download CSV
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
