import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPage, nextStep, type TLogicPage } from '@gifthub/shared/survey-logic';
import type { TTemplate, TTemplateList } from '@gifthub/shared/survey-templates';
import { pageLogicError, type TSurvey, type TSurveyPage } from '@gifthub/shared/surveys';
import { signInSeedUsers } from '../test/seed-users';
import { createTestApp, type TTestApp } from '../test/test-app';
import { SEED_TEMPLATES } from './seed-survey-templates-data';

let t: TTestApp;
let u: Awaited<ReturnType<typeof signInSeedUsers>>;

beforeAll(async () => {
  t = await createTestApp();
  u = await signInSeedUsers(t);
});
afterAll(() => t?.close());

const get = async <T>(url: string, token: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: t.as(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

const logicPages = (pages: TSurveyPage[]): TLogicPage[] =>
  pages.map((p) => ({ ...p, question: p.questions[0] ? { id: p.questions[0].id, type: p.questions[0].type } : null }));

describe('seeded templates', () => {
  it('are at least twelve active ones across the survey types, and one draft only admins see', async () => {
    const members = (await get<TTemplateList>('/templates?get-pages=true', u.manager)).data;
    expect(members.length).toBeGreaterThanOrEqual(12);
    expect(new Set(members.map((x) => x.category)).size).toBeGreaterThanOrEqual(7);
    const admin = (await get<TTemplateList>('/templates', u.staff)).data;
    const live = SEED_TEMPLATES.filter((x) => !x.deleted);
    expect(admin.filter((x) => x.status === 'draft').map((x) => x.name)).toEqual(live.filter((x) => x.status === 'draft').map((x) => x.name));
    expect(members.map((x) => x.name)).toEqual(live.filter((x) => x.status === 'active').map((x) => x.name));
    expect(members.some((x) => x.theme_id !== null)).toBe(true);
    // The admins' Deleted switch has a real one to show.
    const binned = (await get<TTemplateList>('/templates?deleted=true', u.staff)).data;
    expect(binned.map((x) => x.name)).toEqual(SEED_TEMPLATES.filter((x) => x.deleted).map((x) => x.name));
    expect(binned.length).toBeGreaterThan(0);
  });

  it('each hold real questions of varied kinds, with logic the editor would accept and every path reaching the end', async () => {
    const members = (await get<TTemplateList>('/templates?get-pages=true', u.manager)).data;
    const kinds = new Set<string>();
    for (const tpl of members) {
      const pages = tpl.pages!;
      const questions = pages.flatMap((p) => p.questions);
      expect(questions.length, tpl.name).toBeGreaterThanOrEqual(3);
      expect(questions.every((q) => q.name.length > 5), tpl.name).toBe(true);
      questions.forEach((q) => kinds.add(q.type));
      const types = new Map(questions.map((q) => [q.id, q.type]));
      const ids = new Set(pages.map((p) => p.id));
      for (const p of pages) {
        expect(pageLogicError(p, types), `${tpl.name}: ${p.name}`).toBeNull();
        for (const r of p.logic_rules) expect(ids.has(r.page) && types.has(r.question), `${tpl.name}: ${p.name}`).toBe(true);
        if (p.page_logic_type === 'specific_page') expect(ids.has(Number(p.page_logic_value)), `${tpl.name}: ${p.name}`).toBe(true);
      }
      // A respondent who answers nothing walks the default path to the end (no loops, no dead ends).
      const walk = logicPages(pages);
      let page = firstPage(walk);
      for (let steps = 0; page && steps < 50; steps++) {
        const step = nextStep(walk, page, {});
        if (step.kind !== 'page') break;
        page = walk.find((x) => x.id === step.pageId);
      }
      expect(page?.type, tpl.name).toBe('final');
    }
    expect(kinds.size).toBeGreaterThanOrEqual(12);
  });

  it('activate into a team with the logic pointing at the copies', async () => {
    const nps = (await get<TTemplateList>('/templates', u.manager)).data.find((x) => x.name === 'Customer Feedback (NPS)')!;
    const original = await get<TTemplate>(`/templates/${nps.id}`, u.manager);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/templates/${nps.id}/activate`, headers: t.as(u.manager), payload: { team_id: u.acme } });
    expect(res.statusCode, res.body).toBe(200);
    const survey = await get<TSurvey>(`/teams/${u.acme}/surveys/${res.json<{ id: number }>().id}`, u.manager);
    const scale = survey.pages!.find((p) => p.question_type === 'opinion-scale')!;
    const target = survey.pages!.find((p) => p.id === scale.logic_rules[0]!.page)!;
    expect(target.questions[0]!.name).toBe('What do you value most about working with us?');
    expect(survey.theme_id).toBe(original.theme_id);
  });
});
