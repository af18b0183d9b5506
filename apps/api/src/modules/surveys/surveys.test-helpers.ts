import { expect } from 'vitest';
import type { TQuestionType } from '@gifthub/shared/survey-rules';
import type { TSurvey, TSurveyPage } from '@gifthub/shared/surveys';
import type { TTestApp } from '../../test/test-app';

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The surveys API as a signed-in user calls it (paths under /api/v1). */
export function surveyApi(t: TTestApp) {
  const call = (method: TMethod, url: string, token: string | null, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: token ? t.as(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  let n = 0;
  const ok = async <T>(p: ReturnType<typeof call>): Promise<T> => {
    const res = await p;
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const api = {
    call,
    ok,
    /** A new survey of the team (its name made unique), with a Welcome page unless asked not to. */
    create: async (teamId: number, token: string, body: Record<string, unknown> = {}) =>
      (await ok<{ id: number }>(call('POST', `/teams/${teamId}/surveys`, token, { name: `Survey ${Date.now().toString(36)}${++n}`, ...body }))).id,
    get: (teamId: number, id: number, token: string) => ok<TSurvey>(call('GET', `/teams/${teamId}/surveys/${id}`, token)),
    addPage: (teamId: number, id: number, token: string, type: TSurveyPage['type'], questionType: TQuestionType | null = null, extra: Record<string, unknown> = {}) =>
      ok<TSurveyPage>(call('POST', `/teams/${teamId}/surveys/${id}/pages`, token, { type, ...(questionType ? { question_type: questionType } : {}), ...extra })),
    putPage: (teamId: number, id: number, pageId: number, token: string, body: Record<string, unknown>) => call('PUT', `/teams/${teamId}/surveys/${id}/pages/${pageId}`, token, body),
    putQuestion: (teamId: number, id: number, questionId: number, token: string, body: Record<string, unknown>) =>
      call('PUT', `/teams/${teamId}/surveys/${id}/questions/${questionId}`, token, body),
    publish: (teamId: number, id: number, token: string) => ok<TSurvey>(call('POST', `/teams/${teamId}/surveys/${id}/publish`, token)),
  };
  return api;
}
export type TSurveyApi = ReturnType<typeof surveyApi>;
