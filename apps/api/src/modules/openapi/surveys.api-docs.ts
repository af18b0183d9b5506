import type { z } from 'zod';
import type { ZResponseDetail, ZResponsesPage } from '@gifthub/shared/survey-responses';
import type { TPublicApiDoc } from '../../plugins/public-api';

/** A team's survey responses (modules/survey-responses): examples checked against the routes' schemas. */

const row = {
  id: 5512,
  created_at: '2026-11-23T16:20:05.000Z',
  completed_at: '2026-11-23T16:23:41.000Z',
  complete: true,
  source: { id: 12, name: 'Customer Thank You 2026' },
  answers: {
    '301': { value: 'Coffee', valid: true },
    '302': { value: ['Green', 'Blue'], valid: true },
    '303': { value: 'The hamper arrived the next day and the shortbread was gone by lunch.', valid: true },
    '304': { value: true, valid: true },
    '305': { value: 5, valid: true },
  },
  notes_count: 1,
};

const page = { data: [row], meta: { total: 1, current_page: 1, per_page: 25, last_page: 1 } } satisfies z.input<typeof ZResponsesPage>;

const { notes_count: _notes, ...detailBase } = row;
const detail = {
  ...detailBase,
  source_metadata: { utm_source: 'gift-page', utm_campaign: 'customer-thank-you-2026' },
  notes: [{ id: 88, content: 'Follow up about a bulk order in January.', added_by: { id: 318, name: 'Maya Patel' }, created_at: '2026-11-24T09:05:00.000Z' }],
} satisfies z.input<typeof ZResponseDetail>;

export const surveysDocs = {
  responses: {
    tag: 'Surveys',
    summary: 'List survey responses',
    description:
      "A survey's responses, newest first: each with its answers keyed by question id, whether it was completed and the source (a campaign or a link) it came from. Filter by source and completion; sort by date, completion, source or one question's answer.",
    example: { params: { teamId: 27, id: 64 }, query: { complete: 'true', sort: 'date', direction: 'desc' }, response: page },
  },
  response: {
    tag: 'Surveys',
    summary: 'Get a survey response',
    description: 'One response with every answer, the metadata of its source and the notes the team has added.',
    example: { params: { teamId: 27, id: 64, responseId: 5512 }, response: detail },
  },
} satisfies Record<string, TPublicApiDoc>;
