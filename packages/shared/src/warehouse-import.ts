/**
 * The warehouse orders import (spec 3 §5): a semicolon-separated CSV with a header row, read by papaparse in the
 * portal; every row rule runs in the portal before anything is sent and again on the API over the row objects the
 * portal posts, so both name the same line (the header is line 1), field and rule.
 */
import Papa from 'papaparse';
import { z } from 'zod';
import { csvTexts, isIsoCountry } from './campaign-csv';
import { msg } from './messages';
import { isStorableText } from './patterns';
import { WAREHOUSE_IMPORT_DELIMITER, WAREHOUSE_IMPORT_REQUIRED, WAREHOUSE_IMPORT_STATUS, type TWarehouseDestination } from './warehouse';

/** One import holds at most this many orders; an order at most this many lines (item_1 … item_20). */
export const WAREHOUSE_IMPORT_ROWS_MAX = 5000;
export const WAREHOUSE_IMPORT_ITEMS_MAX = 20;
export const WAREHOUSE_IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The static template the import screen offers (apps/web/public/assets/templates). */
export const WAREHOUSE_IMPORT_TEMPLATE = '/assets/templates/warehouse-orders.csv';
export const WAREHOUSE_IMPORT_TEMPLATE_TEXT =
  'id;status;first_name;last_name;email;address_1;address_2;city;region;postcode;country;phone;total;item_1_id;item_1_quantity;item_2_id;item_2_quantity\n' +
  'ORD-1001;processing;Jane;Doe;jane.doe@example.com;1 High Street;Flat 2;London;;SW1A 1AA;GB;07700 900123;24.50;WH-ACME-001;1;WH-ACME-002;2\n';

export const importTexts = {
  /** Spec 3 §5's import errors. */
  malformed: 'The file is malformed. Please use the template: values separated by semicolons (;) under a header row.',
  emptyOrMalformed: 'The file is empty or malformed. Please use the template with at least one order below the header.',
  requiredMissing: (line: number, field: string) => `Some required fields are missing: the first is ${field} on line ${line}.`,
  hasErrors: (n: number) => `The file has ${n.toLocaleString('en-GB')} ${n === 1 ? 'error' : 'errors'}: nothing was imported. Please correct ${n === 1 ? 'it' : 'them'} and import the file again.`,
  tooMany: `A file can hold at most ${WAREHOUSE_IMPORT_ROWS_MAX.toLocaleString('en-GB')} orders.`,
  tooLarge: 'The file must be at most 5 MB.',
  headerMissing: (column: string) => `The header has no ${column} column.`,
  status: `Status must be ${WAREHOUSE_IMPORT_STATUS}: new orders are imported as ${WAREHOUSE_IMPORT_STATUS}.`,
  duplicateId: (line: number) => `This id is already on line ${line}.`,
  unknownItem: (label: string) => `${label} is not a product in your warehouse inventory.`,
  country: csvTexts.country,
} as const;

/** A row as the portal posts it: the CSV's columns by header name. */
export type TImportRow = Record<string, string>;
export type TImportError = { line: number; field: string; message: string };
/** A checked row, ready to become an order. */
export type TImportOrder = {
  line: number;
  original_id: string | null;
  customer_name: string;
  customer_email: string;
  destination: TWarehouseDestination;
  items: { item_id: string; quantity: number }[];
  /** Pence. */
  total: number;
};

type TRule = { label: string; max: number; required?: boolean };
const COLUMNS: Record<string, TRule> = {
  id: { label: 'ID', max: 64 },
  status: { label: 'Status', max: 40, required: true },
  first_name: { label: 'First Name', max: 100, required: true },
  last_name: { label: 'Last Name', max: 100, required: true },
  email: { label: 'E-mail', max: 254, required: true },
  address_1: { label: 'Address 1', max: 200, required: true },
  address_2: { label: 'Address 2', max: 200 },
  city: { label: 'City', max: 100, required: true },
  region: { label: 'Region', max: 100 },
  postcode: { label: 'Postcode', max: 20, required: true },
  country: { label: 'Country', max: 2, required: true },
  phone: { label: 'Phone', max: 40 },
  total: { label: 'Total', max: 20, required: true },
};
const itemLabel = (n: number, part: 'id' | 'quantity') => `Item ${n} ${part === 'id' ? 'ID' : 'Quantity'}`;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TOTAL_RE = /^\d{1,7}(\.\d{1,2})?$/;
const QUANTITY_MAX = 100_000;

