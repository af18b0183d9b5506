/**
 * POST /warehouse/orders/import (spec 3 §5): the rows the portal read from the CSV, checked again with the same rules
 * (shared/warehouse-import.ts) plus the one only the warehouse knows (each item is a product of the team's inventory),
 * then written in one statement as processing orders. Only integrated teams import; an id the team already sent is
 * skipped, so sending the same file again creates nothing twice (the route also honours Idempotency-Key).
 */
import { checkImportRows, importErrorKey, importSummary, importTexts, type TImportError, type TWarehouseImportBody, type TWarehouseImportResult } from '@gifthub/shared/warehouse-import';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { WAREHOUSE_IMPORT_STATUS, warehouseTexts } from '@gifthub/shared/warehouse';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { TTeamAccess } from '../teams/team-access';
import { requireListed } from './warehouse.service';

/** A failed import: 422 with the summary, and every error by line and field in `report`. */
export class ImportRefused extends AppError {
  constructor(readonly report: TWarehouseImportResult) {
    const message = importSummary(report.errors);
    // Each error also under '{line}:{field}', so a client that reads only `errors` still has every line and field.
    super(ERROR_CODES.validation, 422, message, { file: [message], ...Object.fromEntries(report.errors.map((e) => [importErrorKey(e), [e.message]])) });
  }
}

export const IMPORT_REASON = 'Imported from CSV';

export async function importWarehouseOrders(deps: Pick<TDeps, 'db' | 'warehouse'>, access: TTeamAccess, body: TWarehouseImportBody): Promise<TWarehouseImportResult> {
  requireListed(access);
  if (!access.team.features.fulfilment_import) throw AppError.forbidden(warehouseTexts.notIntegrated);
  const teamId = access.team.id;
  const { orders, errors } = checkImportRows(body.rows, body.lines);
  // The inventory's products, looked up once for every item id of the file.
  const itemIds = [...new Set(orders.flatMap((o) => o.items.map((i) => i.item_id)))];
  const products = new Map((await deps.warehouse.productsByWarehouseIds(teamId, itemIds)).map((p) => [p.warehouseId, p]));
  const unknown: TImportError[] = [];
  for (const o of orders)
    o.items.forEach((item, i) => {
      if (!products.has(item.item_id)) unknown.push({ line: o.line, field: `item_${i + 1}_id`, message: importTexts.unknownItem(`Item ${i + 1} ID`) });
    });
  const all = [...errors, ...unknown].sort((a, b) => a.line - b.line);
  if (all.length) throw new ImportRefused({ imported: 0, skipped: 0, errors: all });
  const rows = orders.map((o) => ({
    original_id: o.original_id,
    status: WAREHOUSE_IMPORT_STATUS,
    customer_name: o.customer_name,
    customer_email: o.customer_email,
    destination: o.destination,
    line_items: o.items.map((i) => ({ item_id: i.item_id, item_name: products.get(i.item_id)!.name, quantity: i.quantity, item_image: products.get(i.item_id)!.imageUrl })),
    total: o.total,
  }));
  const ids = await deps.db.transaction((tx) => deps.warehouse.createOrders(tx, teamId, rows, IMPORT_REASON));
  return { imported: ids.length, skipped: rows.length - ids.length, errors: [] };
}
