import { describe, expect, it } from 'vitest';
import { defaultExportRange, exportRangeErrors, exportRangeFormErrors, exportRangeTexts, ZExportRange } from './export-range';

describe('the export range (billing and survey responses)', () => {
  it('takes a date range from 2020-01-01 with the end not before the start', () => {
    expect(exportRangeErrors({ 'date-start': '2024-03-01', 'date-end': '2024-03-01' })).toEqual({});
    expect(exportRangeErrors({ 'date-start': '2024-03-02', 'date-end': '2024-03-01' })).toEqual({ 'date-end': exportRangeTexts.endBeforeStart });
    expect(exportRangeErrors({ 'date-start': '2019-12-31', 'date-end': '2024-03-01' })).toEqual({ 'date-start': 'Start date must be on or after 01/01/2020.' });
    expect(exportRangeErrors({ 'date-start': '2024-02-30', 'date-end': '2024-03-01' })).toEqual({ 'date-start': 'Start date must be a valid date (YYYY-MM-DD).' });
    expect(exportRangeErrors({ 'date-start': '2024-03-01' })).toEqual({ 'date-end': 'End date is required.' });
  });

  it('takes an id range from 1, up to the latest when it is known', () => {
    expect(exportRangeErrors({ 'id-start': '1', 'id-end': '7' })).toEqual({});
    expect(exportRangeErrors({ 'id-start': '0', 'id-end': 'x' })).toEqual({ 'id-start': 'Start ID must be at least 1', 'id-end': 'End ID must be a whole number' });
    expect(exportRangeErrors({ 'id-start': '5', 'id-end': '2' })).toEqual({ 'id-end': exportRangeTexts.idEndBeforeStart });
    expect(exportRangeErrors({ 'id-start': '1', 'id-end': '9' }, { latestId: 5 })).toEqual({ 'id-end': 'End ID must be at most 5' });
  });

  it('wants one kind of range, unless it is optional (the survey export defaults to the last month)', () => {
    expect(exportRangeErrors({ 'date-start': '2024-03-01', 'id-start': '1' })).toEqual({ 'date-start': exportRangeTexts.bothRanges });
    expect(exportRangeErrors({})).toEqual({ 'date-start': exportRangeTexts.rangeRequired });
    expect(exportRangeErrors({}, { optional: true })).toEqual({});
    expect(ZExportRange.safeParse({}).success).toBe(false);
  });

  it("checks a form's chosen range only, keyed by the form's fields", () => {
    const form = { dateStart: null, dateEnd: null, idStart: '', idEnd: '' };
    expect(exportRangeFormErrors({ ...form, mode: 'date' })).toEqual({ dateStart: 'Start date is required.', dateEnd: 'End date is required.' });
    expect(exportRangeFormErrors({ ...form, mode: 'id', idStart: 2, idEnd: 1 }, 5)).toEqual({ idEnd: exportRangeTexts.idEndBeforeStart });
    expect(exportRangeFormErrors({ ...form, mode: 'id', idStart: 6, idEnd: 6 }, 5)).toEqual({ idStart: 'Start ID must be at most 5', idEnd: 'End ID must be at most 5' });
  });

  it('defaults to one month ago until today, not before 2020-01-01', () => {
    expect(defaultExportRange(new Date('2024-03-15T10:00:00Z'))).toEqual({ start: '2024-02-15', end: '2024-03-15' });
    expect(defaultExportRange(new Date('2020-01-10T10:00:00Z'))).toEqual({ start: '2020-01-01', end: '2020-01-10' });
  });
});
