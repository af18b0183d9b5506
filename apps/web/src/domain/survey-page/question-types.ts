import type { TQuestion } from '@gifthub/shared/surveys';
import type { TAnswerValue } from '@gifthub/shared/survey-answers';

/** What every question control gets from the page: its question, the answer so far and where to send a change. */
export type TQuestionProps = {
  question: TQuestion;
  value: TAnswerValue | undefined;
  onChange: (value: TAnswerValue | null) => void;
  /** The question's title (aria-labelledby). */
  labelId: string;
  /** The description and the message under the question (aria-describedby). */
  describedBy: string | undefined;
  invalid: boolean;
};

/** Options a respondent can pick: empty ones (a new page's placeholders) are left out. */
export const shownOptions = (options: string[]) => options.filter((o) => o.trim() !== '');
