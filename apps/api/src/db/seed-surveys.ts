import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import { answerError, type TAnswerValue } from '@gifthub/shared/survey-answers';
import { firstPage, nextStep, type TLogicPage } from '@gifthub/shared/survey-logic';
import { pageDefaults, questionDefaults, storedSource, type TQuestionType } from '@gifthub/shared/survey-rules';
import type { Db } from './client';
import { insertJsonRows } from './json-insert';
import {
  surveyAnswers,
  surveyPages,
  surveyPageVisits,
  surveyQuestions,
  surveyResponseNotes,
  surveyResponses,
  surveySources,
  surveys,
  teamMembers,
  teams,
  type TSurveyQuestionRow,
} from './schema';
import { COMPANIES, NAMES, RESPONSE_NOTES, SEED_SURVEYS, TEXT_ANSWERS, type TSeedSurvey } from './seed-surveys-data';
import { seededGenerator } from './seed-random';

/**
 * Surveys for Acme Ltd and the demo team (issue 13): three published ones of different categories, with sources and
 * a few hundred responses over the last six weeks (views only, partial and complete, some per source, answers that
 * pass the rules and take the dynamic rule's branch), and one draft. Deterministic but for the response tokens.
 */
const DAY = 86_400_000;

type TRng = ReturnType<typeof seededGenerator>;

