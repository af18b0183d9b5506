/**
 * Multi Send and Multi Invite by CSV (spec 1 §2 multi modal, §5 multi modal rules): the two templates, every row rule
 * and the per-row report. The portal checks a file with parseCampaignCsv before it is sent and the API runs the same
 * function again, so both name the same line (the header is line 1), field and rule. Rows are read by papaparse.
 */
import Papa from 'papaparse';
import { msg } from './messages';

export type TBulkKind = 'send' | 'invite';

/** The templates' headers, exactly (issue 12): Multi Invite and Multi Send. */
export const CSV_TEMPLATE_HEADERS = {
  invite: ['email', 'first_name', 'last_name'],
  send: ['email', 'first_name', 'last_name', 'address_line_1', 'address_line_2', 'city', 'region', 'postcode', 'country', 'phone'],
} as const satisfies Record<TBulkKind, readonly string[]>;

type TColumn = (typeof CSV_TEMPLATE_HEADERS)['send'][number];

/** The static templates the multi modal offers (apps/web/public/assets/templates: the API serves dist/assets). */
export const CSV_TEMPLATE_FILES = { invite: '/assets/templates/multi-link.csv', send: '/assets/templates/multi-send.csv' } as const satisfies Record<TBulkKind, string>;

/** One upload: 10,000 rows at most (issue 12), in a file of at most 5 MB. */
export const BULK_ROWS_MAX = 10_000;
export const BULK_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The report lists the first errors; errors_total counts them all. */
export const BULK_REPORT_ERRORS_MAX = 500;

const LABELS: Record<TColumn, string> = {
  email: 'E-mail',
  first_name: 'First Name',
  last_name: 'Last Name',
  address_line_1: 'Address line 1',
  address_line_2: 'Address line 2',
  city: 'City',
  region: 'Region',
  postcode: 'Postcode',
  country: 'Country',
  phone: 'Phone',
};
const MAX_LENGTH: Record<TColumn, number> = {
  email: 254,
  first_name: 100,
  last_name: 100,
  address_line_1: 200,
  address_line_2: 200,
  city: 100,
  region: 100,
  postcode: 20,
  country: 2,
  phone: 40,
};
const REQUIRED: Record<TBulkKind, readonly TColumn[]> = {
  invite: ['email', 'first_name', 'last_name'],
  send: ['email', 'first_name', 'last_name', 'address_line_1', 'city', 'postcode', 'country'],
};

export const csvTexts = {
  fileRequired: msg.required('CSV File'),
  notCsv: 'CSV File must be a CSV file (text/csv).',
  tooLarge: 'CSV File must be at most 5 MB.',
  header: (kind: TBulkKind) => `The first line must be the template's header: ${CSV_TEMPLATE_HEADERS[kind].join(',')}`,
  notComma: 'Values must be separated by commas, as in the template.',
  empty: 'The file has no recipients below the header.',
  tooMany: `A file can hold at most ${BULK_ROWS_MAX.toLocaleString('en-GB')} recipients.`,
  columns: (n: number, expected: number) => `This line has ${n} values; the template has ${expected}.`,
  country: 'Country must be a two-letter ISO country code (e.g. GB).',
  characters: (label: string) => `${label} must not contain special characters or accents.`,
  duplicate: (line: number) => `This e-mail is already on line ${line}.`,
  onList: 'This e-mail is already on this list.',
  phoneAbroad: msg.required('Phone'),
  hasErrors: (n: number) => `The file has ${n.toLocaleString('en-GB')} ${n === 1 ? 'error' : 'errors'}: nothing was created. Please correct ${n === 1 ? 'it' : 'them'} and upload the file again.`,
} as const;

/** One problem: the file line (the header is line 1), the template column (or 'file', 'header') and the rule's message. */
export type TCsvError = { line: number; field: string; message: string };

/** A recipient as read from its line: every template column, trimmed ('' when empty); country upper-cased. */
export type TCsvRow = { line: number } & Record<TColumn, string>;

export type TCsvParse = { rows: TCsvRow[]; count: number; errors: TCsvError[] };

