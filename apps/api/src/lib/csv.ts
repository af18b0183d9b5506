import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * CSV exports (billing histories, campaign recipients, survey responses): RFC 4180 cells, and a reply that streams
 * the lines as they are made, so an export of any size holds one batch in memory.
 */

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

export type TCsvExport = { filename: string; lines: AsyncIterable<string> };

/** Answers the export as an attachment, streamed line by line. */
export const sendCsv = (reply: FastifyReply, out: TCsvExport) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${out.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(out.lines));
