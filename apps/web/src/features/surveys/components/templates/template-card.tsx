import type { CSSProperties, ReactNode } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconGripVertical } from '@tabler/icons-react';
import { useSortable } from '@dnd-kit/sortable';
import { SURVEY_CATEGORY_LABELS } from '@gifthub/shared/survey-rules';
import type { TTemplate } from '@gifthub/shared/survey-templates';
import { WriteButton } from '../../../../components/write-button';
import { TemplateThumbnail } from './template-pages-preview';
import { templateStatusColor, templateStatusLabel } from './template-labels';

type TCardProps = {
  template: TTemplate;
  /** Product admins: the status badge. */
  admin: boolean;
  /** The drag handle (product admins, the whole gallery in view). */
  handle: boolean;
  /** The order is being saved: the handle waits. */
  sortable: boolean;
  activating: boolean;
  onPreview: () => void;
  onActivate: () => void;
  /** In the bin (the admins' Deleted switch): these actions in place of Preview and Activate Template. */
  deletedActions?: ReactNode;
};

/** A gallery card (spec 2 §2): the first page, name, category, description, status for admins, Preview and Activate Template. */
export function TemplateCard({ template, admin, handle, sortable, activating, onPreview, onActivate, deletedActions }: TCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: template.id, disabled: !handle || !sortable });
  const style: CSSProperties = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
    zIndex: isDragging ? 2 : undefined,
    position: 'relative',
  };
  return (
    <Card ref={setNodeRef} style={style} withBorder radius="md" padding="md" component="article" aria-label={template.name} data-testid="template-card" shadow={isDragging ? 'md' : undefined}>
      <Card.Section style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <TemplateThumbnail template={template} />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={600} component="h2" size="md" m={0} style={{ minWidth: 0 }}>
            {template.name}
          </Text>
          {handle && (
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray"
              aria-label={`Move template ${template.name}`}
              style={{ cursor: 'grab', touchAction: 'none', flex: 'none' }}
              {...attributes}
              {...listeners}
            >
              <IconGripVertical size={16} aria-hidden="true" />
            </ActionIcon>
          )}
        </Group>
        <Group gap={6}>
          <Badge variant="outline" color="gray">
            {SURVEY_CATEGORY_LABELS[template.category]}
          </Badge>
          {admin && (
            <Badge variant="light" color={templateStatusColor(template.status)}>
              {templateStatusLabel(template.status)}
            </Badge>
          )}
        </Group>
        {template.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {template.description}
          </Text>
        )}
      </Stack>
      {/* Side by side when they fit, else one under the other: never cut. */}
      {deletedActions ? (
        <Group mt="md">{deletedActions}</Group>
      ) : (
        <Group gap="xs" mt="md">
          <Button variant="default" leftSection={<IconEye size={16} aria-hidden="true" />} onClick={onPreview} aria-label={`Preview ${template.name}`} style={{ flex: '1 0 auto' }}>
            Preview
          </Button>
          <WriteButton loading={activating} onClick={onActivate} aria-label={`Activate Template ${template.name}`} style={{ flex: '1 0 auto' }}>
            Activate Template
          </WriteButton>
        </Group>
      )}
    </Card>
  );
}
