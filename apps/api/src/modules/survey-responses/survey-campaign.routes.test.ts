import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { surveyTexts } from '@gifthub/shared/survey-rules';
import type { TPublicResponse } from '@gifthub/shared/surveys';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { surveyApi, type TSurveyApi } from '../surveys/surveys.test-helpers';

/** A survey page's campaign action (spec 2 §4): the respondent's gift invitation, made for the e-mail they gave. */
let t: TTestApp;
let api: TSurveyApi;
let acme: number;
let manager: string;
let campaignId: number;
let s: { slug: string; emailQuestion: number; campaignPage: number; plainPage: number };
let endpointId: number;

const pub = (method: 'GET' | 'POST' | 'PUT', path: string, payload: object = {}) =>
  t.app.inject({ method, url: `/api/v1/surveys/acme/${s.slug}${path}`, ...(method === 'GET' ? {} : { payload }) });
const start = async () => (await pub('POST', '/responses')).json().id as string;

beforeAll(async () => {
  t = await createTestApp();
  api = surveyApi(t);
  ({ acme, manager } = await signInSeedUsers(t));
  const list = await api.ok<{ data: { id: number; slug: string }[] }>(api.call('GET', `/teams/${acme}/gb-campaigns?per_page=50`, manager));
  campaignId = list.data.find((c) => c.slug === 'client-thank-you-2026')!.id;
  const id = await api.create(acme, manager);
  const email = await api.addPage(acme, id, manager, 'question', 'email');
  const plain = await api.addPage(acme, id, manager, 'context');
  const gift = await api.addPage(acme, id, manager, 'final');
  const emailQuestion = email.questions[0]!.id;
  const set = await api.putPage(acme, id, gift.id, manager, { page_logic_type: 'campaign', page_logic_value: { campaign: campaignId, email_question: emailQuestion } });
  expect(set.statusCode, set.body).toBe(200);
  const survey = await api.publish(acme, id, manager);
  s = { slug: survey.slug, emailQuestion, campaignPage: gift.id, plainPage: plain.id };
  endpointId = (await api.ok<{ id: number }>(api.call('POST', `/teams/${acme}/webhooks`, manager, { url: 'https://hooks.example.com/in', events: ['survey.response_completed'] }))).id;
});
afterAll(() => t.close());

describe("a page's campaign action", () => {
  it('invites the respondent by the e-mail they gave, completes the response and answers the same link again', async () => {
    const rid = await start();
    const email = `respondent.${Date.now().toString(36)}@example.com`;
    expect((await pub('PUT', `/responses/${rid}/answers`, { question_id: s.emailQuestion, value: email })).statusCode).toBe(200);
    const res = await pub('POST', `/responses/${rid}/campaign`, { page_id: s.campaignPage });
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json().invite_link as string;
    expect(link).toMatch(/\/pick-a-gift\/acme\/[A-Za-z0-9_-]{20,}$/);
    expect(((await pub('GET', `/responses/${rid}`)).json() as TPublicResponse).complete).toBe(true);
    const again = await pub('POST', `/responses/${rid}/campaign`, { page_id: s.campaignPage });
    expect(again.json().invite_link).toBe(link);
    // Completed once: one survey.response_completed for the team's webhook.
    const deliveries = await api.ok<{ data: { event_type: string }[] }>(api.call('GET', `/teams/${acme}/webhooks/${endpointId}/deliveries`, manager));
    expect(deliveries.data.map((d) => d.event_type)).toEqual(['survey.response_completed']);
    // The campaign's recipients list the invitation, made by the member who set the action.
    const rows = await api.ok<{ data: { email: string }[] }>(api.call('GET', `/gb-campaigns/${campaignId}/registrations?search=${encodeURIComponent(email)}`, manager));
    expect(rows.data.map((r) => r.email)).toEqual([email]);
  });

  it('without a valid e-mail answer it answers its own code (the page logs it, shows nothing); a page without the action is refused', async () => {
    const rid = await start();
    const res = await pub('POST', `/responses/${rid}/campaign`, { page_id: s.campaignPage });
    expect([res.statusCode, res.json().code]).toEqual([409, ERROR_CODES.surveyEmailMissing]);
    expect(res.json().message).not.toBe(surveyTexts.rewardUnavailable);
    expect(((await pub('GET', `/responses/${rid}`)).json() as TPublicResponse).complete).toBe(false);
    const plain = await pub('POST', `/responses/${rid}/campaign`, { page_id: s.plainPage });
    expect(plain.statusCode).toBe(422);
    expect((await pub('POST', '/responses/not-a-response/campaign', { page_id: s.campaignPage })).statusCode).toBe(404);
  });
});