/** Every rule's message for one cell, or null (first failing rule). */
function cellError(column: string, value: string): string | null {
  const rule = COLUMNS[column]!;
  if (!value) return rule.required ? msg.required(rule.label) : null;
  if (column === 'country') return isIsoCountry(value.toUpperCase()) ? null : importTexts.country;
  if (value.length > rule.max) return msg.maxLength(rule.label, rule.max);
  if (column === 'status') return value.toLowerCase() === WAREHOUSE_IMPORT_STATUS ? null : importTexts.status;
  if (column === 'email') return EMAIL_RE.test(value) ? null : msg.email(rule.label);
  if (column === 'total') {
    if (!/^\d+(\.\d+)?$/.test(value)) return msg.number(rule.label);
    return TOTAL_RE.test(value) ? null : msg.wholePence(rule.label);
  }
  return null;
}

function quantityError(label: string, value: string): string | null {
  if (!/^\d+$/.test(value)) return msg.number(label);
  const n = Number(value);
  if (n < 1) return msg.atLeast(label, 1);
  return n > QUANTITY_MAX ? msg.atMost(label, QUANTITY_MAX) : null;
}

/** The order's lines: item_1 is required; a later pair needs both halves. */
function itemErrors(row: TImportRow, line: number, errors: TImportError[]) {
  const items: { item_id: string; quantity: number }[] = [];
  for (let n = 1; n <= WAREHOUSE_IMPORT_ITEMS_MAX; n++) {
    const itemId = (row[`item_${n}_id`] ?? '').trim();
    const quantity = (row[`item_${n}_quantity`] ?? '').trim();
    if (n > 1 && !itemId && !quantity) continue;
    let ok = true;
    if (!itemId) errors.push({ line, field: `item_${n}_id`, message: msg.required(itemLabel(n, 'id')) });
    else if (itemId.length > 64) errors.push({ line, field: `item_${n}_id`, message: msg.maxLength(itemLabel(n, 'id'), 64) });
    if (!itemId || itemId.length > 64) ok = false;
    const qError = quantity ? quantityError(itemLabel(n, 'quantity'), quantity) : msg.required(itemLabel(n, 'quantity'));
    if (qError) {
      errors.push({ line, field: `item_${n}_quantity`, message: qError });
      ok = false;
    }
    if (ok) items.push({ item_id: itemId, quantity: Number(quantity) });
  }
  return items;
}

/**
 * Every rule of every row (spec 3 §5): the required fields, status processing for new orders, the optional id unique
 * in the file, e-mail, country, total in pounds and pence, item pairs. lines[i] is row i's CSV line (the header is
 * line 1), else i + 2. Errors are in line order, then in the columns' order.
 */
export function checkImportRows(rows: TImportRow[], lines?: number[]): { orders: TImportOrder[]; errors: TImportError[] } {
  const errors: TImportError[] = [];
  const orders: TImportOrder[] = [];
  const seen = new Map<string, number>();
  if (!rows.length) return { orders, errors: [{ line: 2, field: 'file', message: importTexts.emptyOrMalformed }] };
  if (rows.length > WAREHOUSE_IMPORT_ROWS_MAX) return { orders, errors: [{ line: WAREHOUSE_IMPORT_ROWS_MAX + 2, field: 'file', message: importTexts.tooMany }] };
  rows.forEach((raw, i) => {
    const line = lines?.[i] ?? i + 2;
    const row: TImportRow = {};
    for (const [k, v] of Object.entries(raw)) row[k.trim().toLowerCase()] = typeof v === 'string' ? v.trim() : String(v ?? '').trim();
    const before = errors.length;
    for (const column of Object.keys(COLUMNS)) {
      const message = cellError(column, row[column] ?? '');
      if (message) errors.push({ line, field: column, message });
    }
    const items = itemErrors(row, line, errors);
    const id = row.id ?? '';
    if (id) {
      const first = seen.get(id);
      if (first !== undefined) errors.push({ line, field: 'id', message: importTexts.duplicateId(first) });
      else seen.set(id, line);
    }
    if (errors.length > before) return;
    const value = (k: string) => row[k] ?? '';
    const optional = (k: string) => (value(k) ? { [k]: value(k) } : {});
    orders.push({
      line,
      original_id: id || null,
      customer_name: `${value('first_name')} ${value('last_name')}`,
      customer_email: value('email').toLowerCase(),
      destination: { address_1: value('address_1'), ...optional('address_2'), city: value('city'), ...optional('region'), postcode: value('postcode'), country: value('country').toUpperCase(), ...optional('phone') },
      items,
      total: Math.round(Number(value('total')) * 100),
    });
  });
  return { orders, errors };
}

