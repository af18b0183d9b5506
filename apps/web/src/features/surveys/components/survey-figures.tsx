import { Card, SimpleGrid, Title } from '@mantine/core';
import { ratePercent } from '@gifthub/shared/survey-rules';
import type { TSurvey } from '@gifthub/shared/surveys';
import { Figure } from '../../../components/figure';
import { count } from './survey-labels';

/**
 * The summary's figures (spec 2 §2, §9): views (every response, started or not), started and complete responses,
 * the public URL's views and replies, and the engagement (started ÷ views) and completion (complete ÷ views) rates.
 */
export function SurveyFigures({ survey }: { survey: TSurvey }) {
  const views = survey.responses_count;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="survey-figures">
      <Title order={2} size="h4" mb="md">
        Statistics
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="lg">
        <Figure label="Views" value={count(views)} />
        <Figure label="Started" value={count(survey.started_responses_count)} hint="responses" />
        <Figure label="Complete" value={count(survey.complete_responses_count)} hint="responses" />
        <Figure label="Engagement rate" value={`${ratePercent(survey.started_responses_count, views)}%`} hint="started ÷ views" />
        <Figure label="Completion rate" value={`${ratePercent(survey.complete_responses_count, views)}%`} hint="complete ÷ views" />
        <Figure label="Public URL views" value={count(survey.public_url_views)} />
        <Figure label="Public URL replies" value={count(survey.public_url_replies)} />
      </SimpleGrid>
    </Card>
  );
}
