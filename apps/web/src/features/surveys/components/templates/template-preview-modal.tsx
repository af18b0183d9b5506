import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SURVEY_CATEGORY_LABELS } from '@gifthub/shared/survey-rules';
import type { TTemplate } from '@gifthub/shared/survey-templates';
import { WriteButton } from '../../../../components/write-button';
import { useSession } from '../../../../lib/session';
import { TemplatePagesPreview } from './template-pages-preview';
import { templatePath } from './template-labels';
import { useActivate } from './use-activate-template';

/** Preview (spec 2 §2): the template's pages in a modal, with Activate This Template and, for product admins, Edit Template. */
export function TemplatePreviewModal({ template, onClose }: { template: TTemplate | null; onClose: () => void }) {
  const { isStaff } = useSession();
  const { activate, pending } = useActivate();
  return (
    <Modal opened={template !== null} onClose={onClose} title={template ? `Preview: ${template.name}` : 'Preview'} size="xl">
      {template && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {SURVEY_CATEGORY_LABELS[template.category]}
            {template.description ? ` · ${template.description}` : ''}
          </Text>
          <TemplatePagesPreview template={template} />
          <Group justify="flex-end" gap="sm">
            {isStaff && (
              <Button component={Link} to={templatePath(template.id)} variant="default" leftSection={<IconEdit size={16} aria-hidden="true" />}>
                Edit Template
              </Button>
            )}
            <WriteButton loading={pending} onClick={() => activate(template.id)}>
              Activate This Template
            </WriteButton>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
