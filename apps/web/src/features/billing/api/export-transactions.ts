import type { TLedgerKind } from '../../../domain/ledger/components/ledger-table';
import { downloadFile } from '../../../lib/download-file';

export type TExportRange = { mode: 'date'; start: string; end: string } | { mode: 'id'; start: number; end: number };

/** CSV export by date range (date-start, date-end) or id range (id-start, id-end), saved as a file. */
export function exportTransactions(teamId: number, kind: TLedgerKind, range: TExportRange) {
  const path = `/teams/${teamId}/transactions${kind === 'direct' ? '/direct' : ''}/export`;
  const query = range.mode === 'date' ? { 'date-start': range.start, 'date-end': range.end } : { 'id-start': range.start, 'id-end': range.end };
  const name = `${kind === 'direct' ? 'direct-transactions' : 'transactions'}-${range.start}-${range.end}.csv`;
  return downloadFile(path, query, name);
}
