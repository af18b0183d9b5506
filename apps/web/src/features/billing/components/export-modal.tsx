import { Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { exportRangeFormErrors } from '@gifthub/shared/export-range';
import { useSession } from '../../../lib/session';
import { exportTransactions } from '../api/export-transactions';
import { latestTransactionIdQuery } from '../api/get-transactions';
import type { TLedgerKind } from '../../../domain/ledger/components/ledger-table';
import { ExportRangeForm, type TExportRangeValues } from '../../../components/export-range-fields';

type TValues = TExportRangeValues;


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
  return <ExportRangeForm latestId={latest.data ?? null} noun="Transaction" onExport={(range) => exportTransactions(teamId, kind, range)} onClose={onClose} />;
}
