import { describe, expect, it } from 'vitest';
import { csvDateTime, csvHeader } from './csv';

describe('the CSV writer', () => {
  it('writes every date as DD/MM/YYYY HH:mm in London time, none as an empty cell', () => {
    expect(csvDateTime(new Date('2024-01-15T09:05:00Z'))).toBe('15/01/2024 09:05');
    // British Summer Time: an hour ahead of UTC, across midnight.
    expect(csvDateTime(new Date('2024-07-31T23:30:00Z'))).toBe('01/08/2024 00:30');
    expect(csvDateTime(null)).toBe('');
  });

  it('never repeats a header name, whatever its case or outer spaces', () => {
    expect(csvHeader(['ID', 'Date', 'Name'])).toBe('ID,Date,Name\r\n');
    expect(csvHeader(['ID', 'Date', 'date', 'Date ', 'Date (2)'])).toBe('ID,Date,date (2),Date (3),Date (2) (2)\r\n');
  });
});
