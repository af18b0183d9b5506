import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { defaultExportRange, exportRangeFormErrors } from '@gifthub/shared/export-range';
import { useSession } from '../../../lib/session';
import { exportTransactions } from '../api/export-transactions';
import { latestTransactionIdQuery } from '../api/get-transactions';
import type { TLedgerKind } from '../../../domain/ledger/components/ledger-table';
import { ExportRangeFields, type TExportRangeValues } from '../../../components/export-range-fields';

type TValues = TExportRangeValues;

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
        <ExportRangeFields form={form} maxDate={today()} latestId={latest.data ?? null} noun="Transaction" />
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
