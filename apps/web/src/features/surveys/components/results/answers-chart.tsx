import { lazy, Suspense } from 'react';
import { Loader, Progress, Stack, Text } from '@mantine/core';
import { resultsTexts, type TQuestionResult } from '@gifthub/shared/survey-results';

// recharts is big: the doughnuts load on their own, after the figures.
const DonutChart = lazy(() => import('@mantine/charts').then((m) => ({ default: m.DonutChart })));

/** The slices' colours, in the answers' order; the table's swatches use the same. */
export const SLICE_COLORS = ['blue.6', 'orange.6', 'teal.7', 'grape.6', 'red.7', 'cyan.7', 'lime.8', 'violet.6', 'pink.7', 'gray.6'];
export const sliceColor = (i: number) => SLICE_COLORS[i % SLICE_COLORS.length]!;
export const cssColor = (c: string) => `var(--mantine-color-${c.replace('.', '-')})`;

/** What the chart shows, said in words (the table beside it holds the same figures). */
const describe = (q: TQuestionResult, ranking: boolean) =>
  `${q.name}: ${q.answers.map((a) => `${a.label} ${ranking ? `${a.points ?? 0} points, ${a.percent}%` : `${a.count}, ${a.percent}%`}`).join('; ')}`;

/** A choice-like question's answers as a doughnut (Mantine charts). */
export function AnswersDoughnut({ result: q }: { result: TQuestionResult }) {
  const data = q.answers.map((a, i) => ({ name: a.label, value: a.count, color: sliceColor(i) })).filter((d) => d.value > 0);
  return (
    <div role="img" aria-label={describe(q, false)} data-testid="result-doughnut">
      {/* recharts marks its sectors as unnamed images and its pie as a tab stop: the figure's name says it all. */}
      <div aria-hidden="true" inert>
        <Suspense fallback={<Loader size="sm" />}>
          <DonutChart data={data} size={180} thickness={30} withTooltip={false} chartLabel={`${q.answers_count}`} paddingAngle={1} pieProps={{ rootTabIndex: -1 }} />
        </Suspense>
      </div>
    </div>
  );
}

/** A ranking's options by points share (the first of n places earns n points). */
export function RankingBars({ result: q }: { result: TQuestionResult }) {
  const ordered = [...q.answers].sort((a, b) => (b.points ?? 0) - (a.points ?? 0));
  return (
    <Stack gap="xs" w="100%" role="img" aria-label={describe(q, true)} data-testid="result-ranking">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {resultsTexts.pointsShare}
      </Text>
      {ordered.map((a) => (
        <Stack key={a.value} gap={2}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {a.label}
          </Text>
          <Progress value={a.percent} size="lg" radius="sm" aria-hidden="true" />
        </Stack>
      ))}
    </Stack>
  );
}
