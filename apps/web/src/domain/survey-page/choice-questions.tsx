import { useState } from 'react';
import { OPTION_MAX_LENGTH } from '@gifthub/shared/survey-rules';
import { shownOptions, type TQuestionProps } from './question-types';

// Single choice (a radio group), multiple choice (checkboxes) and yes/no, each with the Other option's own text
// where the question has one (spec 2 §4: single choice keeps exactly one, the other option holds free text).

const OTHER = 'Other';
const groupProps = (p: TQuestionProps, role: 'radiogroup' | 'group') => ({
  role,
  className: p.question.vertical ? 'sv-choices sv-vertical' : 'sv-choices',
  'aria-labelledby': p.labelId,
  'aria-describedby': p.describedBy,
  'aria-required': role === 'radiogroup' ? p.question.required || undefined : undefined,
  'aria-invalid': role === 'radiogroup' ? p.invalid || undefined : undefined,
});

function OtherText({ value, onChange, labelId }: { value: string; onChange: (v: string) => void; labelId: string }) {
  return (
    <input
      className="sv-input sv-other-text"
      type="text"
      aria-label="Other, please specify"
      aria-describedby={labelId}
      maxLength={OPTION_MAX_LENGTH}
      placeholder="Please specify"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

export function SingleChoiceQuestion(p: TQuestionProps) {
  const { question, value, onChange } = p;
  const options = shownOptions(question.options);
  const current = typeof value === 'string' ? value : '';
  const [other, setOther] = useState(() => question.other_option && current !== '' && !options.includes(current));
  const name = `q-${question.id}`;
  return (
    <div {...groupProps(p, 'radiogroup')}>
      {options.map((o) => (
        <label key={o} className="sv-choice">
          <input
            type="radio"
            name={name}
            value={o}
            checked={!other && current === o}
            onChange={() => {
              setOther(false);
              onChange(o);
            }}
          />
          <span>{o}</span>
        </label>
      ))}
      {question.other_option && (
        <>
          <label className="sv-choice">
            <input
              type="radio"
              name={name}
              value=""
              checked={other}
              onChange={() => {
                setOther(true);
                onChange(options.includes(current) ? '' : current);
              }}
            />
            <span>{OTHER}</span>
          </label>
          {other && <OtherText value={current} onChange={onChange} labelId={p.labelId} />}
        </>
      )}
    </div>
  );
}

export function MultipleChoiceQuestion(p: TQuestionProps) {
  const { question, value, onChange } = p;
  const options = shownOptions(question.options);
  const chosen = Array.isArray(value) ? value : [];
  const [other, setOther] = useState(() => ({ on: chosen.some((v) => !options.includes(v)), text: chosen.find((v) => !options.includes(v)) ?? '' }));
  // The choices in the question's order, then the other text (left out while it is empty).
  const emit = (picked: string[], o: { on: boolean; text: string }) => {
    const list = options.filter((x) => picked.includes(x));
    onChange(o.on && o.text.trim() ? [...list, o.text] : list);
  };
  const picked = chosen.filter((v) => options.includes(v));
  const setOtherState = (o: { on: boolean; text: string }) => {
    setOther(o);
    emit(picked, o);
  };
  return (
    <div {...groupProps(p, 'group')}>
      {options.map((o) => (
        <label key={o} className="sv-choice">
          <input type="checkbox" value={o} checked={picked.includes(o)} onChange={(e) => emit(e.currentTarget.checked ? [...picked, o] : picked.filter((x) => x !== o), other)} />
          <span>{o}</span>
        </label>
      ))}
      {question.other_option && (
        <>
          <label className="sv-choice">
            <input type="checkbox" value="" checked={other.on} onChange={(e) => setOtherState({ ...other, on: e.currentTarget.checked })} />
            <span>{OTHER}</span>
          </label>
          {other.on && <OtherText value={other.text} onChange={(text) => setOtherState({ on: true, text })} labelId={p.labelId} />}
        </>
      )}
    </div>
  );
}

export function BooleanQuestion(p: TQuestionProps) {
  const { question, value, onChange } = p;
  const name = `q-${question.id}`;
  const items = [
    { label: question.yes_value || 'Yes', v: true },
    { label: question.no_value || 'No', v: false },
  ];
  return (
    <div {...groupProps(p, 'radiogroup')}>
      {items.map((it) => (
        <label key={String(it.v)} className="sv-choice">
          <input type="radio" name={name} value={String(it.v)} checked={value === it.v} onChange={() => onChange(it.v)} />
          <span>{it.label}</span>
        </label>
      ))}
    </div>
  );
}
