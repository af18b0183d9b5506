import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { TSurveyPage } from '@gifthub/shared/surveys';
import { DEFAULT_BUTTON_TEXT, QUESTION_TYPE_LABELS, type TSurveyStyles } from '@gifthub/shared/survey-rules';
import type { TAnswerValue } from '@gifthub/shared/survey-answers';
import { hidesButton } from '@gifthub/shared/survey-logic';
import { answerProblem, pageQuestion } from './survey-flow';
import { SurveyQuestion } from './survey-question';
import { safeImageUrl, surveyStyleVars } from './survey-styles';
import './survey-page.css';

/**
 * Where a page is shown (spec 2 §1): the creator's editor (answers read-only, texts editable when onEditText is
 * given), the editor's preview (answerable; no Next, as the spec hides it in preview views), or the respondent's
 * public page (Next and Go Back). The public page's ?preview=true is the public mode with nothing sent.
 */
export type TSurveyMode = 'editor' | 'preview' | 'public';
export type TEditableText = 'title' | 'subtitle' | 'button_text' | 'question_name' | 'question_description';

export type TSurveyPageProps = {
  page: TSurveyPage;
  styles: TSurveyStyles | null;
  mode: TSurveyMode;
  /** The answer to the page's question so far. */
  answer?: TAnswerValue;
  onAnswer?: (questionId: number, value: TAnswerValue | null) => void;
  /** Next, called only when the page's answer passes its rules. */
  onNext?: () => void;
  /** Go Back: shown in public mode when given (not on the first page). */
  onBack?: () => void;
  /** While the answer is being saved: Next waits. */
  busy?: boolean;
  /** A refusal of the answer by the server, shown under the question. */
  error?: string | null;
  /** Editor mode: a text of the page or its question changed (the caller saves it after its pause). */
  onEditText?: (field: TEditableText, value: string) => void;
  /** Move focus to the page's heading when it shows (after the respondent moved to it). */
  focusOnShow?: boolean;
  /** Shown under the buttons (the public page's resume link). */
  footer?: ReactNode;
  /** The page's heading level: 1 on the public page; lower inside a screen that has its own (the portal's preview). */
  headingLevel?: 1 | 2 | 3;
};

/** One page of a survey: its 16:9 area with the theme's background, its texts or its question, and its buttons. */
export function SurveyPage(props: TSurveyPageProps) {
  return <PageView key={props.page.id} {...props} />;
}

function EditableText({ value, label, onEdit, className, multiline }: { value: string; label: string; onEdit: (v: string) => void; className: string; multiline?: boolean }) {
  const common = { className: `sv-edit ${className}`, defaultValue: value, 'aria-label': label, placeholder: label };
  // Enter ends the edit (spec 2 §2: the text is sent on Enter, which blurs the field, or after a pause).
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      e.currentTarget.blur();
    }
  };
  return multiline ? (
    <textarea {...common} rows={2} onKeyDown={onKeyDown} onChange={(e) => onEdit(e.currentTarget.value)} />
  ) : (
    <input {...common} onKeyDown={onKeyDown} onChange={(e) => onEdit(e.currentTarget.value)} />
  );
}

function PageView({ page, styles, mode, answer, onAnswer, onNext, onBack, busy, error, onEditText, focusOnShow, footer, headingLevel = 1 }: TSurveyPageProps) {
  const id = useId();
  const H = `h${headingLevel}` as const;
  const ids = { title: `${id}t`, desc: `${id}d`, msg: `${id}m`, tip: `${id}p` };
  const question = pageQuestion(page);
  const [tried, setTried] = useState(false);
  // Next pressed while the page is busy (the response still being made or an answer saved) goes on once it is not.
  const queued = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);
  const editing = mode === 'editor';
  const edit = editing ? onEditText : undefined;
  const problem = editing ? null : answerProblem(question, answer);
  // The rule's message shows once the respondent typed or tried to go on; Next says it from the start.
  const message = error ?? (tried ? problem : null);
  const showNext = !hidesButton(page) && mode !== 'preview';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (editing) return;
    if (busy) {
      queued.current = true;
      return;
    }
    if (problem) return setTried(true);
    onNext?.();
  };
  useEffect(() => {
    if (!queued.current || busy) return;
    queued.current = false;
    // With an answer that does not pass, Next stays put and says why (its tooltip and description).
    if (!problem) onNext?.();
  }, [busy, problem, onNext]);
  const title = question ? question.name || QUESTION_TYPE_LABELS[question.type] : page.title || page.name;
  const describedBy = [question?.description ? ids.desc : '', message ? ids.msg : ''].filter(Boolean).join(' ') || undefined;

  return (
    <section className={safeImageUrl(page.background_image) || safeImageUrl(styles?.page_bg_image) ? 'sv-page sv-has-image' : 'sv-page'} style={surveyStyleVars(styles, page.background_image)} aria-labelledby={ids.title}>
      <form className="sv-content" onSubmit={submit} noValidate>
        {question && page.display_title && page.title && <p className="sv-page-title">{page.title}</p>}
        {edit ? (
          <H id={ids.title} className={question ? 'sv-question' : 'sv-title'}>
            <EditableText value={question ? question.name : page.title} label={question ? 'Question' : 'Title'} className="" onEdit={(v) => edit(question ? 'question_name' : 'title', v)} />
          </H>
        ) : (
          <H id={ids.title} ref={headingRef} tabIndex={-1} className={question ? 'sv-question' : 'sv-title'}>
            {title}
            {question?.required && (
              <span className="sv-req" aria-hidden>
                {' '}
                *
              </span>
            )}
          </H>
        )}
        {edit ? (
          <EditableText
            multiline
            value={question ? question.description : page.subtitle}
            label={question ? 'Description' : 'Subtitle'}
            className="sv-subtitle"
            onEdit={(v) => edit(question ? 'question_description' : 'subtitle', v)}
          />
        ) : (
          (question ? question.description : page.subtitle) && (
            <p className="sv-subtitle" id={ids.desc}>
              {question ? question.description : page.subtitle}
            </p>
          )
        )}
        {question && (
          <fieldset className="sv-plain" disabled={editing}>
            <SurveyQuestion
              question={question}
              value={answer}
              onChange={(v) => {
                setTried(true);
                onAnswer?.(question.id, v);
              }}
              labelId={ids.title}
              describedBy={describedBy}
              invalid={Boolean(message)}
            />
          </fieldset>
        )}
        <p className="sv-error" id={ids.msg} aria-live="polite">
          {message}
        </p>
        <div className="sv-actions">
          {mode === 'public' && onBack && (
            <button type="button" className="sv-btn sv-btn-back" onClick={onBack}>
              Go Back
            </button>
          )}
          {showNext && (
            <span className="sv-next-wrap">
              {edit ? (
                <span className="sv-btn">
                  <EditableText value={page.button_text || DEFAULT_BUTTON_TEXT} label="Button text" className="sv-btn-edit" onEdit={(v) => edit('button_text', v)} />
                </span>
              ) : (
                <button
                  type={editing ? 'button' : 'submit'}
                  className="sv-btn sv-btn-next"
                  aria-disabled={Boolean(problem) || undefined}
                  aria-busy={busy || undefined}
                  aria-describedby={problem ? ids.tip : undefined}
                >
                  {page.button_text || DEFAULT_BUTTON_TEXT}
                </button>
              )}
              {problem && (
                <span role="tooltip" id={ids.tip} className="sv-tip">
                  {problem}
                </span>
              )}
            </span>
          )}
        </div>
        {footer}
      </form>
    </section>
  );
}
