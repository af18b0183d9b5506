import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { defaultExportRange, exportRangeFormErrors } from '@gifthub/shared/export-range';
import { ExportRangeFields, type TExportRangeValues } from '../../../components/export-range-fields';
import { useSession } from '../../../lib/session';
import { exportOrders } from '../api/warehouse-actions';

/** The CSV export modal (spec 3 §5): a date range (one month ago to today, from 2020-01-01) or ids from 1 to the latest. */
export function ExportOrdersModal({ opened, onClose, latestId }: { opened: boolean; onClose: () => void; latestId: number | null }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Export Orders">
      {opened && <ExportForm onClose={onClose} latestId={latestId} />}
    </Modal>
  );
}

function ExportForm({ onClose, latestId }: { onClose: () => void; latestId: number | null }) {
  const { teamId } = useSession();
  const range = defaultExportRange(new Date());
  const [busy, setBusy] = useState(false);
  const latest = latestId ?? 1;
  const form = useForm<TExportRangeValues>({
    initialValues: { mode: 'date', dateStart: range.start, dateEnd: range.end, idStart: 1, idEnd: '' },
    validate: (v) => exportRangeFormErrors({ ...v, idEnd: v.idEnd === '' ? latest : v.idEnd }, latest),
  });
  const submit = form.onSubmit(async (v) => {
    setBusy(true);
    try {
      await exportOrders(teamId, v.mode === 'date' ? { mode: 'date', start: v.dateStart!, end: v.dateEnd! } : { mode: 'id', start: Number(v.idStart), end: Number(v.idEnd === '' ? latest : v.idEnd) });
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
        <ExportRangeFields form={form} maxDate={range.end} latestId={latestId} noun="Order" />
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
