import type { InputHTMLAttributes } from 'react';
import { ANSWER_TEXT_MAX, LONG_TEXT_ROWS, SHORT_TEXT_MAX, type TQuestionType } from '@gifthub/shared/survey-rules';
import type { TQuestionProps } from './question-types';

// The typed answers: short and long text, e-mail, phone, website and number. The number stays text (spec 2 §5: any
// non-digit makes it invalid, which a number input would hide), with the phone's numeric keypad.

const INPUTS: Partial<Record<TQuestionType, InputHTMLAttributes<HTMLInputElement>>> = {
  'short-text': { type: 'text', maxLength: SHORT_TEXT_MAX },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254, placeholder: 'name@example.com' },
  'phone-number': { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 40 },
  website: { type: 'url', inputMode: 'url', autoComplete: 'url', maxLength: 2000, placeholder: 'https://' },
  number: { type: 'text', inputMode: 'numeric', autoComplete: 'off', maxLength: 30 },
};

export function TextQuestion({ question, value, onChange, labelId, describedBy, invalid }: TQuestionProps) {
  const common = {
    className: 'sv-input',
    value: typeof value === 'string' ? value : '',
    'aria-labelledby': labelId,
    'aria-describedby': describedBy,
    'aria-required': question.required || undefined,
    'aria-invalid': invalid || undefined,
  };
  if (question.type === 'long-text')
    return <textarea {...common} rows={LONG_TEXT_ROWS} maxLength={ANSWER_TEXT_MAX} placeholder="Type your answer here" onChange={(e) => onChange(e.currentTarget.value)} />;
  return <input placeholder="Type your answer here" {...common} {...(INPUTS[question.type] ?? INPUTS['short-text'])} onChange={(e) => onChange(e.currentTarget.value)} />;
}
