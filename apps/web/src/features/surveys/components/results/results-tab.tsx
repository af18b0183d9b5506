import { useState } from 'react';
import { Button, Card, Group, SimpleGrid, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { OWN_LINK_SOURCE } from '@gifthub/shared/survey-responses';
import { resultsTexts } from '@gifthub/shared/survey-results';
import { surveyTexts } from '@gifthub/shared/survey-rules';
import type { TSurvey } from '@gifthub/shared/surveys';
import { Figure } from '../../../../components/figure';
import { lazyModal } from '../../../../components/lazy-modal';
import { LoadState } from '../../../../components/load-state';
import { useSession } from '../../../../lib/session';
import { useSurveyResults } from '../../api/results-get';
import { useSources } from '../../api/source-list';
import { count } from '../survey-labels';
import { QuestionResult } from './question-result';

const ALL = 'all';

const ResponsesExportModal = lazyModal(() => import('../responses/export-modal').then((m) => m.ResponsesExportModal));

/**
 * The Results tab (spec 2 §2 surveys-details-results, query source): the survey's figures and rates (§9), then per
 * question its answers' counts with a doughnut, a ranking's points share, or a text question's latest answers, and
 * its page's views and dropout rate. The source filter lives in the address (?source=); Export opens the responses'
 * export with the PDF report chosen.
 */
export function ResultsTab({ survey }: { survey: TSurvey }) {
  const { teamId } = useSession();
  const [params, setParams] = useSearchParams();
  const source = params.get('source') ?? undefined;
  const results = useSurveyResults(teamId, survey.id, source);
  const [exporting, setExporting] = useState(false);
  const sources = useSources(teamId, survey.id);
  const options = [
    { value: ALL, label: resultsTexts.allSources },
    { value: OWN_LINK_SOURCE, label: resultsTexts.ownLink },
    ...(sources.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
  ];
  const choose = (v: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (!v || v === ALL) next.delete('source');
        else next.set('source', v);
        return next;
      },
      { replace: true },
    );
  const r = results.data;
  return (
    <Stack gap="lg" data-testid="survey-results">
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-start" mb="md" wrap="wrap" gap="sm">
          <Title order={2} size="h4">
            {resultsTexts.title}
          </Title>
          <Group align="flex-end" gap="sm" wrap="wrap" w={{ base: '100%', xs: 'auto' }}>
            <Select label="Source" data={options} value={source ?? ALL} onChange={choose} allowDeselect={false} w={{ base: '100%', xs: 240 }} data-testid="results-source" />
            {/* Export writes nothing: the report opens for every reader of the results. */}
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => setExporting(true)}>
              Export
            </Button>
          </Group>
        </Group>
        {r ? (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="lg" data-testid="results-figures">
            <Figure label={resultsTexts.views} value={count(r.views)} />
            <Figure label="Started" value={count(r.started)} hint="responses" />
            <Figure label="Complete" value={count(r.complete)} hint="responses" />
            <Figure label={resultsTexts.engagement} value={`${r.engagement_rate}%`} hint="started ÷ views" />
            <Figure label={resultsTexts.completion} value={`${r.completion_rate}%`} hint="complete ÷ views" />
          </SimpleGrid>
        ) : (
          <LoadState failed={results.isError} title="The results could not be loaded" />
        )}
      </Card>
      {r && r.views === 0 && (
        <Text c="dimmed" data-testid="results-empty">
          {source ? resultsTexts.noSourceResponses : surveyTexts.noResponses}
        </Text>
      )}
      {r && r.views > 0 && !r.questions.length && <Text c="dimmed">{resultsTexts.noQuestions}</Text>}
      {r && r.views > 0 && r.questions.map((q, i) => <QuestionResult key={q.id} result={q} n={i + 1} teamId={teamId} surveyId={survey.id} source={source} />)}
      <ResponsesExportModal
        opened={exporting}
        onClose={() => setExporting(false)}
        surveyId={survey.id}
        visibleQuestions={r?.questions.map((q) => q.id) ?? []}
        filters={source ? { source } : {}}
        format="pdf"
      />
    </Stack>
  );
}