/** An error as a key of a refusal's `errors` ('3:last_name'), and back. */
export const importErrorKey = (e: Pick<TImportError, 'line' | 'field'>) => `${e.line}:${e.field}`;
export function importErrorsFromFields(fields: Record<string, string[]>): TImportError[] {
  return Object.entries(fields)
    .map(([key, messages]) => ({ key: /^(\d+):(.+)$/.exec(key), message: messages[0] ?? '' }))
    .filter((x) => x.key)
    .map((x) => ({ line: Number(x.key![1]), field: x.key![2]!, message: x.message }));
}

/** The summary over a failed check (spec 3 §5): a missing required field names its first occurrence. */
export function importSummary(errors: TImportError[]): string {
  const required = errors.find((e) => /is required\.$/.test(e.message));
  if (errors.length === 1 && errors[0]!.field === 'file') return errors[0]!.message;
  if (required) return importTexts.requiredMissing(required.line, required.field);
  return importTexts.hasErrors(errors.length);
}

const newlines = (cells: string[]) => cells.reduce((n, c) => n + (c.split('\n').length - 1), 0);

/**
 * Reads the file the user chose: the header's names (trimmed, lower case), then a row object per line with its line
 * number; blank lines are skipped but still counted. Only the file's shape is judged here (checkImportRows judges
 * the rows): not semicolon-separated, no header or a header without the required columns, no rows.
 */
export function parseWarehouseCsv(input: string): { rows: TImportRow[]; lines: number[]; errors: TImportError[] } {
  const text = (input.charCodeAt(0) === 0xfeff ? input.slice(1) : input).replace(/\r\n?/g, '\n');
  const records = Papa.parse<string[]>(text, { delimiter: WAREHOUSE_IMPORT_DELIMITER, newline: '\n', skipEmptyLines: false }).data;
  const header = (records[0] ?? []).map((h) => h.trim().toLowerCase());
  const rows: TImportRow[] = [];
  const lines: number[] = [];
  if (header.length < 2) return { rows, lines, errors: [{ line: 1, field: 'file', message: header.length && header[0] ? importTexts.malformed : importTexts.emptyOrMalformed }] };
  const missing = WAREHOUSE_IMPORT_REQUIRED.filter((c) => !header.includes(c));
  if (missing.length) return { rows, lines, errors: missing.map((c) => ({ line: 1, field: c, message: importTexts.headerMissing(c) })) };
  let next = 1 + newlines(records[0]!);
  for (let r = 1; r < records.length; r++) {
    const cells = records[r]!;
    const line = next + 1;
    next = line + newlines(cells);
    if (cells.every((c) => c.trim() === '')) continue;
    if (cells.length !== header.length) return { rows: [], lines: [], errors: [{ line, field: 'file', message: importTexts.malformed }] };
    rows.push(Object.fromEntries(header.map((h, i) => [h, cells[i]!])));
    lines.push(line);
  }
  if (!rows.length) return { rows, lines, errors: [{ line: 2, field: 'file', message: importTexts.emptyOrMalformed }] };
  return { rows, lines, errors: [] };
}

/** POST /teams/{teamId}/warehouse/orders/import: the parsed rows (and their CSV lines); the API checks them again. */
export const ZWarehouseImportBody = z.strictObject({
  rows: z
    .array(z.record(z.string().max(40), z.union([z.string().max(500).refine(isStorableText, { error: msg.characters('Value') }), z.number(), z.null()]).transform((v) => (v === null ? '' : String(v)))), { error: msg.required('Rows') })
    .max(WAREHOUSE_IMPORT_ROWS_MAX, { error: importTexts.tooMany }),
  lines: z.array(z.number().int().min(2).max(10_000_000)).max(WAREHOUSE_IMPORT_ROWS_MAX).optional(),
});
export type TWarehouseImportBody = z.infer<typeof ZWarehouseImportBody>;
export const ZImportError = z.object({ line: z.number().int(), field: z.string(), message: z.string() });
export const ZWarehouseImportResult = z.object({ imported: z.number().int(), skipped: z.number().int(), errors: z.array(ZImportError) });
export type TWarehouseImportResult = z.infer<typeof ZWarehouseImportResult>;
/** A refused import: the summary, and every error by line and field (a body that is not rows at all has no report). */
export const ZWarehouseImportRefusal = z.object({ message: z.string(), code: z.string(), errors: z.record(z.string(), z.array(z.string())).optional(), report: ZWarehouseImportResult.optional() });
