import { z } from 'zod';
import { text } from './fields';
import { msg } from './messages';

/**
 * The export range every CSV export shares (spec 3 §5 billing, spec 2 §5 survey responses): date-start and date-end
 * (YYYY-MM-DD, from 2020-01-01, end not before start), or id-start and id-end (from 1; the server also caps id-end
 * at the latest id). One rule for the billing history, the survey responses and their forms.
 */

export const EXPORT_MIN_DATE = '2020-01-01';

const YMD = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date written YYYY-MM-DD. */
export const isYmd = (s: string) => {
  if (!YMD.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

export const exportRangeTexts = {
  rangeRequired: 'Choose a date range or an ID range.',
  bothRanges: 'Choose either a date range or an ID range, not both.',
  minDate: (label: string) => `${label} must be on or after 01/01/2020.`,
  invalidDate: (label: string) => `${label} must be a valid date (YYYY-MM-DD).`,
  wholeNumber: (label: string) => `${label} must be a whole number`,
  endBeforeStart: 'End date must not be before the start date.',
  idEndBeforeStart: 'End ID must not be less than the start ID.',
} as const;

export type TExportRangeKey = 'date-start' | 'date-end' | 'id-start' | 'id-end';
export type TExportRange = Partial<Record<TExportRangeKey, string>>;

export type TExportRangeOptions = {
  /** No range at all passes (the caller applies defaultExportRange). */
  optional?: boolean;
  /** A form's chosen kind of range: only its two fields are checked, each required. */
  mode?: 'date' | 'id';
  /** The latest id: ids past it are refused (the forms know it; the API checks it against the table). */
  latestId?: number;
};

/** The first message per field of a range, or {} when it passes. */
export function exportRangeErrors(q: TExportRange, opts: TExportRangeOptions = {}): Partial<Record<TExportRangeKey, string>> {
  const e: Partial<Record<TExportRangeKey, string>> = {};
  const dates = opts.mode ? opts.mode === 'date' : Boolean(q['date-start'] || q['date-end']);
  const ids = opts.mode ? opts.mode === 'id' : Boolean(q['id-start'] || q['id-end']);
  if (dates && ids) return { 'date-start': exportRangeTexts.bothRanges };
  if (!dates && !ids) return opts.optional ? e : { 'date-start': exportRangeTexts.rangeRequired };
  if (dates) {
    const check = (key: 'date-start' | 'date-end', label: string) => {
      const v = q[key];
      if (!v) e[key] = msg.required(label);
      else if (!isYmd(v)) e[key] = exportRangeTexts.invalidDate(label);
      else if (v < EXPORT_MIN_DATE) e[key] = exportRangeTexts.minDate(label);
    };
    check('date-start', 'Start date');
    check('date-end', 'End date');
    if (!e['date-start'] && !e['date-end'] && q['date-end']! < q['date-start']!) e['date-end'] = exportRangeTexts.endBeforeStart;
    return e;
  }
  const check = (key: 'id-start' | 'id-end', label: string) => {
    const v = q[key];
    if (!v) e[key] = msg.required(label);
    else if (!/^\d+$/.test(v)) e[key] = exportRangeTexts.wholeNumber(label);
    else if (Number(v) < 1) e[key] = msg.atLeast(label, 1);
    else if (opts.latestId !== undefined && Number(v) > opts.latestId) e[key] = msg.atMost(label, opts.latestId);
  };
  check('id-start', 'Start ID');
  check('id-end', 'End ID');
  if (!e['id-start'] && !e['id-end'] && Number(q['id-end']) < Number(q['id-start'])) e['id-end'] = exportRangeTexts.idEndBeforeStart;
  return e;
}

/** The range's four fields, for schemas that add their own beside them. */
export const exportRangeShape = {
  'date-start': text('Start date', 40).optional(),
  'date-end': text('End date', 40).optional(),
  'id-start': text('Start ID', 40).optional(),
  'id-end': text('End ID', 40).optional(),
};

/** A superRefine that reports exportRangeErrors on their fields. */
export const refineExportRange =
  (opts: { optional?: boolean } = {}) =>
  (q: TExportRange, ctx: z.RefinementCtx) => {
    for (const [path, message] of Object.entries(exportRangeErrors(q, opts))) ctx.addIssue({ code: 'custom', path: [path], message });
  };

/** A query or body holding only the range (a range is required). */
export const ZExportRange = z.object(exportRangeShape).superRefine(refineExportRange());

/** The export forms' defaults: one month ago to today (dates as YYYY-MM-DD). */
export function defaultExportRange(today: Date) {
  const end = today.toISOString().slice(0, 10);
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, today.getUTCDate()));
  const startYmd = start.toISOString().slice(0, 10);
  return { start: startYmd < EXPORT_MIN_DATE ? EXPORT_MIN_DATE : startYmd, end };
}

/** An export form's range: date pickers or id inputs, as the billing and survey export modals hold them. */
export type TExportRangeForm = { mode: 'date' | 'id'; dateStart: string | null; dateEnd: string | null; idStart: number | string; idEnd: number | string };

/** exportRangeErrors for a form, keyed by the form's fields (the same rules and messages as the API's). */
export function exportRangeFormErrors(v: TExportRangeForm, latestId?: number): Partial<Record<'dateStart' | 'dateEnd' | 'idStart' | 'idEnd', string>> {
  const e = exportRangeErrors(
    { 'date-start': v.dateStart ?? '', 'date-end': v.dateEnd ?? '', 'id-start': String(v.idStart), 'id-end': String(v.idEnd) },
    { mode: v.mode, latestId },
  );
  const out: Partial<Record<'dateStart' | 'dateEnd' | 'idStart' | 'idEnd', string>> = {};
  if (e['date-start']) out.dateStart = e['date-start'];
  if (e['date-end']) out.dateEnd = e['date-end'];
  if (e['id-start']) out.idStart = e['id-start'];
  if (e['id-end']) out.idEnd = e['id-end'];
  return out;
}
