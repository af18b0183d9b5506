import { describe, expect, it } from 'vitest';
import { fontStack, safeImageUrl, surveyStyleVars } from './survey-styles';
import { dateMask, displayDate, parseDate } from './date-question';

describe('survey styles', () => {
  it('names a font with a fallback of its kind, and nothing that could end the declaration', () => {
    expect(fontStack('Lato')).toMatch(/^'Lato', system-ui/);
    expect(fontStack('Merriweather')).toContain('serif');
    expect(fontStack('Roboto Mono')).toContain('monospace');
    expect(fontStack("x'; background: url(evil)")).toBe("'x background urlevil', system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif");
    expect(fontStack('')).not.toContain("''");
  });

  it('takes images from http(s) or this host only', () => {
    expect(safeImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeImageUrl('/api/v1/files/a.png')).toBe('/api/v1/files/a.png');
    expect(safeImageUrl('//evil.example.com/a.png')).toBeNull();
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
    expect(safeImageUrl('/a.png") ; x: url("b')).toBeNull();
  });

  it("falls back to the spec's defaults for a malformed value", () => {
    const vars = surveyStyleVars({ answer_color: 'red', question_size: '999px', button_color: '#000000' }) as Record<string, string>;
    expect(vars['--sv-a-color']).toBe('#2f65b4');
    expect(vars['--sv-q-size']).toBe('24px');
    expect(vars['--sv-btn-color']).toBe('#000000');
    expect(vars['--sv-bg-image']).toBe('none');
  });

  it("takes a page's background colour (the editor stores #rrggbb as its background) over the theme's", () => {
    const vars = surveyStyleVars({ page_bg_image: 'https://cdn.example.com/a.png' }, '#27376c') as Record<string, string>;
    expect(vars['--sv-bg']).toBe('#27376c');
    expect(vars['--sv-bg-image']).toBe('none');
    expect((surveyStyleVars({}, 'https://cdn.example.com/b.png') as Record<string, string>)['--sv-bg-image']).toBe('url("https://cdn.example.com/b.png")');
  });
});

describe('survey dates', () => {
  it('reads and shows dates in each format, kept as YYYY-MM-DD', () => {
    expect(dateMask('DDMMYYYY', '/')).toBe('DD/MM/YYYY');
    expect(parseDate('5.3.2024', 'DDMMYYYY')).toBe('2024-03-05');
    expect(parseDate('2024-03-05', 'YYYYMMDD')).toBe('2024-03-05');
    expect(parseDate('03/05/2024', 'MMDDYYYY')).toBe('2024-03-05');
    expect(parseDate('5/3/24', 'DDMMYYYY')).toBe('5/3/24');
    expect(parseDate('', 'DDMMYYYY')).toBe('');
    expect(displayDate('2024-03-05', 'DDMMYYYY', '.')).toBe('05.03.2024');
    expect(displayDate('garbage', 'DDMMYYYY', '.')).toBe('garbage');
  });
});
