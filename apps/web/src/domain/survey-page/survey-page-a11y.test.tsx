import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { QUESTION_TYPES } from '@gifthub/shared/survey-rules';
import { SurveyPage } from './survey-page';
import { question, questionPage, staticPage, styles } from './survey-test-utils';

afterEach(cleanup);

// axe-core over each kind of page (WCAG 2.2 AA rules; colour contrast is the journeys' check in a real browser,
// the test DOM computes no colours): no critical or serious violation.
const check = async () => {
  const result = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

describe('SurveyPage accessibility', { timeout: 30_000 }, () => {
  it.each(QUESTION_TYPES)('%s page: no critical or serious axe violation', async (type) => {
    render(
      <main>
        <SurveyPage page={questionPage(1, 1, question(1, type, { required: true, other_option: type.endsWith('choice') }))} styles={styles} mode="public" onBack={() => {}} onNext={() => {}} />
      </main>,
    );
    expect(await check()).toEqual([]);
  });

  it('welcome page: no critical or serious axe violation', async () => {
    render(
      <main>
        <SurveyPage page={staticPage(1, 1, 'welcome', { subtitle: 'Five minutes' })} styles={styles} mode="public" onNext={() => {}} />
      </main>,
    );
    expect(await check()).toEqual([]);
  });
});
