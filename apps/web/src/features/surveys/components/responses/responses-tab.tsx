import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { surveyTexts } from '@gifthub/shared/survey-rules';
import type { TSurvey } from '@gifthub/shared/surveys';
import { count } from '../survey-labels';

export const RESPONSES_NEXT = 'The responses table and the results per question come in the next release. The counts above are this survey\'s own.';

/**
 * Responses and Results (spec 2 §2; their tables and charts are the next issue): the survey's real counts, and the
 * spec's empty state when nobody has answered yet. No example data.
 */
export function ResponsesTab({ survey, kind }: { survey: TSurvey; kind: 'responses' | 'results' }) {
  const answered = survey.started_responses_count > 0 || survey.complete_responses_count > 0;
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`survey-${kind}`}>
      <Title order={2} size="h4" mb="md">
        {kind === 'responses' ? 'Responses' : 'Results'}
      </Title>
      {answered ? (
        <Stack gap="sm">
          <Group gap="xl">
            <Count label="Started" value={survey.started_responses_count} />
            <Count label="Complete" value={survey.complete_responses_count} />
            <Count label="Views" value={survey.responses_count} />
          </Group>
          <Text size="sm" c="dimmed" data-testid="responses-next">
            {RESPONSES_NEXT}
          </Text>
        </Stack>
      ) : (
        <Text c="dimmed" data-testid="responses-empty">
          {surveyTexts.noResponses}
        </Text>
      )}
    </Card>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {count(value)}
      </Text>
    </Stack>
  );
}
