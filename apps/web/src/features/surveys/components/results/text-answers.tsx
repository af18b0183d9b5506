import { useState } from 'react';
import { Button, List, Stack, Text } from '@mantine/core';
import { resultsTexts, type TQuestionResult } from '@gifthub/shared/survey-results';
import { useTextAnswers } from '../../api/results-text-answers';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

/** A text question's answers, latest first: the results' first page, then more on request. */
export function TextAnswers({ result: q, teamId, surveyId, source }: { result: TQuestionResult; teamId: number; surveyId: number; source: string | undefined }) {
  const [more, setMore] = useState(false);
  const older = useTextAnswers(teamId, surveyId, q.id, source, more);
  const answers = [...q.text_answers, ...(older.data?.pages.flatMap((p) => p.data) ?? [])];
  const hasMore = more ? older.hasNextPage : answers.length < q.answers_count;
  if (!answers.length)
    return (
      <Text size="sm" c="dimmed">
        {resultsTexts.noAnswers}
      </Text>
    );
  return (
    <Stack gap="sm">
      <List spacing="xs" listStyleType="none" data-testid="result-text-answers">
        {answers.map((a) => (
          <List.Item key={`${a.response_id}`} style={{ borderLeft: '3px solid var(--mantine-color-blue-6)', paddingLeft: 10 }}>
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {a.value}
            </Text>
            <Text size="xs" c="dimmed">
              Response #{a.response_id} · {when(a.answered_at)}
            </Text>
          </List.Item>
        ))}
      </List>
      {hasMore && (
        <Button
          variant="default"
          size="xs"
          w="fit-content"
          loading={older.isFetching}
          onClick={() => (more ? void older.fetchNextPage() : setMore(true))}
        >
          Show more answers
        </Button>
      )}
      {older.isError && (
        <Text size="sm" c="red.8" role="alert">
          More answers could not be loaded. Please try again later.
        </Text>
      )}
    </Stack>
  );
}
