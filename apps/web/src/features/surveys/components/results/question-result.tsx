import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TQuestionType } from '@gifthub/shared/survey-rules';
import { DOUGHNUT_QUESTION_TYPES, resultsTexts, type TQuestionResult } from '@gifthub/shared/survey-results';
import { PageIcon } from '../questions/page-icon';
import { count } from '../survey-labels';
import { AnswersDoughnut, RankingBars } from './answers-chart';
import { AnswersTable } from './answers-table';
import { TextAnswers } from './text-answers';

/** One question's result: its name and page, how many answered, its page's views and dropout, and its answers. */
export function QuestionResult({ result: q, n, teamId, surveyId, source }: { result: TQuestionResult; n: number; teamId: number; surveyId: number; source: string | undefined }) {
  const type = q.type as TQuestionType;
  const doughnut = DOUGHNUT_QUESTION_TYPES.includes(type);
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`result-${q.id}`} component="section" aria-labelledby={`result-title-${q.id}`}>
      <Group gap="xs" wrap="nowrap" align="flex-start" mb={4}>
        <PageIcon type="question" questionType={q.page_icon as TQuestionType} size={20} />
        <Title order={3} size="h5" id={`result-title-${q.id}`} style={{ overflowWrap: 'anywhere' }}>
          {n}. {q.name || `Question ${n}`}
        </Title>
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        {q.page_name}
      </Text>
      <Group gap="xs" mb="md" data-testid="result-figures">
        <Badge variant="light" color="blue">
          {count(q.answers_count)} {q.answers_count === 1 ? 'answer' : 'answers'}
        </Badge>
        <Badge variant="light" color="gray">
          {count(q.views)} {resultsTexts.views.toLowerCase()}
        </Badge>
        <Badge variant="light" color={q.dropout_rate > 0 ? 'orange' : 'gray'} title={resultsTexts.dropoutHint}>
          {resultsTexts.dropout}: {q.dropout_rate}%
        </Badge>
      </Group>
      {!q.is_aggregate ? (
        <TextAnswers result={q} teamId={teamId} surveyId={surveyId} source={source} />
      ) : q.answers_count === 0 ? (
        <Text size="sm" c="dimmed">
          {resultsTexts.noAnswers}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack justify="center" align="center">
            {doughnut ? <AnswersDoughnut result={q} /> : <RankingBars result={q} />}
          </Stack>
          <AnswersTable result={q} swatches={doughnut} />
        </SimpleGrid>
      )}
    </Card>
  );
}
