import { useEffect, useRef, useState } from 'react';
import type { TPublicResponse, TPublicSurvey, TSurveyPage } from '@gifthub/shared/surveys';
import type { TAnswerValue } from '@gifthub/shared/survey-answers';
import { hidesButton, type TNextStep } from '@gifthub/shared/survey-logic';
import { ERROR_CODES } from '@gifthub/shared/error-codes';
import { surveyTexts } from '@gifthub/shared/survey-rules';
import { pageQuestion, pathTo, startPageId, type TAnswers } from '../../../domain/survey-page/survey-flow';
import { PublicApiError } from '../../../lib/public-api';
import { responseStore } from '../api/response-store';
import { campaignInvite, completeResponse, createResponse, getResponse, postVisit, putAnswer } from '../api/survey-responses';
import type { TSurveyRef } from '../api/survey-paths';

// The respondent's way through a survey (spec 2 §4). A response is created on arrival (the survey's views are its
// responses, spec 2 §3), or the one kept in this browser (or named by a resume link, ?response=) is read back and
// the respondent goes on from its last page with its answers. Moving forward saves the page's answer, then records
// the next page's visit (a hide page completes the response there) or completes the response. Preview sends nothing.

export type TRunOptions = { survey: TPublicSurvey; ref: TSurveyRef; source: string | null; preview: boolean; resumeId: string | null };

/** How the survey ended: on a hide page (shown as the end), or past the last page (the thank-you screen). */
export type TRunEnd = { kind: 'page' } | { kind: 'screen'; rewardUnavailable: boolean };

export type TRunState = {
  pageId: number | null;
  /** Pages behind the current one, for Go Back. */
  history: number[];
  answers: TAnswers;
  responseId: string | null;
  resumeUrl: string | null;
  /** Reading back a kept response: Next waits. */
  starting: boolean;
  saving: boolean;
  /** The server's refusal of the page's answer, shown under the question. */
  error: string | null;
  /** Anything else that stopped the move (the network), shown as an alert. */
  failure: string | null;
  end: TRunEnd | null;
  /** A resume link to a response already complete. */
  alreadyComplete: boolean;
  /** No response can be created: the survey closed since the page loaded, or the link's source is disabled or gone. */
  closed: string | null;
  /** The respondent moved to this page (focus goes to its heading). */
  moved: boolean;
};

const answersOf = (r: TPublicResponse): TAnswers => Object.fromEntries(Object.entries(r.answers).map(([k, a]) => [Number(k), a.value]));

/** A link that resumes the response on any device (the API's, or the same built here for a resumed response). */
export const resumeUrlFor = ({ team, slug }: TSurveyRef, id: string) =>
  `${window.location.origin}/survey/${encodeURIComponent(team)}/${encodeURIComponent(slug)}?response=${encodeURIComponent(id)}`;

/** Only web addresses leave the survey (an external_url page logic); anything else ends it here. */
export const isWebAddress = (url: string) => /^https?:\/\/[^\s]+$/i.test(url);

const SAVE_FAILED = 'Your answer could not be saved. Please try again.';

/** What a saved move leads to beyond the next page: a campaign action's invitation, or its reward being unavailable. */
type TSent = { inviteLink: string | null; rewardUnavailable: boolean };

/** Where the respondent is after `from`'s Next took them to `step`. */
function moveTo(s: TRunState, pages: TSurveyPage[], from: TSurveyPage, step: TNextStep): TRunState {
  if (step.kind === 'page') {
    const target = pages.find((p) => p.id === step.pageId);
    return { ...s, pageId: step.pageId, history: [...s.history, from.id], moved: true, end: target && hidesButton(target) ? { kind: 'page' } : null };
  }
  return { ...s, end: { kind: 'screen', rewardUnavailable: step.kind === 'campaign' && step.campaignId === null } };
}

/** Back to an earlier page: along the way taken when it is on it, else the way the logic leads there. */
function backTo(s: TRunState, pageId: number, pages: TSurveyPage[], answers: TAnswers): Partial<TRunState> {
  const at = s.history.indexOf(pageId);
  const history = at >= 0 ? s.history.slice(0, at) : (pathTo(pages, answers, pageId) ?? []);
  return { pageId, history, moved: true, end: null };
}

