import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from './test';
import { DEFAULT_BUTTON_TEXT, surveyTexts, type TQuestionType } from '@gifthub/shared/survey-rules';
import { API, bearer, loginViaApi, teamIdOf, uniqueEmail, uniqueName } from './fixtures';

// Surveys (issue 13, Must show): a survey with one page of each of the thirteen question types and a dynamic rule is
// built and published in the portal; a respondent answers it at 375 px taking the rule's branch, leaves half-way,
// resumes and finishes; the Summary counts the view, the start and the completion.
const MANAGER = 'manager@acme.test';
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const DRAWN = { timeout: 20_000 };

type TPageRow = { id: number; name: string; title: string; order: number; type: string; question_type: TQuestionType | null; logic_rules: { question: number; operation: string; value: string; page: number }[]; questions: { id: number; name: string; options: string[] }[] };
type TFigures = { views: number; started: number; complete: number };

/** Pages made through the API (the modal makes the others): type, page name, question. Date is the rule's target. */
const API_PAGES: { type: TQuestionType; name: string; question: string; options?: string[] }[] = [
  { type: 'opinion-scale', name: 'Opinion', question: 'How likely are you to recommend us?' },
  { type: 'rating', name: 'Stars', question: 'How would you rate our service?' },
  { type: 'ranking', name: 'Ranking', question: 'Rank these gifts', options: ['Chocolate', 'Wine', 'Flowers'] },
  { type: 'phone-number', name: 'Phone', question: 'Your phone number?' },
  { type: 'website', name: 'Website', question: 'Your company website?' },
  { type: 'long-text', name: 'Story', question: 'Tell us your story' },
  { type: 'number', name: 'Headcount', question: 'How many people work with you?' },
  { type: 'multiple-choice', name: 'Hobbies', question: 'Which hobbies do you have?', options: ['Cycling', 'Reading', 'Cooking'] },
  { type: 'date', name: 'Birthday', question: 'When is your birthday?' },
];
/** Pages added in the Add New Survey Page modal, after the Welcome page, in this order. */
const UI_PAGES: { label: string; name: string; question: string; choices?: string[] }[] = [
  { label: 'Email', name: 'Contact email', question: 'What is your e-mail address?' },
  { label: 'Short Text', name: 'Nickname', question: 'What should we call you?' },
  { label: 'Single Choice', name: 'Colour', question: 'Which colour do you like best?', choices: ['Red', 'Green', 'Blue'] },
  { label: 'Yes/No', name: 'Customer', question: 'Are you already a customer?' },
];
const END_TITLE = 'Thank you for your answers!';

const shared = { surveyId: 0, publicPath: '', before: { views: 0, started: 0, complete: 0 } as TFigures };

