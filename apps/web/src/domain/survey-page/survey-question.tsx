import type { ComponentType } from 'react';
import type { TQuestionType } from '@gifthub/shared/survey-rules';
import { BooleanQuestion, MultipleChoiceQuestion, SingleChoiceQuestion } from './choice-questions';
import { DateQuestion } from './date-question';
import type { TQuestionProps } from './question-types';
import { RankingQuestion } from './ranking-question';
import { OpinionScaleQuestion, RatingQuestion } from './scale-questions';
import { TextQuestion } from './text-question';

/** The control for each of the thirteen question types. */
const CONTROLS: Record<TQuestionType, ComponentType<TQuestionProps>> = {
  'short-text': TextQuestion,
  'long-text': TextQuestion,
  email: TextQuestion,
  'phone-number': TextQuestion,
  website: TextQuestion,
  number: TextQuestion,
  date: DateQuestion,
  'single-choice': SingleChoiceQuestion,
  'multiple-choice': MultipleChoiceQuestion,
  boolean: BooleanQuestion,
  'opinion-scale': OpinionScaleQuestion,
  rating: RatingQuestion,
  ranking: RankingQuestion,
};

/** A question's answer control, by its type. */
export function SurveyQuestion(props: TQuestionProps) {
  const Control = CONTROLS[props.question.type];
  return <Control {...props} />;
}
