import type { TLedgerKind } from '../../../domain/ledger/components/ledger-table';
import type { TExportRange } from '../../../components/export-range-fields';
import { downloadFile } from '../../../lib/download-file';


/** CSV export by date range (date-start, date-end) or id range (id-start, id-end), saved as a file. */
export function exportTransactions(teamId: number, kind: TLedgerKind, range: TExportRange) {
  const path = `/teams/${teamId}/transactions${kind === 'direct' ? '/direct' : ''}/export`;
  const query = range.mode === 'date' ? { 'date-start': range.start, 'date-end': range.end } : { 'id-start': range.start, 'id-end': range.end };
  const name = `${kind === 'direct' ? 'direct-transactions' : 'transactions'}-${range.start}-${range.end}.csv`;
  return downloadFile(path, query, name);
}
