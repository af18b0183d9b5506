import { useState } from 'react';
import type { TDateFormat, TDateSeparator } from '@gifthub/shared/survey-rules';
import type { TQuestionProps } from './question-types';

// A date typed in the question's format and separator (DD/MM/YYYY by default) and kept as YYYY-MM-DD (spec 2 §5).
// What cannot be read as a date is kept as typed, so the answer rule calls it invalid.

const ORDER: Record<TDateFormat, ('d' | 'm' | 'y')[]> = { DDMMYYYY: ['d', 'm', 'y'], MMDDYYYY: ['m', 'd', 'y'], YYYYMMDD: ['y', 'm', 'd'] };
const MASK = { d: 'DD', m: 'MM', y: 'YYYY' } as const;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The format as the respondent sees it: 'DD/MM/YYYY'. */
export const dateMask = (format: TDateFormat, separator: TDateSeparator) => ORDER[format].map((p) => MASK[p]).join(separator);

/** A stored YYYY-MM-DD shown in the question's format; anything else as it is. */
export function displayDate(value: string, format: TDateFormat, separator: TDateSeparator): string {
  const m = ISO.exec(value);
  if (!m) return value;
  const parts = { y: m[1]!, m: m[2]!, d: m[3]! };
  return ORDER[format].map((p) => parts[p]).join(separator);
}

/** What the respondent typed as YYYY-MM-DD (any of / . - or spaces between the parts), or the text as typed. */
export function parseDate(text: string, format: TDateFormat): string {
  const t = text.trim();
  if (t === '') return '';
  const pieces = t.split(/[/.\-\s]+/);
  if (pieces.length !== 3 || pieces.some((p) => !/^\d+$/.test(p))) return t;
  const parts: Record<'d' | 'm' | 'y', string> = { d: '', m: '', y: '' };
  ORDER[format].forEach((key, i) => (parts[key] = pieces[i]!));
  if (parts.y.length !== 4 || parts.m.length > 2 || parts.d.length > 2) return t;
  return `${parts.y}-${parts.m.padStart(2, '0')}-${parts.d.padStart(2, '0')}`;
}

export function DateQuestion({ question, value, onChange, labelId, describedBy, invalid }: TQuestionProps) {
  const mask = dateMask(question.format, question.separator);
  const [text, setText] = useState(() => (typeof value === 'string' ? displayDate(value, question.format, question.separator) : ''));
  const hintId = `${labelId}-format`;
  return (
    <div className="sv-field">
      <input
        className="sv-input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder={mask}
        value={text}
        aria-labelledby={labelId}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        aria-required={question.required || undefined}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          setText(e.currentTarget.value);
          onChange(parseDate(e.currentTarget.value, question.format));
        }}
      />
      <span className="sv-hint" id={hintId}>
        Format: {mask}
      </span>
    </div>
  );
}
