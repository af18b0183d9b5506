import { useState } from 'react';
import { Box, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { TTemplate } from '@gifthub/shared/survey-templates';
import { SurveyPage } from '../../../../domain/survey-page/survey-page';
import { ThemeFonts } from '../../../../domain/survey-page/theme-fonts';
import { sortPages } from '../questions/editor-model';
import { PagePreview } from '../questions/page-preview';

/** A card's picture of the template: its first page drawn by the respondent's renderer at half size, not interactive. */
export function TemplateThumbnail({ template }: { template: TTemplate }) {
  const first = sortPages(template.pages ?? [])[0];
  return (
    <Box h={180} style={{ overflow: 'hidden', position: 'relative', background: template.theme.page_bg_color }} aria-hidden="true" inert data-testid="template-thumbnail">
      <ThemeFonts styles={template.theme} />
      {first ? (
        <Box w="200%" style={{ transform: 'scale(0.5)', transformOrigin: 'top left', pointerEvents: 'none' }}>
          <SurveyPage page={first} styles={template.theme} mode="preview" headingLevel={3} />
        </Box>
      ) : (
        <Text c="dimmed" p="md" size="sm">
          No pages yet
        </Text>
      )}
    </Box>
  );
}

/** The template's pages one at a time, answerable as in Preview Mode (nothing is saved), with Previous and Next page. */
export function TemplatePagesPreview({ template }: { template: TTemplate }) {
  const pages = sortPages(template.pages ?? []);
  const [at, setAt] = useState(0);
  const page = pages[Math.min(at, pages.length - 1)];
  if (!page) return <Text c="dimmed">This template has no pages yet.</Text>;
  return (
    <Box>
      <ThemeFonts styles={template.theme} />
      <PagePreview key={page.id} page={page} styles={template.theme} />
      <Group justify="space-between" mt="sm" wrap="nowrap">
        {/* Short words so the row fits a phone; the names say which page. */}
        <Button variant="default" size="xs" leftSection={<IconChevronLeft size={14} aria-hidden="true" />} disabled={at === 0} onClick={() => setAt(at - 1)} aria-label="Previous page" style={{ flex: 'none' }}>
          Previous
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite" ta="center">
          Page {at + 1} of {pages.length}
        </Text>
        <Button variant="default" size="xs" rightSection={<IconChevronRight size={14} aria-hidden="true" />} disabled={at >= pages.length - 1} onClick={() => setAt(at + 1)} aria-label="Next page" style={{ flex: 'none' }}>
          Next
        </Button>
      </Group>
    </Box>
  );
}
