import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkImportRows, importSummary, importTexts, parseWarehouseCsv, WAREHOUSE_IMPORT_ROWS_MAX, WAREHOUSE_IMPORT_TEMPLATE_TEXT } from './warehouse-import';
import { statusesOfFilter, WAREHOUSE_IMPORT_REQUIRED } from './warehouse';

const HEADER = 'id;status;first_name;last_name;email;address_1;city;postcode;country;total;item_1_id;item_1_quantity;item_2_id;item_2_quantity';
const LINE = 'A-1;processing;Ann;Lee;ann@example.com;1 Road;Leeds;LS1 1AA;GB;10.00;WH-1;1;;';
const row = (over: Record<string, string> = {}) => ({
  id: 'A-1',
  status: 'processing',
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  address_1: '1 Road',
  city: 'Leeds',
  postcode: 'LS1 1AA',
  country: 'GB',
  total: '10.00',
  item_1_id: 'WH-1',
  item_1_quantity: '1',
  ...over,
});
const errorsOf = (over: Record<string, string>) => checkImportRows([row(over)]).errors;

describe('warehouse import: the file', () => {
  it('reads a file that starts with a UTF-8 byte-order mark (as Excel saves) like one without', () => {
    expect(parseWarehouseCsv(`\uFEFF${WAREHOUSE_IMPORT_TEMPLATE_TEXT}`)).toEqual(parseWarehouseCsv(WAREHOUSE_IMPORT_TEMPLATE_TEXT));
    expect(parseWarehouseCsv(`\uFEFF${WAREHOUSE_IMPORT_TEMPLATE_TEXT}`).errors).toEqual([]);
  });

  it('reads the template: semicolons, a header row and a row object per line with its line number', () => {
    const parsed = parseWarehouseCsv(WAREHOUSE_IMPORT_TEMPLATE_TEXT);
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines).toEqual([2]);
    expect(parsed.rows[0]).toMatchObject({ id: 'ORD-1001', status: 'processing', item_2_quantity: '2' });
    expect(checkImportRows(parsed.rows, parsed.lines).errors).toEqual([]);
  });

  it('the downloadable template is this text', () => {
    expect(readFileSync(new URL('../../../apps/web/public/assets/templates/warehouse-orders.csv', import.meta.url), 'utf8')).toBe(WAREHOUSE_IMPORT_TEMPLATE_TEXT);
  });

  it('counts blank lines and quoted newlines in the line numbers (the header is line 1)', () => {
    const parsed = parseWarehouseCsv(`${HEADER}\r\n\r\n${LINE.replace('1 Road', '"1 Road\nBack"')}\n${LINE.replace('A-1', 'A-2')}\n`);
    expect(parsed.lines).toEqual([3, 5]);
  });

  it('is malformed without semicolons, empty or malformed without rows, and names missing header columns', () => {
    expect(parseWarehouseCsv(HEADER.replace(/;/g, ',') + '\n' + LINE.replace(/;/g, ',')).errors).toEqual([{ line: 1, field: 'file', message: importTexts.malformed }]);
    expect(parseWarehouseCsv('').errors).toEqual([{ line: 1, field: 'file', message: importTexts.emptyOrMalformed }]);
    expect(parseWarehouseCsv(`${HEADER}\n\n`).errors).toEqual([{ line: 2, field: 'file', message: importTexts.emptyOrMalformed }]);
    expect(parseWarehouseCsv(HEADER.replace('postcode;', '') + '\n' + LINE).errors).toEqual([{ line: 1, field: 'postcode', message: importTexts.headerMissing('postcode') }]);
    expect(parseWarehouseCsv(`${HEADER}\nA-1;processing;Ann`).errors).toEqual([{ line: 2, field: 'file', message: importTexts.malformed }]);
    expect(checkImportRows([]).errors).toEqual([{ line: 2, field: 'file', message: importTexts.emptyOrMalformed }]);
    expect(checkImportRows(Array.from({ length: WAREHOUSE_IMPORT_ROWS_MAX + 1 }, () => row())).errors[0]!.message).toBe(importTexts.tooMany);
  });
});

