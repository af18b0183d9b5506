import { useState } from 'react';
import { Grid, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { TSurvey } from '@gifthub/shared/surveys';
import type { TSurveyRef } from '../../api/page-cache';
import { ThemeFonts } from '../../../../domain/survey-page/theme-fonts';
import { PageCanvas } from './page-canvas';
import { DeletedPages } from './deleted-pages';
import { PageList } from './page-list';
import { PagePreview } from './page-preview';
import { SettingsPanel } from './settings-panel';
import { useEditor } from './use-editor';

type TMode = 'editor' | 'preview';

/**
 * The Questions editor (spec 2 §2, issue 13): the pages on the left, the selected page's canvas in Editor or Preview
 * Mode in the middle, its Settings and the Theme on the right; stacked in that order on a phone. A template's editor
 * passes templateRef: the same editor on the template's pages.
 */
export function QuestionsTab({ survey, teamId, templateRef }: { survey: TSurvey; teamId: number; templateRef?: TSurveyRef }) {
  const editor = useEditor(survey, teamId, templateRef);
  // The selection stays on its page when pages are added before it.
  const [selectedId, setSelectedId] = useState<number | null>(() => editor.pages[0]?.id ?? null);
  const [mode, setMode] = useState<TMode>('editor');
  // The selected page, else the first (also when the selected one was deleted).
  const page = editor.pages.find((p) => p.id === selectedId) ?? editor.pages[0] ?? null;

  return (
    <Grid gutter="lg">
      <ThemeFonts styles={survey.theme} />
      <Grid.Col span={{ base: 12, md: 3 }}>
        <PageList editor={editor} selected={page} onSelect={setSelectedId} />
        {/* A survey's deleted pages wait in its bin; a template's are deleted at once. */}
        {!templateRef && (
          <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
            <DeletedPages surveyRef={editor.ref} />
          </div>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm" component="section" aria-labelledby="survey-canvas-heading">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h4" id="survey-canvas-heading">
              {page ? page.name : 'Page'}
            </Title>
            <SegmentedControl
              size="xs"
              aria-label="Mode"
              value={mode}
              onChange={(v) => setMode(v as TMode)}
              data={[
                { value: 'editor', label: 'Editor Mode' },
                { value: 'preview', label: 'Preview Mode' },
              ]}
            />
          </Group>
          {!page ? (
            <Text c="dimmed">Add a page to start building this survey.</Text>
          ) : mode === 'editor' ? (
            <PageCanvas key={page.id} editor={editor} page={page} />
          ) : (
            <PagePreview page={page} styles={survey.theme} />
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <section aria-label="Page settings and theme">
          <SettingsPanel editor={editor} page={page} />
        </section>
      </Grid.Col>
    </Grid>
  );
}
