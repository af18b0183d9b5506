import { msg } from '@gifthub/shared/messages';
import { toPounds } from '@gifthub/shared/pricing';
import { WAREHOUSE_EXPORT_COLUMNS, WAREHOUSE_FEE_EXPORT_COLUMNS, WAREHOUSE_STATUS_LABELS, warehouseTexts, type TWarehouseExportQuery } from '@gifthub/shared/warehouse';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { csvDateTime, csvHeader, csvLine, type TCsvExport } from '../../lib/csv';
import type { TTeamAccess } from '../teams/team-access';
import type { TExportRange } from './warehouse.repository';
import { dayAfter, dayStart, requireListed, showsFees } from './warehouse.service';
import type { TWarehouseOrderRow } from './warehouse.table';

const EXPORT_CHUNK = 500;

const cells = (r: TWarehouseOrderRow, fees: boolean) => [
  String(r.id),
  r.warehouseId,
  r.originalId ?? '',
  WAREHOUSE_STATUS_LABELS[r.status],
  r.customerName,
  r.customerEmail,
  r.destination.address_1,
  r.destination.address_2 ?? '',
  r.destination.city,
  r.destination.region ?? '',
  r.destination.postcode,
  r.destination.country,
  r.lineItems.map((i) => `${i.quantity} x ${i.item_name} (${i.item_id})`).join('; '),
  toPounds(r.total),
  csvDateTime(r.orderDate),
  csvDateTime(r.sendDate),
  csvDateTime(r.expectedDelivery),
  r.carrier ?? '',
  r.carrierMethod ?? '',
  r.carrierUrl ?? '',
  r.transactionId ?? '',
  ...(fees ? [toPounds(r.handlingFee), toPounds(r.freightFee), toPounds(r.iossVatFee)] : []),
];

/**
 * GET /warehouse/orders/export: by order date or by id (shared/export-range.ts: from 2020-01-01, end not before
 * start; id-end at most the latest id). The range is checked before anything is sent; rows stream 500 at a time.
 */
export async function exportWarehouseOrders(deps: Pick<TDeps, 'warehouse'>, access: TTeamAccess, q: TWarehouseExportQuery, chunk = EXPORT_CHUNK): Promise<TCsvExport> {
  requireListed(access);
  const teamId = access.team.id;
  const range: TExportRange = {};
  let label: string;
  if (q['date-start'] && q['date-end']) {
    range.from = dayStart(q['date-start']);
    range.before = dayAfter(q['date-end']);
    label = `${q['date-start']}-to-${q['date-end']}`;
  } else {
    const latest = await deps.warehouse.latestOrderId(teamId);
    if (latest === 0) throw AppError.field('id-start', warehouseTexts.emptyExport);
    range.idStart = Number(q['id-start']);
    range.idEnd = Number(q['id-end']);
    if (range.idEnd > latest) throw AppError.field('id-end', msg.atMost('End ID', latest));
    label = `ids-${range.idStart}-to-${range.idEnd}`;
  }
  const fees = showsFees(access);
  async function* lines() {
    yield csvHeader([...WAREHOUSE_EXPORT_COLUMNS, ...(fees ? WAREHOUSE_FEE_EXPORT_COLUMNS : [])]);
    for (let after = 0; ; ) {
      const rows = await deps.warehouse.exportChunk(teamId, range, after, chunk);
      for (const r of rows) yield csvLine(cells(r, fees));
      if (rows.length < chunk) return;
      after = rows[rows.length - 1]!.id;
    }
  }
  return { filename: `warehouse-orders-${access.team.slug}-${label}.csv`, lines: lines() };
}
