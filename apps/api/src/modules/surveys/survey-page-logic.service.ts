/**
 * Whether a page's logic may be saved (spec 2 §4, §5): the logic its type allows and rules that fit their questions
 * (pageLogicError), rules' and specific_page's pages of this survey, a web address for external_url, and for a
 * campaign action the team's own campaign and an Email question of this survey (none for a template: no team).
 */
import type { TLogicRule, TLogicType, TLogicValue, TPageType, TQuestionType } from '@gifthub/shared/survey-rules';
import { pageLogicError } from '@gifthub/shared/surveys';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findCampaignById } from '../campaigns/campaign-lookup.service';

export type TLogicToCheck = { type: TPageType; page_logic_type: TLogicType; page_logic_value: TLogicValue; logic_rules: TLogicRule[] };
export type TSurveyShape = { teamId: number | null; pageIds: Set<number>; questionTypes: Map<number, TQuestionType> };

const URL_RE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const fail = (field: string, message: string) => AppError.field(field, message);
/** A template has no team, so no campaign to invite to: the team chooses one after activating it. */
export const TEMPLATE_CAMPAIGN_REFUSED = 'A template cannot send a campaign: add the campaign action to the survey made from it.';

/** The value each logic keeps: a page id or an address as text, a campaign pair, or nothing. */
function checkValue(db: Db, shape: TSurveyShape, logic: TLogicType, value: TLogicValue): Promise<void> | void {
  if (value === null) return;
  if (logic === 'specific_page') {
    if (typeof value !== 'string' || !shape.pageIds.has(Number(value)) || !/^\d+$/.test(value)) throw fail('page_logic_value', 'Choose a page of this survey.');
    return;
  }
  if (logic === 'external_url') {
    if (typeof value !== 'string' || !URL_RE.test(value)) throw fail('page_logic_value', 'Web address must start with http:// or https://.');
    return;
  }
  if (logic === 'campaign') return checkCampaign(db, shape, value);
  throw fail('page_logic_value', 'This page logic takes no value.');
}

async function checkCampaign(db: Db, shape: TSurveyShape, value: TLogicValue) {
  if (typeof value !== 'object' || value === null) throw fail('page_logic_value', 'Choose a campaign.');
  if (value.campaign !== null) {
    const campaign = await findCampaignById(db, value.campaign);
    if (!campaign || campaign.teamId !== shape.teamId) throw fail('page_logic_value.campaign', 'Campaign not found.');
  }
  if (value.email_question !== null && shape.questionTypes.get(value.email_question) !== 'email')
    throw fail('page_logic_value.email_question', 'Choose an Email question of this survey.');
}

/** Throws a 422 naming the field when the logic cannot be saved. */
export async function checkPageLogic(db: Db, shape: TSurveyShape, page: TLogicToCheck): Promise<void> {
  const problem = pageLogicError(page, shape.questionTypes);
  if (problem) throw fail(problem.field, problem.message);
  if (page.page_logic_type === 'campaign' && shape.teamId === null) throw fail('page_logic_type', TEMPLATE_CAMPAIGN_REFUSED);
  if (page.page_logic_type === 'dynamic') {
    for (const rule of page.logic_rules) {
      if (!shape.pageIds.has(rule.page)) throw fail('logic_rules', 'A rule goes to a page this survey does not have.');
      const type = shape.questionTypes.get(rule.question);
      // An unfinished rule (no value yet) may be saved: it passes no answer.
      if (type === 'boolean' && !['true', 'false', ''].includes(rule.value)) throw fail('logic_rules', 'A yes/no rule compares with true or false.');
    }
  }
  await checkValue(db, shape, page.page_logic_type, page.page_logic_value);
}
