import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import { answerError } from '@gifthub/shared/survey-answers';
import { createTestApp, type TTestApp } from '../test/test-app';
import { signInSeedUsers } from '../test/seed-users';
import { surveyAnswers, surveyQuestions, surveyResponseNotes, surveyResponses, surveys, teamMembers } from './schema';
import { RESPONSE_NOTES, SEED_SURVEYS } from './seed-surveys-data';

let t: TTestApp;
let acme: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ acme } = await signInSeedUsers(t));
});
afterAll(() => t?.close());

const db = () => t.deps.db;

describe('seeded surveys', () => {
  it('give Acme and the demo team the same surveys: three published, one draft', async () => {
    for (const team of [acme, DEMO_TEAM_ID]) {
      const rows = await db().select().from(surveys).where(eq(surveys.teamId, team));
      expect(rows.map((s) => s.name).sort()).toEqual(SEED_SURVEYS.map((s) => s.name).sort());
      expect(rows.filter((s) => s.active)).toHaveLength(3);
      expect(new Set(rows.map((s) => s.category)).size).toBe(4);
    }
  });

  it('have responses over the last six weeks, complete and partial, some per source, every answer passing its rules', async () => {
    const own = (await db().select().from(surveys).where(eq(surveys.teamId, acme))).map((s) => s.id);
    const responses = await db().select().from(surveyResponses).where(inArray(surveyResponses.surveyId, own));
    expect(responses.length).toBeGreaterThan(300);
    const ages = responses.map((r) => (Date.now() - r.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeLessThanOrEqual(42.1);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(28);
    expect(responses.some((r) => r.complete)).toBe(true);
    expect(responses.some((r) => !r.complete && r.answeredAt)).toBe(true);
    expect(responses.some((r) => !r.answeredAt)).toBe(true);
    expect(responses.some((r) => r.sourceId !== null)).toBe(true);

    const questions = new Map((await db().select().from(surveyQuestions).where(inArray(surveyQuestions.surveyId, own))).map((q) => [q.id, q]));
    const answers = await db().select().from(surveyAnswers).where(inArray(surveyAnswers.questionId, [...questions.keys()]));
    expect(answers.length).toBeGreaterThan(500);
    for (const a of answers) {
      const q = questions.get(a.questionId)!;
      // Drizzle's jsonb reader turns the text "42" into 42: number and date answers are compared as text.
      const value = q.type === 'number' ? String(a.value) : a.value;
      expect(answerError({ type: q.type, required: q.required, options: q.options, other_option: q.otherOption, start_from_zero: q.startFromZero, max_value: q.maxValue }, value), `${q.type} ${JSON.stringify(a.value)}`).toBeNull();
    }
  });

  it("take the dynamic rule's branch: a low rating skips the services question", async () => {
    const [survey] = await db().select().from(surveys).where(eq(surveys.slug, 'client-satisfaction-2026'));
    const qs = await db().select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, survey!.id));
    const rating = qs.find((q) => q.type === 'rating')!.id;
    const services = qs.find((q) => q.type === 'single-choice')!.id;
    const rows = await db().select().from(surveyAnswers).where(inArray(surveyAnswers.questionId, [rating, services]));
    const byResponse = new Map<number, Map<number, unknown>>();
    for (const a of rows) byResponse.set(a.responseId, (byResponse.get(a.responseId) ?? new Map()).set(a.questionId, a.value));
    const low = [...byResponse.values()].filter((m) => Number(m.get(rating)) <= 2);
    expect(low.length).toBeGreaterThan(0);
    expect(low.every((m) => !m.has(services))).toBe(true);
  });

  it('have notes by the team\'s members on some started responses, after the response came in', async () => {
    const own = (await db().select().from(surveys).where(eq(surveys.teamId, acme))).map((s) => s.id);
    const responses = new Map((await db().select().from(surveyResponses).where(inArray(surveyResponses.surveyId, own))).map((r) => [r.id, r]));
    const notes = await db().select().from(surveyResponseNotes).where(inArray(surveyResponseNotes.responseId, [...responses.keys()]));
    expect(notes.length).toBeGreaterThan(10);
    const members = new Set((await db().select().from(teamMembers).where(eq(teamMembers.teamId, acme))).map((m) => m.userId));
    for (const n of notes) {
      const r = responses.get(n.responseId)!;
      expect(r.answeredAt).not.toBeNull();
      expect(members.has(n.addedBy!)).toBe(true);
      expect(RESPONSE_NOTES).toContain(n.content);
      expect(n.createdAt.getTime()).toBeGreaterThan(r.createdAt.getTime());
      expect(n.createdAt.getTime()).toBeLessThan(Date.now());
    }
  });
});
