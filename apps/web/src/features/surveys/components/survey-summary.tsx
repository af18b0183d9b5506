import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Switch, TextInput, Title, Tooltip } from '@mantine/core';
import { IconCopy, IconEye } from '@tabler/icons-react';
import type { TSurvey } from '@gifthub/shared/surveys';
import { useSession } from '../../../lib/session';
import { useUi } from '../../../lib/ui';
import { useSetSurveyPublished } from '../api/survey-publish';
import { useCopyLink } from './copy-link';
import { SourcesTable } from './sources-table';
import { SurveyFigures } from './survey-figures';

/** The public page in preview mode: nothing is saved and a bar says so (the public page's own rule). */
export const previewUrl = (publicUrl: string) => `${publicUrl}${publicUrl.includes('?') ? '&' : '?'}preview=true`;

/** The Summary tab (spec 2 §2): the public page and its switch, the figures, and the sources. */
export function SurveySummary({ survey, writable }: { survey: TSurvey; writable: boolean }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <PublicPageCard survey={survey} writable={writable} />
        <SurveyFigures survey={survey} />
      </SimpleGrid>
      <SourcesTable survey={survey} writable={writable} />
    </Stack>
  );
}

/**
 * The public page: on or off (publish and unpublish, at once with a rollback on a refusal), its address to copy, and
 * Preview in a new tab, a draft's too: the preview asks for the survey as the signed-in member, whom it is shown to.
 */
function PublicPageCard({ survey, writable }: { survey: TSurvey; writable: boolean }) {
  const { teamId, demo } = useSession();
  const ui = useUi();
  const publish = useSetSurveyPublished(teamId, survey.id);
  const copy = useCopyLink();
  const toggle = (on: boolean) => {
    if (demo) ui.openSignUp();
    else publish.mutate(on);
  };
  return (
    <Card withBorder radius="md" padding="lg" data-testid="public-page">
      <Title order={2} size="h4" mb="xs">
        Public page
      </Title>
      <Switch
        label="Public page"
        description={survey.active ? 'On: anyone with the link can answer the survey.' : 'Off: the link shows nothing until the survey is published.'}
        checked={survey.active}
        disabled={!writable}
        onChange={(e) => toggle(e.currentTarget.checked)}
        mb="md"
      />
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput label="Public URL" value={survey.publicUrl} readOnly style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} />
        <Tooltip label="Copy link">
          <ActionIcon variant="light" size="lg" onClick={() => copy(survey.publicUrl)} aria-label="Copy public URL">
            <IconCopy size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group mt="md">
        <Button component="a" href={previewUrl(survey.publicUrl)} target="_blank" rel="noopener noreferrer" variant="default" leftSection={<IconEye size={16} />} aria-label="Preview (opens in a new tab)">
          Preview
        </Button>
      </Group>
    </Card>
  );
}
