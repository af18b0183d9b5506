import { useState } from 'react';
import { ActionIcon, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconGripVertical, IconPlus, IconSettings } from '@tabler/icons-react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { TSurveyPage } from '@gifthub/shared/surveys';
import { useReorderPages } from '../../api/page-reorder';
import { AddPageModal } from './add-page-modal';
import { choiceLabel, reorderBody } from './editor-model';
import { PageIcon } from './page-icon';
import { PageSettingsModal } from './page-settings-modal';
import type { TEditor } from './use-editor';
import { WriteButton, useWriteGuard } from '../../../../components/write-button';

type TPageListProps = { editor: TEditor; selected: TSurveyPage | null; onSelect: (pageId: number) => void };

/** The survey's pages in order: select one, reorder by drag or keyboard (Space, arrows, Space), open its settings, add one. */
export function PageList({ editor, selected, onSelect }: TPageListProps) {
  const guard = useWriteGuard();
  const { pages } = editor;
  const reorder = useReorderPages(editor.ref);
  const [adding, setAdding] = useState(false);
  const [settingsOf, setSettingsOf] = useState<TSurveyPage | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const nameOf = (id: string | number) => pages.find((p) => p.id === Number(id))?.name ?? 'page';
  const at = (id: string | number | undefined) => pages.findIndex((p) => p.id === Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up page ${nameOf(active.id)}, position ${at(active.id)} of ${pages.length}.`,
    onDragOver: ({ active, over }) => (over ? `Page ${nameOf(active.id)} moved to position ${at(over.id)} of ${pages.length}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `Page ${nameOf(active.id)} dropped at position ${at(over.id)} of ${pages.length}.` : `Page ${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving page ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const body = over ? reorderBody(pages, Number(active.id), Number(over.id)) : null;
    if (body) reorder.mutate(body);
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="survey-pages-heading">
      <Title order={2} size="h4" id="survey-pages-heading">
        Pages
      </Title>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: 'To move a page, press Space, use the arrow keys, then press Space again to drop it or Escape to cancel.' } }}
      >
        <SortableContext items={pages.map((p) => p.id)} strategy={verticalListSortingStrategy}>
          <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Survey pages">
            {pages.map((page, i) => (
              <PageItem key={page.id} page={page} index={i} selected={selected?.id === page.id} onSelect={() => onSelect(page.id)} onSettings={guard(() => setSettingsOf(page))} />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      {pages.length === 0 && (
        <Text size="sm" c="dimmed">
          This survey has no pages yet.
        </Text>
      )}
      <WriteButton variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
        Add New Page
      </WriteButton>
      <AddPageModal
        opened={adding}
        editor={editor}
        after={selected}
        onClose={() => setAdding(false)}
        onAdded={(page) => {
          setAdding(false);
          onSelect(page.id);
        }}
      />
      <PageSettingsModal editor={editor} page={settingsOf} onClose={() => setSettingsOf(null)} onSelect={onSelect} />
    </Stack>
  );
}

type TPageItemProps = { page: TSurveyPage; index: number; selected: boolean; onSelect: () => void; onSettings: () => void };

function PageItem({ page, index, selected, onSelect, onSettings }: TPageItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: page.id });
  const name = page.name || choiceLabel(page);
  return (
    <li
      ref={setNodeRef}
      data-testid="survey-page-item"
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        zIndex: isDragging ? 1 : undefined,
        position: 'relative',
        borderWidth: 1,
        borderStyle: 'solid',
        borderColor: selected ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-3)',
        borderRadius: 6,
        background: selected ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-body)',
      }}
    >
      <Group gap={4} wrap="nowrap" p={4}>
        <ActionIcon ref={setActivatorNodeRef} variant="subtle" color="gray" aria-label={`Move page ${name}`} style={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners}>
          <IconGripVertical size={16} aria-hidden="true" />
        </ActionIcon>
        <UnstyledButton onClick={onSelect} aria-current={selected ? 'true' : undefined} style={{ flex: 1, minWidth: 0 }} py={4}>
          <Group gap={8} wrap="nowrap">
            <Text size="xs" c="dimmed" w={18} ta="right">
              {index + 1}
            </Text>
            <PageIcon type={page.type} questionType={page.question_type} />
            <Text size="sm" truncate fw={selected ? 600 : 400}>
              {name}
            </Text>
            {page.active === false && (
              <Text size="xs" c="dimmed" data-testid="page-unpublished">
                Unpublished
              </Text>
            )}
          </Group>
        </UnstyledButton>
        <ActionIcon variant="subtle" color="gray" aria-label={`Page settings of ${name}`} onClick={onSettings}>
          <IconSettings size={16} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </li>
  );
}