describe('warehouse import: every row rule, by line and field', () => {
  it('requires each required field (spec 3 §5), named by line and field', () => {
    for (const field of WAREHOUSE_IMPORT_REQUIRED) {
      const { errors } = checkImportRows([row(), row({ id: 'A-2', [field]: '' })]);
      expect(errors, field).toHaveLength(1);
      expect(errors[0]).toMatchObject({ line: 3, field });
      expect(errors[0]!.message).toMatch(/is required\.$/);
    }
  });

  it('new orders must be processing', () => {
    expect(errorsOf({ status: 'due' })).toEqual([{ line: 2, field: 'status', message: importTexts.status }]);
    expect(errorsOf({ status: 'Processing' })).toEqual([]);
  });

  it('the optional id is unique in the file', () => {
    const { errors, orders } = checkImportRows([row(), row({ id: '' }), row({ id: '' }), row()], [2, 3, 4, 6]);
    expect(errors).toEqual([{ line: 6, field: 'id', message: importTexts.duplicateId(2) }]);
    expect(orders.map((o) => o.original_id)).toEqual(['A-1', null, null]);
    expect(errorsOf({ id: 'x'.repeat(65) })).toEqual([{ line: 2, field: 'id', message: 'ID maximal length is 64' }]);
  });

  it('checks e-mail, country, total in pounds and pence, and the item pairs', () => {
    expect(errorsOf({ email: 'ann@' })).toEqual([{ line: 2, field: 'email', message: 'E-mail must be valid.' }]);
    expect(errorsOf({ country: 'UK' })).toEqual([{ line: 2, field: 'country', message: importTexts.country }]);
    expect(errorsOf({ total: 'ten' })).toEqual([{ line: 2, field: 'total', message: 'Total must be a number' }]);
    expect(errorsOf({ total: '1.005' })).toEqual([{ line: 2, field: 'total', message: 'Total must be a whole number of pence' }]);
    expect(errorsOf({ item_1_quantity: '0' })).toEqual([{ line: 2, field: 'item_1_quantity', message: 'Item 1 Quantity must be at least 1' }]);
    expect(errorsOf({ item_1_quantity: '1.5' })).toEqual([{ line: 2, field: 'item_1_quantity', message: 'Item 1 Quantity must be a number' }]);
    expect(errorsOf({ item_2_id: 'WH-2' })).toEqual([{ line: 2, field: 'item_2_quantity', message: 'Item 2 Quantity is required.' }]);
    expect(errorsOf({ item_3_quantity: '2' })).toEqual([{ line: 2, field: 'item_3_id', message: 'Item 3 ID is required.' }]);
    expect(errorsOf({ first_name: 'x'.repeat(101) })).toEqual([{ line: 2, field: 'first_name', message: 'First Name maximal length is 100' }]);
  });

  it('turns a good row into an order: names joined, e-mail and country folded, total in pence, the items', () => {
    const { orders } = checkImportRows([row({ email: 'Ann@Example.com', country: 'gb', total: '12.5', item_2_id: 'WH-2', item_2_quantity: '3', address_2: 'Flat 1' })]);
    expect(orders).toEqual([
      {
        line: 2,
        original_id: 'A-1',
        customer_name: 'Ann Lee',
        customer_email: 'ann@example.com',
        destination: { address_1: '1 Road', address_2: 'Flat 1', city: 'Leeds', postcode: 'LS1 1AA', country: 'GB' },
        items: [{ item_id: 'WH-1', quantity: 1 }, { item_id: 'WH-2', quantity: 3 }],
        total: 1250,
      },
    ]);
  });

  it('summarises: a missing required field names its first line and field', () => {
    const { errors } = checkImportRows([row({ email: 'bad' }), row({ id: 'B', city: '' }), row({ id: 'C', postcode: '' })]);
    expect(importSummary(errors)).toBe(importTexts.requiredMissing(3, 'city'));
    expect(importSummary(errorsOf({ email: 'bad' }))).toBe(importTexts.hasErrors(1));
  });

  it('Cancelled stands for cancelled and blocked', () => {
    expect(statusesOfFilter('cancelled')).toEqual(['cancelled', 'blocked']);
    expect(statusesOfFilter('due')).toEqual(['due']);
  });
});