const shuffle = <T>(rng: TRng, xs: readonly T[]) => {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

/** A plausible answer that passes the question's rules (checked with answerError before it is kept). */
function answerFor(rng: TRng, q: TSurveyQuestionRow, at: number): TAnswerValue {
  const name = rng.pick(NAMES);
  const company = rng.pick(COMPANIES);
  const byType: Record<TQuestionType, () => TAnswerValue> = {
    'opinion-scale': () => Math.min(q.maxValue ?? 10, rng.int(q.startFromZero ? 0 : 1, 10) + (rng.next() < 0.6 ? 3 : 0)),
    rating: () => (rng.next() < 0.2 ? rng.int(1, 2) : rng.int(3, q.maxValue ?? 5)),
    'single-choice': () => (q.otherOption && rng.next() < 0.08 ? 'Team socials' : rng.pick(q.options)),
    'multiple-choice': () => shuffle(rng, q.options).slice(0, rng.int(1, 2)),
    ranking: () => shuffle(rng, q.options),
    boolean: () => rng.next() < 0.45,
    email: () => `${name}.${company}@example.com`,
    'phone-number': () => `+44 7700 900${String(rng.int(100, 999))}`,
    date: () => new Date(at + rng.int(10, 40) * DAY).toISOString().slice(0, 10),
    website: () => `https://www.${company}.co.uk`,
    number: () => String(rng.int(2, 250)),
    'short-text': () => rng.pick(TEXT_ANSWERS['short-text']!),
    'long-text': () => rng.pick(TEXT_ANSWERS['long-text']!),
  };
  return byType[q.type]();
}

type TBuilt = { surveyId: number; sourceIds: number[]; pages: TLogicPage[]; questions: Map<number, TSurveyQuestionRow> };

/** The survey, its pages (rules resolved to the ids they name), questions and sources. */
async function insertSurvey(db: Db, teamId: number, s: TSeedSurvey, now: number): Promise<TBuilt> {
  const createdAt = new Date(now - s.ageDays * DAY);
  const [survey] = await db.insert(surveys).values({ teamId, name: s.name, slug: s.slug, category: s.category, active: s.active, createdAt }).returning({ id: surveys.id });
  const surveyId = survey!.id;
  const pageRows = await db
    .insert(surveyPages)
    .values(
      s.pages.map((p, i) => {
        const d = pageDefaults(p.type, p.question?.type ?? null);
        return { surveyId, type: p.type, questionType: p.question?.type ?? null, name: d.name, title: p.title ?? d.title, subtitle: p.subtitle ?? '', buttonText: d.button_text, pageLogicType: p.rules ? ('dynamic' as const) : d.page_logic_type, order: i + 1, createdAt };
      }),
    )
    .returning();
  const questionRows = await db
    .insert(surveyQuestions)
    .values(
      s.pages.flatMap((p, i) => {
        if (!p.question) return [];
        const d = questionDefaults(p.question.type);
        const x = p.question;
        return [
          { surveyId, pageId: pageRows[i]!.id, type: x.type, name: x.name, required: x.required ?? false, options: x.options ?? d.options, otherOption: x.other ?? false, maxValue: x.max ?? d.max_value, minLabel: x.minLabel ?? '', maxLabel: x.maxLabel ?? '', order: i + 1, createdAt },
        ];
      }),
    )
    .returning();
  const questionOfPage = new Map(questionRows.map((q) => [q.pageId, q]));
  for (const [i, p] of s.pages.entries()) {
    if (!p.rules) continue;
    const rules = p.rules.map((r) => ({ question: questionOfPage.get(pageRows[r.questionPage]!.id)!.id, operation: r.operation, value: r.value, page: pageRows[r.page]!.id }));
    await db.update(surveyPages).set({ logicRules: rules }).where(eq(surveyPages.id, pageRows[i]!.id));
    pageRows[i]!.logicRules = rules;
  }
  const sourceRows = await db
    .insert(surveySources)
    .values(s.sources.map((x) => ({ surveyId, name: x.name, slug: x.slug, active: x.active ?? true, createdAt, ...storedSource(x.type) })))
    .returning({ id: surveySources.id, active: surveySources.active });
  const pages: TLogicPage[] = pageRows.map((p) => {
    const question = questionOfPage.get(p.id);
    return { id: p.id, order: p.order, type: p.type, page_logic_type: p.pageLogicType, page_logic_value: p.pageLogicValue, logic_rules: p.logicRules, question: question ? { id: question.id, type: question.type } : null };
  });
  return { surveyId, sourceIds: sourceRows.filter((x) => x.active).map((x) => x.id), pages, questions: new Map(questionRows.map((q) => [q.id, q])) };
}

type TWalk = { answers: [number, TAnswerValue][]; visits: [number, number][]; lastPageId: number; complete: boolean };

/** One respondent's path through the pages by the survey's own logic: views only, a part, or to the end. */
function walk(rng: TRng, built: TBuilt, at: number): TWalk {
  const kind = rng.next();
  const stopAfter = kind < 0.15 ? 0 : kind < 0.4 ? rng.int(1, Math.max(1, built.questions.size - 1)) : Infinity;
  const out: TWalk = { answers: [], visits: [], lastPageId: 0, complete: false };
  const given: Record<number, TAnswerValue> = {};
  let page = firstPage(built.pages);
  let t = at;
  while (page) {
    out.visits.push([page.id, t]);
    out.lastPageId = page.id;
    if (page.page_logic_type === 'hide') return { ...out, complete: true };
    if (page.question) {
      if (out.answers.length >= stopAfter) return out;
      const q = built.questions.get(page.question.id)!;
      const value = answerFor(rng, q, at);
      if (answerError({ type: q.type, required: q.required, options: q.options, other_option: q.otherOption, start_from_zero: q.startFromZero, max_value: q.maxValue }, value) === null) {
        given[q.id] = value;
        out.answers.push([q.id, value]);
      }
    } else if (stopAfter === 0) return out;
    t += rng.int(5, 40) * 1000;
    const step = nextStep(built.pages, page, given);
    if (step.kind !== 'page') return { ...out, complete: step.kind === 'complete' };
    page = built.pages.find((p) => p.id === step.pageId);
  }
  return out;
}

/** Notes by the team's members on about one started response in eight, an hour or more after it came in. */
function notesFor(rng: TRng, walks: { at: number; walk: TWalk }[], ids: { id: number }[], authors: number[], now: number) {
  if (!authors.length) return [];
  return walks.flatMap((w, i) => {
    if (!w.walk.answers.length || rng.next() >= 0.125) return [];
    const n = rng.next() < 0.3 ? 2 : 1;
    return Array.from({ length: n }, (_, k) => ({
      responseId: ids[i]!.id,
      addedBy: rng.pick(authors),
      content: rng.pick(RESPONSE_NOTES),
      createdAt: new Date(Math.min(now - 60_000, w.at + (k + 1) * rng.int(60, 24 * 60) * 60_000)).toISOString(),
    }));
  });
}

async function insertResponses(db: Db, built: TBuilt, count: number, seed: string, now: number, authors: number[] = []) {
  const rng = seededGenerator(seed);
  const walks = Array.from({ length: count }, () => {
    const at = now - rng.int(60, 42 * 24 * 60) * 60_000;
    const sourceId = built.sourceIds.length && rng.next() < 0.6 ? rng.pick(built.sourceIds) : null;
    return { at, sourceId, walk: walk(rng, built, at) };
  });
  const iso = (ms: number) => new Date(ms).toISOString();
  const ids = await insertJsonRows<{ id: number }>(
    db,
    surveyResponses,
    walks.map((w) => ({
      token: randomBytes(16).toString('base64url'),
      surveyId: built.surveyId,
      sourceId: w.sourceId,
      complete: w.walk.complete,
      completedAt: w.walk.complete ? iso(w.walk.visits.at(-1)![1]) : null,
      lastPageId: w.walk.lastPageId,
      // A completed response is started even when it answered nothing (as the respondent's completion keeps it).
      answeredAt: w.walk.answers.length ? iso(w.at + 10_000) : w.walk.complete ? iso(w.walk.visits.at(-1)![1]) : null,
      createdAt: iso(w.at),
    })),
    ['id'],
  );
  const answers = walks.flatMap((w, i) => w.walk.answers.map(([questionId, value]) => ({ responseId: ids[i]!.id, questionId, value, valid: true, updatedAt: iso(w.at + 20_000) })));
  const visits = walks.flatMap((w, i) => w.walk.visits.map(([pageId, at]) => ({ responseId: ids[i]!.id, pageId, at: iso(at) })));
  await insertJsonRows(db, surveyAnswers, answers);
  await insertJsonRows(db, surveyPageVisits, visits);
  const notes = notesFor(rng, walks, ids, authors, now);
  if (notes.length) await insertJsonRows(db, surveyResponseNotes, notes);
}

/** Run after the teams exist (seed.ts): Acme Ltd and the demo team get the same four surveys. */
export async function seedSurveys(db: Db, now = Date.now()) {
  const rows = await db.select({ id: teams.id, slug: teams.slug }).from(teams).where(inArray(teams.slug, ['acme', 'demo']));
  const targets = rows.filter((t) => t.slug === 'acme' || t.id === DEMO_TEAM_ID);
  await db.transaction(async (tx) => {
    for (const team of targets) {
      const authors = (await tx.select({ id: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, team.id)).orderBy(teamMembers.userId)).map((m) => m.id);
      for (const s of SEED_SURVEYS) {
        const built = await insertSurvey(tx, team.id, s, now);
        if (s.responses) await insertResponses(tx, built, team.slug === 'demo' ? Math.round(s.responses * 0.8) : s.responses, `${team.slug}/${s.slug}`, now, authors);
      }
    }
  });
}
