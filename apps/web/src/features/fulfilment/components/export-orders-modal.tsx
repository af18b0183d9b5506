import { Modal } from '@mantine/core';
import { ExportRangeForm } from '../../../components/export-range-fields';
import { useSession } from '../../../lib/session';
import { exportOrders } from '../api/warehouse-actions';

/** The CSV export modal (spec 3 §5): a date range (one month ago to today, from 2020-01-01) or ids from 1 to the latest. */
export function ExportOrdersModal({ opened, onClose, latestId }: { opened: boolean; onClose: () => void; latestId: number | null }) {
  const { teamId } = useSession();
  return (
    <Modal opened={opened} onClose={onClose} title="Export Orders">
      {opened && <ExportRangeForm latestId={latestId} noun="Order" onExport={(range) => exportOrders(teamId, range)} onClose={onClose} />}
    </Modal>
  );
}