async function pagesOf(request: APIRequestContext, token: string, teamId: number, surveyId: number): Promise<TPageRow[]> {
  const res = await request.get(`${API}/teams/${teamId}/surveys/${surveyId}/pages`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as TPageRow[] | { data: TPageRow[] };
  return (Array.isArray(body) ? body : body.data).toSorted((a, b) => a.order - b.order);
}

async function addPageViaApi(request: APIRequestContext, token: string, teamId: number, surveyId: number, spec: (typeof API_PAGES)[number]) {
  const res = await request.post(`${API}/teams/${teamId}/surveys/${surveyId}/pages`, { headers: bearer(token), data: { type: 'question', question_type: spec.type, name: spec.name } });
  expect(res.status(), await res.text()).toBe(200);
  const created = (await res.json()) as TPageRow;
  const question = created.questions[0]!;
  const put = await request.put(`${API}/teams/${teamId}/surveys/${surveyId}/questions/${question.id}`, {
    headers: bearer(token),
    data: { name: spec.question, ...(spec.options ? { options: spec.options } : {}) },
  });
  expect(put.status(), await put.text()).toBe(200);
}

/** The Mantine select by its label: opened, then the option picked. */
async function pick(scope: Locator, page: Page, label: string, option: string | RegExp) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A canvas text: typed, sent with Enter, and shown as saved. */
async function typeOnCanvas(canvas: Locator, label: string, value: string) {
  const field = canvas.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Enter');
  await expect(field).toHaveValue(value);
}

/** A screenshot of the page as it is, when SCREENSHOTS_DIR is set. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png` });
}

const pageItem = (page: Page, name: string) => page.getByTestId('survey-page-item').filter({ has: page.getByText(name, { exact: true }) });

async function readFigures(page: Page): Promise<TFigures> {
  const figures = page.getByTestId('survey-figures');
  await expect(figures).toBeVisible(DRAWN);
  const read = async (label: string) => Number(((await figures.getByTestId(`figure-${label}`).locator('p').nth(1).textContent()) ?? '').replace(/\D/g, ''));
  return { views: await read('views'), started: await read('started'), complete: await read('complete') };
}

test.describe.serial('surveys: build, publish, answer at 375 px, resume, count', () => {
  test('a manager builds a survey with one page of each of the thirteen question types and a dynamic rule, then publishes it', async ({ page }) => {
    // Thirteen pages built through the UI: about 45 s on a busy machine.
    test.setTimeout(120_000);
    const { apiToken: token } = await loginViaApi(page, MANAGER, '/pro/surveys');
    const teamId = await teamIdOf(page.request, token, 'acme');

    // Create Survey: a unique name and a type; its Questions tab opens with a Welcome page.
    const name = `Gift survey ${uniqueName('S')}`;
    await page.getByRole('button', { name: 'Create Survey' }).first().click(DRAWN);
    const create = page.getByRole('dialog', { name: 'Create Survey' });
    await create.getByLabel('Survey name').fill(name);
    await pick(create, page, 'Type', 'Feedback');
    await create.getByRole('button', { name: 'Create Survey' }).click();
    await expect(page).toHaveURL(/\/surveys\/\d+\/questions$/, DRAWN);
    const surveyId = Number(/\/surveys\/(\d+)\/questions/.exec(page.url())![1]);
    shared.surveyId = surveyId;
    await expect(page.getByTestId('survey-page-item')).toHaveCount(1, DRAWN);
    await expect(pageItem(page, 'Welcome')).toBeVisible();

    // Nine question pages through the API (the slow part of the UI is the same for each), the Date page last.
    for (const spec of API_PAGES) await addPageViaApi(page.request, token, teamId, surveyId, spec);
    await page.reload();
    await expect(page.getByTestId('survey-page-item')).toHaveCount(1 + API_PAGES.length, DRAWN);

    // Four through Add New Page: each goes after the selected page, so they follow the Welcome page in order.
    await pageItem(page, 'Welcome').getByRole('button').nth(1).click();
    const canvas = page.locator('section[aria-labelledby="survey-canvas-heading"]');
    for (const spec of UI_PAGES) {
      await page.getByRole('button', { name: 'Add New Page' }).click();
      const modal = page.getByRole('dialog', { name: 'Add New Survey Page' });
      await modal.getByRole('button', { name: spec.label, exact: true }).click();
      await modal.getByLabel('Page Name').fill(spec.name);
      await modal.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(modal).toBeHidden(DRAWN);
      await expect(page.getByRole('heading', { name: spec.name, level: 2 })).toBeVisible(DRAWN);
      await typeOnCanvas(canvas, 'Question', spec.question);
      // Choice types start with three empty options.
      for (const [i, choice] of (spec.choices ?? []).entries()) await typeOnCanvas(canvas, `Choice ${i + 1}`, choice);
    }

    // The End page after the Date page, through the modal too.
    await pageItem(page, 'Birthday').getByRole('button').nth(1).click();
    await expect(page.getByRole('heading', { name: 'Birthday', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Add New Page' }).click();
    const endModal = page.getByRole('dialog', { name: 'Add New Survey Page' });
    await endModal.getByRole('button', { name: 'Survey End', exact: true }).click();
    await endModal.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(endModal).toBeHidden(DRAWN);
    await expect(page.getByRole('heading', { name: 'End Page', level: 2 })).toBeVisible(DRAWN);
    await typeOnCanvas(canvas, 'Title', END_TITLE);

    // Welcome, the thirteen question types once each, and the End page, with the texts typed on the canvas.
    let pages: TPageRow[] = [];
    const byName = (n: string) => pages.find((p) => p.name === n)!;
    await expect(async () => {
      pages = await pagesOf(page.request, token, teamId, surveyId);
      expect(pages.map((p) => p.question_type ?? p.type)).toEqual(['welcome', 'email', 'short-text', 'single-choice', 'boolean', ...API_PAGES.map((p) => p.type), 'final']);
      for (const spec of UI_PAGES) expect(byName(spec.name).questions[0]!.name).toBe(spec.question);
      expect(byName('Colour').questions[0]!.options).toEqual(['Red', 'Green', 'Blue']);
      expect(byName('End Page').title).toBe(END_TITLE);
    }).toPass({ timeout: 10_000 });

    // Yes/No: Dynamic logic, when the answer Is Yes go to the Date page (the eight pages between are skipped).
    await pageItem(page, 'Customer').getByRole('button').nth(1).click();
    await expect(page.getByRole('heading', { name: 'Customer', level: 2 })).toBeVisible();
    const logic = page.getByRole('region', { name: 'Page Logic Settings' });
    await pick(logic, page, 'Logic type', 'Dynamic (rules)');
    const rule = logic.getByTestId('logic-rule');
    await expect(rule).toHaveCount(1, DRAWN);
    await expect(rule.getByRole('textbox', { name: 'Operation', exact: true })).toHaveValue('Is');
    await expect(rule.getByRole('textbox', { name: 'Value', exact: true })).toHaveValue('Yes');
    const birthday = byName('Birthday');
    await pick(rule, page, 'Go to page', `${birthday.order}. Birthday`);
    await expect(rule.getByRole('textbox', { name: 'Go to page', exact: true })).toHaveValue(`${birthday.order}. Birthday`);
    await expect(async () => {
      pages = await pagesOf(page.request, token, teamId, surveyId);
      expect(byName('Customer').logic_rules).toEqual([expect.objectContaining({ question: byName('Customer').questions[0]!.id, operation: 'eq', value: 'true', page: birthday.id })]);
    }).toPass({ timeout: 10_000 });

    await shoot(page, 'survey-dynamic-rule-1440');

    // Summary: the figures before, then the public page switched on.
    await page.getByRole('tab', { name: 'Summary' }).click();
    await expect(page).toHaveURL(new RegExp(`/surveys/${surveyId}$`));
    shared.before = await readFigures(page);
    const publicPage = page.getByTestId('public-page');
    const toggle = publicPage.getByRole('switch', { name: 'Public page' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked(DRAWN);
    await expect(publicPage.getByText('On: anyone with the link can answer the survey.')).toBeVisible();
    const url = await publicPage.getByRole('textbox', { name: 'Public URL' }).inputValue();
    expect(url).toMatch(/\/survey\/acme\/[^/]+$/);
    shared.publicPath = new URL(url).pathname;
    await shoot(page, 'survey-summary-1440');
  });

  test('a respondent at 375 px takes the Yes branch, leaves half-way, resumes where they were and finishes; the Summary counts it', async ({ page, browser }) => {
    test.setTimeout(60_000);
    expect(shared.publicPath, 'the survey built by the first journey').not.toBe('');
    // The clipboard is granted: "Continue on another device" copies the resume link.
    const phone = await browser.newContext({ ...PHONE, permissions: ['clipboard-read', 'clipboard-write'] });
    let resumeUrl = '';
    try {
      let respondent = await phone.newPage();
      await respondent.goto(shared.publicPath);
      const next = (p: Page) => p.getByRole('button', { name: DEFAULT_BUTTON_TEXT, exact: true });
      const heading = (p: Page, text: string) => p.getByRole('heading', { level: 1, name: text });

      await expect(heading(respondent, 'Welcome to our survey.')).toBeVisible(DRAWN);
      await respondent.getByRole('button', { name: "Let's get started!" }).click();

      // E-mail: Next stays disabled with the spec's message while the address is invalid.
      await expect(heading(respondent, UI_PAGES[0]!.question)).toBeVisible(DRAWN);
      const email = respondent.getByRole('textbox', { name: UI_PAGES[0]!.question });
      await email.fill('not-an-email');
      await expect(next(respondent)).toHaveAttribute('aria-disabled', 'true');
      await expect(next(respondent)).toHaveAccessibleDescription(surveyTexts.answerInvalid);
      // The tooltip shows while the button has focus (or the pointer).
      await next(respondent).focus();
      await expect(respondent.getByRole('tooltip')).toHaveText(surveyTexts.answerInvalid);
      // Enter on the disabled Next goes nowhere: the message shows under the question too.
      await respondent.keyboard.press('Enter');
      await expect(respondent.locator('.sv-error')).toHaveText(surveyTexts.answerInvalid);
      await expect(heading(respondent, UI_PAGES[0]!.question)).toBeVisible();
      await shoot(respondent, 'survey-invalid-email-375');
      // (The spec's e-mail pattern takes a top-level domain of two or three letters: not .test.)
      await email.fill(uniqueEmail('respondent').replace(/\.test$/, '.com'));
      await expect(next(respondent)).not.toHaveAttribute('aria-disabled', 'true');
      await next(respondent).click();

      await expect(heading(respondent, UI_PAGES[1]!.question)).toBeVisible(DRAWN);
      await respondent.getByRole('textbox', { name: UI_PAGES[1]!.question }).fill('Sunny');
      await next(respondent).click();
      await expect(heading(respondent, UI_PAGES[2]!.question)).toBeVisible(DRAWN);
      expect(await respondent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      // Half-way: the page is closed, and the survey opened again in the same browser resumes on the same page.
      await respondent.close();
      respondent = await phone.newPage();
      await respondent.goto(shared.publicPath);
      await expect(heading(respondent, UI_PAGES[2]!.question)).toBeVisible(DRAWN);
      // The earlier answers were kept: Go Back shows them.
      await respondent.getByRole('button', { name: 'Go Back' }).click();
      await expect(heading(respondent, UI_PAGES[1]!.question)).toBeVisible(DRAWN);
      await expect(respondent.getByRole('textbox', { name: UI_PAGES[1]!.question })).toHaveValue('Sunny');
      await next(respondent).click();

      await expect(heading(respondent, UI_PAGES[2]!.question)).toBeVisible(DRAWN);
      await respondent.getByRole('radio', { name: 'Green' }).check();
      await next(respondent).click();

      // Yes/No answered Yes: the rule leads to the Date page, past the eight pages between.
      await expect(heading(respondent, UI_PAGES[3]!.question)).toBeVisible(DRAWN);
      await respondent.getByRole('radio', { name: 'Yes', exact: true }).check();
      await next(respondent).click();
      await expect(heading(respondent, 'When is your birthday?')).toBeVisible(DRAWN);
      // Go Back retraces the way taken: the Yes/No page, not the eight pages the rule skipped.
      await respondent.getByRole('button', { name: 'Go Back' }).click();
      await expect(heading(respondent, UI_PAGES[3]!.question)).toBeVisible(DRAWN);
      await expect(respondent.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
      await next(respondent).click();
      await expect(heading(respondent, 'When is your birthday?')).toBeVisible(DRAWN);
      await respondent.getByRole('button', { name: surveyTexts.resumeLink }).click();
      await expect(respondent.getByText(surveyTexts.copied)).toBeVisible();
      resumeUrl = await respondent.evaluate(() => navigator.clipboard.readText());
      expect(resumeUrl).toContain('response=');

      // Continue on another device: the resume link opens the same response at the same page.
      const other = await browser.newContext(PHONE);
      try {
        const elsewhere = await other.newPage();
        await elsewhere.goto(new URL(resumeUrl).pathname + new URL(resumeUrl).search);
        await expect(heading(elsewhere, 'When is your birthday?')).toBeVisible(DRAWN);
      } finally {
        await other.close();
      }

      // Next from the Date page reaches the End page, which completes the response.
      await next(respondent).click();
      await expect(heading(respondent, END_TITLE)).toBeVisible(DRAWN);
      await expect(next(respondent)).toBeHidden();
      await shoot(respondent, 'survey-end-375');
    } finally {
      await phone.close();
    }

    // The Summary's figures moved: one more view, started and complete.
    await loginViaApi(page, MANAGER, `/pro/surveys/${shared.surveyId}`);
    await expect(async () => {
      await page.reload();
      expect(await readFigures(page)).toEqual({ views: shared.before.views + 1, started: shared.before.started + 1, complete: shared.before.complete + 1 });
    }).toPass({ timeout: 15_000 });
  });
});
