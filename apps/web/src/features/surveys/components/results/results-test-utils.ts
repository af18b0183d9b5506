import type { TQuestionResult, TSurveyResults } from '@gifthub/shared/survey-results';

// The Results as the API answers them, for the Results tab's tests.

export const questionResult = (over: Partial<TQuestionResult> = {}): TQuestionResult => ({
  id: 101,
  name: 'Favourite drink',
  page_id: 11,
  page_name: 'Drinks',
  page_icon: 'single-choice',
  type: 'single-choice',
  is_aggregate: true,
  answers: [
    { value: 'Tea', label: 'Tea', count: 120, percent: 80 },
    { value: 'Coffee', label: 'Coffee', count: 30, percent: 20 },
    { value: 'Juice', label: 'Juice', count: 0, percent: 0 },
  ],
  answers_count: 150,
  views: 180,
  dropout_rate: 17,
  text_answers: [],
  ...over,
});

export const surveyResults = (over: Partial<TSurveyResults> = {}): TSurveyResults => ({
  survey_id: 5,
  source: null,
  views: 200,
  started: 150,
  complete: 97,
  engagement_rate: 75,
  completion_rate: 49,
  questions: [
    questionResult(),
    questionResult({
      id: 102,
      name: 'Rank the fruit',
      page_id: 12,
      page_name: 'Fruit',
      page_icon: 'ranking',
      type: 'ranking',
      answers: [
        { value: 'Apple', label: 'Apple', count: 60, points: 150, percent: 50 },
        { value: 'Banana', label: 'Banana', count: 60, points: 90, percent: 30 },
        { value: 'Cherry', label: 'Cherry', count: 60, points: 60, percent: 20 },
      ],
      answers_count: 60,
      views: 150,
      dropout_rate: 60,
    }),
    questionResult({
      id: 103,
      name: 'Anything else?',
      page_id: 13,
      page_name: 'Comments',
      page_icon: 'long-text',
      type: 'long-text',
      is_aggregate: false,
      answers: [],
      answers_count: 21,
      views: 60,
      dropout_rate: 0,
      text_answers: Array.from({ length: 20 }, (_, i) => ({ response_id: 900 - i, value: `Comment ${i + 1}`, answered_at: '2026-11-20T10:00:00Z' })),
    }),
  ],
  ...over,
});
