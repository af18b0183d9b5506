import { useState } from 'react';
import type { TAnswerValue } from '@gifthub/shared/survey-answers';
import type { TSurveyStyles } from '@gifthub/shared/survey-rules';
import type { TSurveyPage } from '@gifthub/shared/surveys';
import { SurveyPage } from '../../../../domain/survey-page/survey-page';

/** Preview Mode: the page as respondents see it (the public page's renderer); answers stay here, nothing is saved. */
export function PagePreview({ page, styles }: { page: TSurveyPage; styles: TSurveyStyles }) {
  const [answers, setAnswers] = useState<Record<number, TAnswerValue | undefined>>({});
  const question = page.questions[0];
  return (
    <SurveyPage
      page={page}
      styles={styles}
      mode="preview"
      answer={question ? answers[question.id] : undefined}
      onAnswer={(id, value) => setAnswers((a) => ({ ...a, [id]: value ?? undefined }))}
    />
  );
}
