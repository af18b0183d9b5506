import { NumberInput, Radio, SimpleGrid, Group, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { EXPORT_MIN_DATE } from '@gifthub/shared/export-range';

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