export function useSurveyRun({ survey, ref, source, preview, resumeId }: TRunOptions) {
  const pages = survey.pages;
  const [state, setState] = useState<TRunState>(() => ({
    pageId: startPageId(pages),
    history: [],
    answers: {},
    responseId: null,
    resumeUrl: null,
    starting: !preview,
    saving: false,
    error: null,
    failure: null,
    end: null,
    alreadyComplete: false,
    closed: null,
    moved: false,
  }));
  // The latest state, for the awaits of a move; every change goes through update, so it is never behind.
  const current = useRef(state);
  const update = (change: (s: TRunState) => TRunState) => {
    current.current = change(current.current);
    setState(current.current);
  };

  const create = async () => {
    const r = await createResponse(ref, source);
    responseStore.set(ref, r.id);
    update((s) => ({ ...s, responseId: r.id, resumeUrl: r.resume_url || resumeUrlFor(ref, r.id) }));
    return r.id;
  };

  const resume = (r: TPublicResponse) => {
    const answers = answersOf(r);
    const start = startPageId(pages);
    const pageId = r.last_page_id !== null && pages.some((p) => p.id === r.last_page_id) ? r.last_page_id : start;
    const history = pageId === null || pageId === start ? [] : (pathTo(pages, answers, pageId) ?? (start === null ? [] : [start]));
    responseStore.set(ref, r.id);
    update((s) => ({ ...s, responseId: r.id, resumeUrl: resumeUrlFor(ref, r.id), answers, pageId, history, starting: false }));
  };

  /** The kept (or linked) response, read back; one that no longer loads is forgotten and a new one created. */
  const start = async () => {
    const kept = resumeId ?? responseStore.get(ref);
    if (kept) {
      try {
        const r = await getResponse(ref, kept);
        if (!r.complete) return resume(r);
        if (resumeId) return update((s) => ({ ...s, alreadyComplete: true, starting: false }));
        responseStore.clear(ref);
      } catch (e) {
        if (!(e instanceof PublicApiError && e.status === 404)) {
          // Not readable now (the network): answers still go to it as the respondent moves on.
          return update((s) => ({ ...s, responseId: kept, resumeUrl: resumeUrlFor(ref, kept), starting: false }));
        }
        responseStore.clear(ref);
      }
    }
    try {
      await create();
    } catch (e) {
      // Refused (404: no such survey or source; 422: a disabled source): the page says so. Otherwise the first
      // Next tries again.
      if (e instanceof PublicApiError && (e.status === 404 || e.status === 422)) {
        const message = Object.values(e.errors)[0]?.[0] || e.message || surveyTexts.surveyClosed;
        return update((s) => ({ ...s, starting: false, closed: message }));
      }
    }
    update((s) => ({ ...s, starting: false }));
  };

  // Once, even where StrictMode runs effects twice: two starts would create two responses.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || preview) return;
    started.current = true;
    void start();
    // Once per page: the survey and the link do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** A campaign action: the invitation's link, or the reward-unavailable end (the response is completed either way). */
  const invite = async (id: string, from: TSurveyPage): Promise<TSent> => {
    try {
      return { inviteLink: (await campaignInvite(ref, id, from.id)).invite_link, rewardUnavailable: false };
    } catch (e) {
      // No e-mail answer to invite: only logged, the respondent ends as on any last page.
      const noEmail = e instanceof PublicApiError && e.status === 409 && e.code === ERROR_CODES.surveyEmailMissing;
      if (noEmail) console.warn('Survey campaign page: no e-mail answer to send the reward to.', { page: from.id });
      else if (!(e instanceof PublicApiError && e.status === 409 && e.message === surveyTexts.rewardUnavailable)) throw e;
      await completeResponse(ref, id).catch(() => undefined);
      return { inviteLink: null, rewardUnavailable: !noEmail };
    }
  };

  /** Saves what the move needs (nothing in preview); false when it was refused. */
  const send = async (step: TNextStep, answers: TAnswers, from: TSurveyPage): Promise<TSent | false> => {
    const done: TSent = { inviteLink: null, rewardUnavailable: false };
    if (preview) return done;
    try {
      const id = current.current.responseId ?? (await create());
      const q = pageQuestion(from);
      const value = q ? answers[q.id] : undefined;
      if (q && value !== undefined) {
        const saved = await putAnswer(ref, id, q.id, value);
        // Kept, but not as an answer that lets the respondent move on: the message goes under the question.
        if (saved.valid === false) {
          update((s) => ({ ...s, saving: false, error: Object.values(saved.errors ?? {})[0]?.[0] || surveyTexts.answerRequired }));
          return false;
        }
      }
      if (step.kind === 'page') await postVisit(ref, id, step.pageId);
      else if (step.kind === 'campaign' && step.campaignId !== null) return await invite(id, from);
      else await completeResponse(ref, id);
      return done;
    } catch (e) {
      if (e instanceof PublicApiError && e.status === 409) {
        responseStore.clear(ref);
        update((s) => ({ ...s, saving: false, alreadyComplete: true }));
      } else if (e instanceof PublicApiError && e.status === 422) {
        const [field, messages] = Object.entries(e.errors)[0] ?? [];
        const message = messages?.[0] || e.message || SAVE_FAILED;
        // Completion refused for a question on an earlier page: the respondent goes back to it, the message on it.
        const page = field ? pages.find((p) => p.id !== from.id && pageQuestion(p)?.id === Number(field)) : undefined;
        update((s) => (page ? { ...s, ...backTo(s, page.id, pages, answers), saving: false, error: message } : { ...s, saving: false, error: message }));
      } else {
        update((s) => ({ ...s, saving: false, failure: e instanceof PublicApiError && e.status !== null && e.message ? e.message : SAVE_FAILED }));
      }
      return false;
    }
  };

  /** Next with a valid answer: save, then go where the page's logic leads. */
  const forward = async (step: TNextStep, answers: TAnswers, from: TSurveyPage) => {
    if (current.current.saving) return;
    update((s) => ({ ...s, answers, saving: true, error: null, failure: null }));
    const sent = await send(step, answers, from);
    if (!sent) return;
    const next = moveTo({ ...current.current, saving: false }, pages, from, step);
    if (next.end && !preview) responseStore.clear(ref);
    // A campaign action goes to the respondent's gift invitation, or says the reward is unavailable.
    if (sent.inviteLink) {
      update(() => ({ ...next, end: null, saving: true }));
      window.location.replace(sent.inviteLink);
      return;
    }
    if (sent.rewardUnavailable) {
      update(() => ({ ...next, end: { kind: 'screen', rewardUnavailable: true } }));
      return;
    }
    if (step.kind === 'url' && isWebAddress(step.url)) {
      update(() => ({ ...next, end: null, saving: true }));
      window.location.replace(step.url);
      return;
    }
    update(() => next);
  };

  const answer = (questionId: number, value: TAnswerValue | null) => update((s) => ({ ...s, error: null, answers: { ...s.answers, [questionId]: value ?? undefined } }));

  const back = () =>
    update((s) => (s.history.length ? { ...s, pageId: s.history[s.history.length - 1]!, history: s.history.slice(0, -1), error: null, failure: null, moved: true } : s));

  return { state, forward, answer, back };
}
