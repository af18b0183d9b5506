import { RATING_SMALL_STARS_FROM } from '@gifthub/shared/survey-rules';
import { scaleValues } from '@gifthub/shared/survey-answers';
import type { TQuestionProps } from './question-types';

// Opinion scale (0 or 1 to its max, with its end labels) and rating (1 to its max in stars, smaller above 7): each a
// radio group, so arrow keys move along it; the radios are hidden behind their numbers or stars, which show focus.

export function OpinionScaleQuestion(p: TQuestionProps) {
  const { question, value, onChange } = p;
  const values = scaleValues('opinion-scale', question.start_from_zero, question.max_value);
  const labelsId = `${p.labelId}-ends`;
  const hasLabels = Boolean(question.min_label || question.max_label);
  return (
    <div className="sv-scale-wrap">
      <div
        role="radiogroup"
        className="sv-scale"
        aria-labelledby={p.labelId}
        aria-describedby={[hasLabels ? labelsId : '', p.describedBy ?? ''].filter(Boolean).join(' ') || undefined}
        aria-required={question.required || undefined}
        aria-invalid={p.invalid || undefined}
      >
        {values.map((n) => (
          <label key={n} className="sv-scale-item">
            <input className="sv-sr" type="radio" name={`q-${question.id}`} value={n} checked={value === n} onChange={() => onChange(n)} />
            <span>{n}</span>
          </label>
        ))}
      </div>
      {hasLabels && (
        <div className="sv-scale-ends" id={labelsId}>
          <span>{question.min_label ? `${values[0]}: ${question.min_label}` : ''}</span>{' '}
          <span>{question.max_label ? `${values[values.length - 1]}: ${question.max_label}` : ''}</span>
        </div>
      )}
    </div>
  );
}

export function RatingQuestion(p: TQuestionProps) {
  const { question, value, onChange } = p;
  const values = scaleValues('rating', false, question.max_value);
  const small = values.length >= RATING_SMALL_STARS_FROM;
  const chosen = typeof value === 'number' ? value : 0;
  return (
    <div
      role="radiogroup"
      className={small ? 'sv-stars sv-stars-small' : 'sv-stars'}
      aria-labelledby={p.labelId}
      aria-describedby={p.describedBy}
      aria-required={question.required || undefined}
      aria-invalid={p.invalid || undefined}
    >
      {values.map((n) => (
        <label key={n} className={n <= chosen ? 'sv-star sv-star-on' : 'sv-star'}>
          <input className="sv-sr" type="radio" name={`q-${question.id}`} value={n} checked={value === n} onChange={() => onChange(n)} />
          <span aria-hidden>★</span>
          <span className="sv-sr">{n === 1 ? '1 star' : `${n} stars`}</span>
        </label>
      ))}
    </div>
  );
}
