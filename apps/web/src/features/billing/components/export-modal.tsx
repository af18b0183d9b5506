import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { EXPORT_MIN_DATE, defaultExportRange, exportRangeFormErrors } from '@gifthub/shared/export-range';
import { useSession } from '../../../lib/session';
import { exportTransactions } from '../api/export-transactions';
import { latestTransactionIdQuery } from '../api/get-transactions';
import type { TLedgerKind } from '../../../domain/ledger/components/ledger-table';

type TValues = { mode: 'date' | 'id'; dateStart: string | null; dateEnd: string | null; idStart: number | string; idEnd: number | string };

// The same calendar (UTC) as the shared defaults and the API's date filter.
const today = () => defaultExportRange(new Date()).end;
export const defaultExportDates = () => {
  const r = defaultExportRange(new Date());
  return { dateStart: r.start, dateEnd: r.end };
};

/** Date range: min 2020-01-01, end not before start. Id range: 1 to the latest id, end not before start (shared/export-range). */
export const validateExport = (v: TValues, latestId: number): Partial<Record<keyof TValues, string>> => exportRangeFormErrors(v, latestId);

/** Generate CSV Export: the 'Choose Date Range' modal, by date range or by id range; downloads the CSV. */
export function ExportModal({ kind, opened, onClose }: { kind: TLedgerKind; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Choose Date Range">
      {opened && <ExportForm kind={kind} onClose={onClose} />}
    </Modal>
  );
}

function ExportForm({ kind, onClose }: { kind: TLedgerKind; onClose: () => void }) {
  const { teamId } = useSession();
  const latest = useQuery(latestTransactionIdQuery(teamId, kind));
  const latestId = latest.data ?? 1;
  const [busy, setBusy] = useState(false);
  const form = useForm<TValues>({
    initialValues: { mode: 'date', ...defaultExportDates(), idStart: 1, idEnd: '' },
    validate: (v) => validateExport({ ...v, idEnd: v.idEnd === '' && latest.data ? latestId : v.idEnd }, latestId),
  });
  const idEnd = form.values.idEnd === '' ? (latest.data ?? '') : form.values.idEnd;

  const submit = form.onSubmit(async (v) => {
    setBusy(true);
    try {
      await exportTransactions(
        teamId,
        kind,
        v.mode === 'date' ? { mode: 'date', start: v.dateStart!, end: v.dateEnd! } : { mode: 'id', start: Number(v.idStart), end: Number(idEnd) },
      );
      onClose();
    } catch {
      // The alert catalogue has shown the failure; the modal stays open to retry.
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Radio.Group label="Export by" {...form.getInputProps('mode')}>
          <Group mt={6}>
            <Radio value="date" label="Date range" />
            <Radio value="id" label="ID range" />
          </Group>
        </Radio.Group>
        {form.values.mode === 'date' ? (
          <SimpleGrid cols={2}>
            <DatePickerInput
              label="Start date"
              valueFormat="DD/MM/YYYY"
              minDate={EXPORT_MIN_DATE}
              maxDate={today()}
              required
              // The calendar is a dialog; Mantine's input takes the id its name would come from.
              popoverProps={{ withinPortal: true, attributes: { dropdown: { 'aria-label': 'Choose the start date' } } }}
              {...form.getInputProps('dateStart')}
            />
            <DatePickerInput
              label="End date"
              valueFormat="DD/MM/YYYY"
              minDate={form.values.dateStart ?? EXPORT_MIN_DATE}
              maxDate={today()}
              required
              popoverProps={{ withinPortal: true, attributes: { dropdown: { 'aria-label': 'Choose the end date' } } }}
              {...form.getInputProps('dateEnd')}
            />
          </SimpleGrid>
        ) : (
          <>
            <SimpleGrid cols={2}>
              <NumberInput label="Start ID" min={1} max={latestId} allowDecimal={false} allowNegative={false} required {...form.getInputProps('idStart')} />
              <NumberInput
                label="End ID"
                min={1}
                max={latestId}
                allowDecimal={false}
                allowNegative={false}
                required
                {...form.getInputProps('idEnd')}
                value={idEnd}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              Transaction IDs from 1 to {latest.data ?? '…'}.
            </Text>
          </>
        )}
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
