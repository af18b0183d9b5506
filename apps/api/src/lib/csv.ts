import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * CSV exports (billing histories, campaign recipients, survey responses, warehouse orders): RFC 4180 cells, one date
 * format, a header without repeats, and a reply that starts with a UTF-8 byte-order mark and streams the lines as
 * they are made, so an export of any size holds one batch in memory.
 */

/**
 * Excel on Windows reads a CSV as UTF-8 (ë, Ł, 山田) only after this mark, which also keeps a file whose first
 * cell is "ID" from being taken for a SYLK file.
 */
export const CSV_BOM = '\uFEFF';

/** Text a spreadsheet would run as a formula is prefixed with a quote. */
const FORMULA = /^[=+\-@\t\r]/;
export type TCsvValue = string | number | null;
/** Numbers are money here (two decimals); ids and counts are passed as strings. */
export const csvCell = (v: TCsvValue) => {
  if (v === null) return '';
  if (typeof v === 'number') return v.toFixed(2);
  const s = FORMULA.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
export const csvLine = (cells: TCsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

const london = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** Every export's dates and times: DD/MM/YYYY HH:mm in London time; none is an empty cell. */
export function csvDateTime(at: Date | null): string {
  if (!at) return '';
  const p = Object.fromEntries(london.formatToParts(at).map((x) => [x.type, x.value])) as Record<string, string>;
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/**
 * The header line, every name once (compared without case or outer spaces, as a spreadsheet's user reads them): a
 * repeat gets " (2)", " (3)"…; an export that can say better which column is which qualifies its names first.
 */
export function csvHeader(names: readonly string[]): string {
  const used = new Set<string>();
  const unique = names.map((name) => {
    let out = name;
    for (let n = 2; used.has(out.trim().toLowerCase()); n++) out = `${name.trim()} (${n})`;
    used.add(out.trim().toLowerCase());
    return out;
  });
  return csvLine(unique);
}

export type TCsvExport = { filename: string; lines: AsyncIterable<string> };

async function* withBom(lines: AsyncIterable<string>) {
  yield CSV_BOM;
  yield* lines;
}

/** Answers the export as an attachment, streamed line by line after the byte-order mark. */
export const sendCsv = (reply: FastifyReply, out: TCsvExport) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${out.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(withBom(out.lines)));
