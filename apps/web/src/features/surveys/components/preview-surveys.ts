import { DEFAULT_STYLES, type TSurveyCategory } from '@gifthub/shared/survey-rules';
import type { TSurvey } from '@gifthub/shared/surveys';

/**
 * Example rows shown to a team without Pro whose list is empty or refused (spec 3 §1: an area appears as a preview
 * with demo content). Drawn without links or actions and marked as examples; no API call is made for them.
 */
export const PREVIEW_SURVEYS: TSurvey[] = [
  example(-1, 'Customer Satisfaction 2026', 'feedback', true, [420, 310, 255]),
  example(-2, 'Event Registration', 'registration', true, [180, 150, 141]),
  example(-3, 'Product Research', 'research', false, [0, 0, 0]),
];

function example(id: number, name: string, category: TSurveyCategory, active: boolean, [views, started, complete]: [number, number, number]): TSurvey {
  return {
    id,
    name,
    slug: '',
    category,
    type: 'standard',
    active,
    deleted: false,
    theme_id: null,
    theme: DEFAULT_STYLES,
    publicUrl: '',
    questions_count: 8,
    created_at: '2026-01-15T09:00:00Z',
    responses_count: views,
    started_responses_count: started,
    complete_responses_count: complete,
    public_url_views: views,
    public_url_replies: started,
  };
}
