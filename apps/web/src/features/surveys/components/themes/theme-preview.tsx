import { useState } from 'react';
import { SegmentedControl, Stack } from '@mantine/core';
import type { TAnswerValue } from '@gifthub/shared/survey-answers';
import type { TSurveyStyles } from '@gifthub/shared/survey-rules';
import { SurveyPage } from '../../../../domain/survey-page/survey-page';
import { ThemeFonts } from '../../../../domain/survey-page/theme-fonts';
import { SAMPLE_PAGES } from './sample-pages';

/** The sample pages in the theme's styles, drawn by the public page's renderer (answerable, nothing is sent). */
export function ThemePreview({ styles }: { styles: TSurveyStyles }) {
  const [pageId, setPageId] = useState(String(SAMPLE_PAGES[0]!.id));
  const [answers, setAnswers] = useState<Record<number, TAnswerValue | undefined>>({});
  const page = SAMPLE_PAGES.find((p) => String(p.id) === pageId) ?? SAMPLE_PAGES[0]!;
  const question = page.questions[0];
  return (
    <Stack gap="sm" data-testid="theme-preview">
      <ThemeFonts styles={styles} />
      <SegmentedControl aria-label="Sample page" value={pageId} onChange={setPageId} data={SAMPLE_PAGES.map((p) => ({ value: String(p.id), label: p.name }))} />
      <SurveyPage
        page={page}
        styles={styles}
        mode="public"
        headingLevel={2}
        answer={question ? answers[question.id] : undefined}
        onAnswer={(id, value) => setAnswers((a) => ({ ...a, [id]: value ?? undefined }))}
      />
    </Stack>
  );
}