/** Accepted as text/csv: the type browsers and spreadsheet programs give a .csv file (Windows says Excel). */
export function isCsvFile(name: string, type: string) {
  const t = type.toLowerCase().split(';')[0]!.trim();
  if (t === 'text/csv' || t === 'application/csv') return true;
  return /\.csv$/i.test(name) && ['', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream'].includes(t);
}

// ISO 3166-1 alpha-2, every officially assigned code.
const ISO_COUNTRIES = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK ' +
    'CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS ' +
    'GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV ' +
    'LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
    'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR ' +
    'TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
);
export const isIsoCountry = (code: string) => ISO_COUNTRIES.has(code);

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// "No special characters or accents" (spec 1 §5): names and address lines take plain letters, digits, spaces and the
// punctuation addresses use; a phone takes digits, spaces, + ( ) - . Accented letters (é, ü) are refused, so a label
// printer and the courier read exactly what was typed.
const PLAIN_RE = /^[A-Za-z0-9 .,'&/#()-]*$/;
const PHONE_RE = /^[0-9 +()-]*$/;

function cellError(kind: TBulkKind, column: TColumn, value: string, country: string): string | null {
  const label = LABELS[column];
  if (!value) {
    if (REQUIRED[kind].includes(column)) return msg.required(label);
    // The address step's rule: a phone is required outside the United Kingdom.
    if (column === 'phone' && isIsoCountry(country) && country !== 'GB') return csvTexts.phoneAbroad;
    return null;
  }
  if (column === 'country') return isIsoCountry(value) ? null : csvTexts.country;
  if (value.length > MAX_LENGTH[column]) return msg.maxLength(label, MAX_LENGTH[column]);
  // An e-mail address is plain too: accented letters are refused as special characters.
  if (column === 'email') return !/^[\x21-\x7e]*$/.test(value) ? csvTexts.characters(label) : EMAIL_RE.test(value) ? null : msg.email(label);
  if (column === 'phone') return PHONE_RE.test(value) ? null : csvTexts.characters(label);
  return PLAIN_RE.test(value) ? null : csvTexts.characters(label);
}

const sameHeader = (cells: string[], kind: TBulkKind) => {
  const expected = CSV_TEMPLATE_HEADERS[kind];
  return cells.length === expected.length && expected.every((h, i) => cells[i]!.trim().toLowerCase() === h);
};

/**
 * Reads a campaign CSV of one template: the header kept, comma-separated, then a recipient per line. Every rule of
 * every line is checked (first failing rule per field); blank lines are skipped but still counted as lines. A
 * repeated e-mail is reported on its later line. count is every recipient line, valid or not.
 */
export function parseCampaignCsv(input: string, kind: TBulkKind): TCsvParse {
  // One newline kind, so a record's line is the previous record's plus one plus the newlines quoted inside it.
  const text = (input.charCodeAt(0) === 0xfeff ? input.slice(1) : input).replace(/\r\n?/g, '\n');
  const columns = CSV_TEMPLATE_HEADERS[kind];
  const errors: TCsvError[] = [];
  const rows: TCsvRow[] = [];
  const seen = new Map<string, number>();
  const records = Papa.parse<string[]>(text, { delimiter: ',', newline: '\n', skipEmptyLines: false }).data;
  const header = records[0];
  if (!header || !sameHeader(header, kind)) {
    const notComma = header?.length === 1 && /[;\t|]/.test(header[0]!);
    return { rows, count: 0, errors: [{ line: 1, field: 'header', message: notComma ? csvTexts.notComma : csvTexts.header(kind) }] };
  }
  let count = 0;
  let next = 1 + newlines(header);
  for (let r = 1; r < records.length; r++) {
    const cells = records[r]!;
    const line = next + 1;
    next = line + newlines(cells);
    if (cells.every((c) => c.trim() === '')) continue;
    if (++count > BULK_ROWS_MAX) {
      errors.push({ line, field: 'file', message: csvTexts.tooMany });
      break;
    }
    if (cells.length !== columns.length) {
      errors.push({ line, field: 'row', message: cells.length === 1 && /[;\t|]/.test(cells[0]!) ? csvTexts.notComma : csvTexts.columns(cells.length, columns.length) });
      continue;
    }
    const row = { line } as TCsvRow;
    for (const c of CSV_TEMPLATE_HEADERS.send) row[c] = '';
    for (const [i, c] of columns.entries()) row[c] = c === 'country' ? cells[i]!.trim().toUpperCase() : cells[i]!.trim();
    let ok = true;
    for (const c of columns) {
      const message = cellError(kind, c, row[c], row.country);
      if (message) {
        errors.push({ line, field: c, message });
        ok = false;
      }
    }
    const key = row.email.toLowerCase();
    const first = seen.get(key);
    if (row.email && first !== undefined) {
      errors.push({ line, field: 'email', message: csvTexts.duplicate(first) });
      ok = false;
    } else if (row.email) seen.set(key, line);
    if (ok) rows.push(row);
  }
  if (!errors.length && !count) errors.push({ line: 2, field: 'file', message: csvTexts.empty });
  return { rows, count: Math.min(count, BULK_ROWS_MAX), errors };
}

const newlines = (cells: string[]) => cells.reduce((n, c) => n + (c.split('\n').length - 1), 0);

/** A template's text: the header and one example line, as the static files hold. */
export const templateExample: Record<TBulkKind, string> = {
  invite: 'email,first_name,last_name\njane.doe@example.com,Jane,Doe\n',
  send: 'email,first_name,last_name,address_line_1,address_line_2,city,region,postcode,country,phone\njane.doe@example.com,Jane,Doe,1 High Street,Flat 2,London,,SW1A 1AA,GB,07700 900123\n',
};
