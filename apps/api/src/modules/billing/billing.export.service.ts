import { DIRECT_TRANSACTION_CSV_COLUMNS, exportTexts, TRANSACTION_CSV_COLUMNS, TRANSACTION_TYPE_LABELS, type TTeamTransactionType, type TTransactionExportQuery } from '@gifthub/shared/billing';
import { msg } from '@gifthub/shared/messages';
import { toPounds } from '@gifthub/shared/pricing';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { csvDateTime, csvHeader, csvLine, type TCsvExport } from '../../lib/csv';
import type { TTeamAccess } from '../teams/team-access';
import { dateRange, directOwner, poundsOrNull } from './billing.history.service';
import * as repo from './billing.repository';
import type { TTeamTransactionRow } from './billing.table';

/** CSV export of the histories, streamed in keyset chunks. */

const EXPORT_CHUNK = 500;
const idCell = (n: number) => String(n);

type TCsvSource = Pick<TTeamTransactionRow, 'id' | 'createdAt' | 'description' | 'campaignName' | 'optionName' | 'productName' | 'orderId' | 'priceExVat' | 'price' | 'amount'> & {
  type: string;
  revertedAt: Date | null;
};
const campaignCell = (r: TCsvSource) => {
  if (r.type === 'fulfilment' && r.orderId !== null) return `Order ID ${r.orderId}`;
  if (r.type === 'marketplace') return 'Marketplace';
  if (!r.campaignName) return '';
  return r.optionName ? `${r.campaignName} - ${r.optionName}` : r.campaignName;
};
const commonCells = (r: TCsvSource) => [
  idCell(r.id),
  csvDateTime(r.createdAt),
  TRANSACTION_TYPE_LABELS[r.type as TTeamTransactionType] ?? r.type,
  r.revertedAt ? `${r.description} (Reverted ${csvDateTime(r.revertedAt).slice(0, 10)})` : r.description,
  campaignCell(r),
  r.productName ?? '',
  poundsOrNull(r.priceExVat),
  poundsOrNull(r.price),
  toPounds(Math.abs(r.amount)),
];

export type TExport = TCsvExport;

/**
 * GET /transactions/export and /transactions/direct/export: the range is checked (and id-end capped at the
 * latest id) before anything is sent, so a bad range is a 422; then rows stream in chunks of 500 by id.
 */
export async function exportTransactions(
  db: Db,
  access: TTeamAccess,
  kind: 'ledger' | 'direct',
  q: TTransactionExportQuery,
  chunk = EXPORT_CHUNK,
): Promise<TExport> {
  const teamId = access.team.id;
  const userId = kind === 'direct' ? directOwner(access) : undefined;
  const range: repo.TExportRange = { userId };
  let label: string;
  if (q['date-start'] && q['date-end']) {
    Object.assign(range, dateRange(q['date-start'], q['date-end']));
    label = `${q['date-start']}-to-${q['date-end']}`;
  } else {
    const latest = kind === 'ledger' ? await repo.latestLedgerId(db, teamId) : await repo.latestDirectId(db, teamId, userId);
    if (latest === 0) throw AppError.field('id-start', exportTexts.emptyHistory);
    range.idStart = Number(q['id-start']);
    range.idEnd = Number(q['id-end']);
    if (range.idEnd > latest) throw AppError.field('id-end', msg.atMost('End ID', latest));
    label = `ids-${range.idStart}-to-${range.idEnd}`;
  }
  const filename = `${kind === 'ledger' ? 'team-transactions' : 'direct-transactions'}-${access.team.slug}-${label}.csv`;
  async function* lines() {
    yield csvHeader(kind === 'ledger' ? TRANSACTION_CSV_COLUMNS : DIRECT_TRANSACTION_CSV_COLUMNS);
    for (let after = 0; ; ) {
      if (kind === 'ledger') {
        const rows = await repo.ledgerChunk(db, teamId, range, after, chunk);
        for (const r of rows) yield csvLine([...commonCells(r), toPounds(r.balanceAfter)]);
        if (rows.length < chunk) return;
        after = rows[rows.length - 1]!.id;
      } else {
        const rows = await repo.directChunk(db, teamId, range, after, chunk);
        for (const r of rows) yield csvLine([...commonCells({ ...r, revertedAt: r.refundedAt }), r.paymentMethod]);
        if (rows.length < chunk) return;
        after = rows[rows.length - 1]!.id;
      }
    }
  }
  return { filename, lines: lines() };
}
