import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@gifthub/shared/constants';
import { ERROR_CODES } from '@gifthub/shared/error-codes';
import { surveyTexts } from '@gifthub/shared/survey-rules';
import { question, questionPage, staticPage } from '../../../domain/survey-page/survey-test-utils';
import { preloadSurveyPage } from './survey-part';
import { REWARD_ALERT_DELAY_MS, SurveyDoneScreen } from './survey-screens';
import { API, RESPONSES, publicSurvey, renderSurveyPage, respondentApi, writes } from './survey-test-utils';

const KEY = 'survey-response:acme/pulse';
const ue = () => userEvent.setup({ delay: null });
const press = async (name: string | RegExp) => {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  await ue().click(button);
};
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
/** The reward-unavailable alert, which follows the thanks after REWARD_ALERT_DELAY_MS. */
const alertShown = () => screen.findByTestId('reward-unavailable', undefined, { timeout: REWARD_ALERT_DELAY_MS + 1000 });

beforeAll(() => preloadSurveyPage());
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the public survey page', { timeout: 30_000 }, () => {
  it('creates a response on arrival (with the source), saves each answer, records visits, and a hide page completes it', async () => {
    const calls = respondentApi();
    renderSurveyPage('/acme/pulse/newsletter');
    expect(await heading('Welcome to our survey.')).toBeInTheDocument();
    expect(within(screen.getByTestId('survey-brand')).getByText('Acme Ltd')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toBe('resp-1'));
    expect(screen.queryByRole('button', { name: 'Go Back' })).toBeNull();
    await press("Let's get started!");
    expect(await heading('Did you enjoy it?')).toBeInTheDocument();
    await ue().click(screen.getByRole('radio', { name: 'Yes' }));
    await press('Next');
    expect(await heading('How many stars?')).toBeInTheDocument();
    await ue().click(screen.getByRole('radio', { name: '5 stars' }));
    await press('Next');
    await ue().type(await screen.findByRole('textbox', { name: /Your e-mail/ }), 'ann@example.com');
    await press('Next');
    expect(await heading('Thanks for filling out our survey!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Go Back' })).toBeNull();
    expect(writes(calls)).toEqual([
      'POST /responses {"source":"newsletter"}',
      'POST /responses/resp-1/visits {"page_id":2}',
      'PUT /responses/resp-1/answers {"question_id":20,"value":true}',
      'POST /responses/resp-1/visits {"page_id":3}',
      'PUT /responses/resp-1/answers {"question_id":30,"value":5}',
      'POST /responses/resp-1/visits {"page_id":4}',
      'PUT /responses/resp-1/answers {"question_id":40,"value":"ann@example.com"}',
      'POST /responses/resp-1/visits {"page_id":5}',
    ]);
    // Completed on the hide page's visit: a return starts afresh.
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it("takes a dynamic rule's branch, and Go Back returns along the way taken", async () => {
    const calls = respondentApi();
    renderSurveyPage();
    await press("Let's get started!");
    await ue().click(await screen.findByRole('radio', { name: 'No' }));
    await press('Next');
    // The rule (a No goes to page 4) skips the rating.
    expect(await heading('Your e-mail')).toBeInTheDocument();
    expect(writes(calls)).toContain('POST /responses/resp-1/visits {"page_id":4}');
    await press('Go Back');
    expect(await heading('Did you enjoy it?')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Did you enjoy it?' })).toHaveFocus();
    await press('Go Back');
    expect(await heading('Welcome to our survey.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go Back' })).toBeNull();
  });

  it('keeps Next disabled with the message for a required or invalid answer, and shows the server refusal', async () => {
    window.localStorage.setItem(KEY, 'resp-9');
    respondentApi((c) => {
      if (c.method === 'GET' && c.path === `${RESPONSES}/resp-9`) return { body: { id: 'resp-9', complete: false, answers: { 20: { value: false, valid: true } }, last_page_id: 4 } };
      if (c.method === 'PUT') return { status: 422, body: { message: surveyTexts.answerInvalid, code: 'validation_failed', errors: { value: ['Refused by the server.'] } } };
      return undefined;
    });
    renderSurveyPage();
    expect(await heading('Your e-mail')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAccessibleDescription(surveyTexts.answerRequired);
    await ue().type(screen.getByRole('textbox', { name: /Your e-mail/ }), 'ann@');
    expect(screen.getByText(surveyTexts.answerInvalid, { selector: '.sv-error' })).toBeInTheDocument();
    await ue().type(screen.getByRole('textbox', { name: /Your e-mail/ }), 'example.com');
    expect(next).not.toHaveAttribute('aria-disabled');
    await press('Next');
    expect(await screen.findByText('Refused by the server.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your e-mail' })).toBeInTheDocument();
  });

  it('stays on the page with the message when the server kept the answer as not valid', async () => {
    window.localStorage.setItem(KEY, 'resp-9');
    const calls = respondentApi((c) => {
      if (c.method === 'GET' && c.path === `${RESPONSES}/resp-9`) return { body: { id: 'resp-9', complete: false, answers: { 20: { value: false, valid: true } }, last_page_id: 4 } };
      if (c.method === 'PUT') return { body: { ok: true, valid: false, errors: { 40: [surveyTexts.answerRequired] } } };
      return undefined;
    });
    renderSurveyPage();
    await ue().type(await screen.findByRole('textbox', { name: /Your e-mail/ }), 'ann@example.com');
    await press('Next');
    expect(await screen.findByText(surveyTexts.answerRequired, { selector: '.sv-error' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your e-mail' })).toBeInTheDocument();
    expect(writes(calls)).toEqual(['PUT /responses/resp-9/answers {"question_id":40,"value":"ann@example.com"}']);
  });

  it("goes back to an earlier page's question when the server refuses to complete for it, with the message there", async () => {
    respondentApi((c) =>
      c.method === 'POST' && c.path === `${RESPONSES}/resp-1/visits` && (c.body as { page_id: number }).page_id === 5
        ? { status: 422, body: { message: surveyTexts.answerRequired, code: 'validation_failed', errors: { 20: [surveyTexts.answerRequired] } } }
        : undefined,
    );
    renderSurveyPage();
    await press("Let's get started!");
    await ue().click(await screen.findByRole('radio', { name: 'Yes' }));
    await press('Next');
    await ue().click(await screen.findByRole('radio', { name: '5 stars' }));
    await press('Next');
    await ue().type(await screen.findByRole('textbox', { name: /Your e-mail/ }), 'ann@example.com');
    await press('Next');
    expect(await heading('Did you enjoy it?')).toBeInTheDocument();
    expect(screen.getByText(surveyTexts.answerRequired, { selector: '.sv-error' })).toBeInTheDocument();
    expect(window.localStorage.getItem(KEY)).toBe('resp-1');
    await press('Go Back');
    expect(await heading('Welcome to our survey.')).toBeInTheDocument();
  });

  it('resumes the response kept in this browser at its last page with its answers, Go Back along its path', async () => {
    window.localStorage.setItem(KEY, 'resp-7');
    const calls = respondentApi((c) =>
      c.method === 'GET' && c.path === `${RESPONSES}/resp-7` ? { body: { id: 'resp-7', complete: false, answers: { 20: { value: true, valid: true }, 30: { value: 4, valid: true } }, last_page_id: 3 } } : undefined,
    );
    renderSurveyPage();
    expect(await heading('How many stars?')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(writes(calls)).toEqual([]);
    await press('Go Back');
    expect(await heading('Did you enjoy it?')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  });

  it('resumes the response of a resume link (?response=) and keeps it for this browser', async () => {
    const calls = respondentApi((c) =>
      c.method === 'GET' && c.path === `${RESPONSES}/resp-x` ? { body: { id: 'resp-x', complete: false, answers: { 20: { value: false, valid: true } }, last_page_id: 4 } } : undefined,
    );
    renderSurveyPage('/acme/pulse?response=resp-x');
    expect(await heading('Your e-mail')).toBeInTheDocument();
    expect(window.localStorage.getItem(KEY)).toBe('resp-x');
    expect(writes(calls)).toEqual([]);
    // The link to go on elsewhere is this response's (user-event puts a clipboard of its own on navigator).
    const u = ue();
    await u.click(screen.getByRole('button', { name: surveyTexts.resumeLink }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/survey/acme/pulse?response=resp-x');
    expect(await screen.findByText(surveyTexts.copied)).toBeInTheDocument();
  });

  it('a kept id that no longer loads is forgotten and a new response is created', async () => {
    window.localStorage.setItem(KEY, 'gone');
    const calls = respondentApi();
    renderSurveyPage();
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toBe('resp-1'));
    expect(calls.filter((c) => c.path.startsWith(RESPONSES)).map((c) => `${c.method} ${c.path.replace(API, '')}`)).toEqual(['GET /responses/gone', 'POST /responses']);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to our survey.' })).toBeInTheDocument();
  });

  it('a resume link to a complete response says so', async () => {
    respondentApi((c) => (c.method === 'GET' && c.path === `${RESPONSES}/done` ? { body: { id: 'done', complete: true, answers: {}, last_page_id: 5 } } : undefined));
    renderSurveyPage('/acme/pulse?response=done');
    expect(await screen.findByText(surveyTexts.completed)).toBeInTheDocument();
  });

  it('preview: the bar says so, navigation works, and nothing is sent', async () => {
    const calls = respondentApi();
    renderSurveyPage('/acme/pulse?preview=true');
    expect(screen.getByTestId('survey-preview-bar')).toHaveTextContent(surveyTexts.previewBar);
    await press("Let's get started!");
    await ue().click(await screen.findByRole('radio', { name: 'Yes' }));
    await press('Next');
    await ue().click(await screen.findByRole('radio', { name: '3 stars' }));
    await press('Next');
    await ue().type(await screen.findByRole('textbox', { name: /Your e-mail/ }), 'ann@example.com');
    await press('Next');
    expect(await heading('Thanks for filling out our survey!')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(screen.queryByRole('button', { name: surveyTexts.resumeLink })).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it("a draft's preview is asked again as the signed-in member, whom the server shows it to", async () => {
    window.localStorage.setItem(STORAGE_KEYS.apiToken, 'member-token');
    const calls = respondentApi((c) => (c.method === 'GET' && c.path === API && c.query.get('preview') !== 'true' ? { status: 404, body: { message: 'Not found' } } : undefined));
    // The server's page had no survey to show (a draft is not public).
    renderSurveyPage('/acme/pulse?preview=true', { status: 404, body: { message: 'Not found' } });
    expect(await heading('Welcome to our survey.')).toBeInTheDocument();
    const read = calls.find((c) => c.method === 'GET' && c.path === API)!;
    expect(read.query.get('preview')).toBe('true');
    expect(read.headers.authorization).toBe('Bearer member-token');
    expect(writes(calls)).toEqual([]);
  });

  it('past the last page the response is completed and thanked; a campaign page without a campaign shows the alert', async () => {
    const pages = [
      questionPage(2, 1, question(20, 'short-text', { name: 'Anything else?' })),
      staticPage(3, 2, 'context', { title: 'Almost done', page_logic_type: 'campaign', page_logic_value: { campaign: null, email_question: null } }),
    ];
    const calls = respondentApi((c) => (c.method === 'GET' && c.path === API ? { body: publicSurvey(pages) } : undefined));
    renderSurveyPage('/acme/pulse', { status: 200, body: publicSurvey(pages) });
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toBe('resp-1'));
    await press('Next');
    await press('Next');
    expect(await alertShown()).toHaveTextContent(surveyTexts.rewardUnavailable);
    expect(screen.getByRole('heading', { level: 1, name: 'Thanks for filling out our survey!' })).toHaveFocus();
    expect(writes(calls)).toEqual(['POST /responses {}', 'POST /responses/resp-1/visits {"page_id":3}', 'POST /responses/resp-1/complete null']);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it("a campaign action goes to the respondent's gift invitation; a refused one says the reward is unavailable", async () => {
    const pages = [
      questionPage(2, 1, question(20, 'email', { name: 'Your e-mail' })),
      staticPage(3, 2, 'context', { title: 'Your gift', page_logic_type: 'campaign', page_logic_value: { campaign: 7, email_question: 20 } }),
    ];
    const link = 'http://localhost:3000/pick-a-gift/acme/InviteSecret1234567890';
    const calls = respondentApi((c) => (c.method === 'POST' && c.path.endsWith('/campaign') ? { body: { invite_link: link } } : undefined));
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    renderSurveyPage('/acme/pulse', { status: 200, body: publicSurvey(pages) });
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toBe('resp-1'));
    await ue().type(await screen.findByRole('textbox', { name: /Your e-mail/ }), 'ann@example.com');
    await press('Next');
    await press('Next');
    await waitFor(() => expect(replace).toHaveBeenCalledWith(link));
    expect(writes(calls).slice(-1)).toEqual(['POST /responses/resp-1/campaign {"page_id":3}']);
    cleanup();
    replace.mockRestore();
    window.localStorage.clear();

    const refused = respondentApi((c) =>
      c.method === 'POST' && c.path.endsWith('/campaign') ? { status: 409, body: { message: surveyTexts.rewardUnavailable, code: 'conflict' } } : undefined,
    );
    renderSurveyPage('/acme/pulse', { status: 200, body: publicSurvey(pages) });
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toBe('resp-1'));
    await ue().type(await screen.findByRole('textbox', { name: /Your e-mail/ }), 'ann@example.com');
    await press('Next');
    await press('Next');
    expect(await alertShown()).toHaveTextContent(surveyTexts.rewardUnavailable);
    expect(writes(refused).slice(-2)).toEqual(['POST /responses/resp-1/campaign {"page_id":3}', 'POST /responses/resp-1/complete null']);
  });

  it('a campaign page without the e-mail answer logs it and ends as any last page, with no alert', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const pages = [staticPage(3, 1, 'context', { title: 'Your gift', page_logic_type: 'campaign', page_logic_value: { campaign: 7, email_question: 20 } })];
      const calls = respondentApi((c) =>
        c.method === 'POST' && c.path.endsWith('/campaign') ? { status: 409, body: { message: 'There is no e-mail answer to send the reward to.', code: ERROR_CODES.surveyEmailMissing } } : undefined,
      );
      renderSurveyPage('/acme/pulse', { status: 200, body: publicSurvey(pages) });
      await waitFor(() => expect(window.localStorage.getItem(KEY)).toBe('resp-1'));
      await press('Next');
      expect(await screen.findByTestId('survey-done')).toBeInTheDocument();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('no e-mail answer'), expect.anything());
      expect(writes(calls).slice(-2)).toEqual(['POST /responses/resp-1/campaign {"page_id":3}', 'POST /responses/resp-1/complete null']);
      // However long the thanks stays, the reward alert never follows.
      act(() => vi.advanceTimersByTime(REWARD_ALERT_DELAY_MS * 2));
      expect(screen.queryByTestId('reward-unavailable')).toBeNull();
      expect(screen.queryByText('There is no e-mail answer to send the reward to.')).toBeNull();
      warn.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the reward-unavailable alert follows the thanks after 1,500 ms', () => {
    vi.useFakeTimers();
    try {
      render(<SurveyDoneScreen rewardUnavailable preview={false} />);
      expect(REWARD_ALERT_DELAY_MS).toBe(1500);
      act(() => vi.advanceTimersByTime(REWARD_ALERT_DELAY_MS - 1));
      expect(screen.queryByTestId('reward-unavailable')).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByTestId('reward-unavailable')).toHaveTextContent(surveyTexts.rewardUnavailable);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a page whose logic is a web address completes the response and goes there; another address scheme ends here', async () => {
    const pages = [staticPage(3, 1, 'context', { title: 'Read more', page_logic_type: 'external_url', page_logic_value: 'https://example.com/thanks' })];
    const calls = respondentApi();
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    renderSurveyPage('/acme/pulse', { status: 200, body: publicSurvey(pages) });
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toBe('resp-1'));
    await press('Next');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://example.com/thanks'));
    expect(writes(calls)).toEqual(['POST /responses {}', 'POST /responses/resp-1/complete null']);
    cleanup();
    replace.mockClear();
    const unsafe = [staticPage(3, 1, 'context', { title: 'Read more', page_logic_type: 'external_url', page_logic_value: 'javascript:alert(1)' })];
    renderSurveyPage('/acme/pulse?preview=true', { status: 200, body: publicSurvey(unsafe) });
    await press('Next');
    expect(await screen.findByTestId('survey-done')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it("a disabled source's link takes no responses and says so", async () => {
    respondentApi((c) =>
      c.method === 'POST' && c.path === RESPONSES ? { status: 422, body: { message: 'Validation failed', code: 'validation_failed', errors: { source: ['This source is not taking responses.'] } } } : undefined,
    );
    renderSurveyPage('/acme/pulse/old-link');
    expect(await screen.findByText('This source is not taking responses.')).toBeInTheDocument();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('the page with its frame, preview bar and resume link has no critical or serious axe violation', async () => {
    respondentApi();
    renderSurveyPage('/acme/pulse');
    await press("Let's get started!");
    expect(await screen.findByRole('button', { name: surveyTexts.resumeLink })).toBeInTheDocument();
    const result = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);
  });

  it('an unpublished or unknown survey shows the closed screen', () => {
    renderSurveyPage('/acme/pulse', { status: 404, body: { message: 'Not found', code: 'not_found', errors: {} } });
    expect(screen.getByText(surveyTexts.surveyClosed)).toBeInTheDocument();
    cleanup();
    renderSurveyPage('/acme', undefined);
    expect(screen.getByText(surveyTexts.surveyClosed)).toBeInTheDocument();
  });
});
