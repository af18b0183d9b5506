import { useEffect, useRef } from 'react';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconGripVertical, IconPlus, IconX } from '@tabler/icons-react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { OPTIONS_MAX, OPTION_MAX_LENGTH } from '@gifthub/shared/survey-rules';
import type { TQuestion } from '@gifthub/shared/surveys';
import { AutosaveField } from './autosave-field';
import type { TEditor } from './use-editor';

const idOf = (i: number) => `choice-${i}`;
const indexOf = (id: string | number) => Number(String(id).slice('choice-'.length));

/** A choice question's options in place (spec 2 §2): add, delete, drag (or keyboard) to reorder, rename by typing. */
export function ChoicesEditor({ editor, question, color }: { editor: TEditor; question: TQuestion; color: string }) {
  const options = question.options;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  // The options as last sent: renames typed quickly one after another each build on the one before (not on the
  // server's answer, which may not be back yet) and go out in order, so no rename is lost.
  const latest = useRef(options);
  const pending = useRef(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    if (pending.current === 0) latest.current = options;
  }, [options]);
  const saveOptions = (next: string[]) => {
    latest.current = next;
    editor.changeQuestion(question.id, { options: next });
  };
  const rename = (i: number, text: string) => {
    const next = latest.current.map((o, j) => (j === i ? text : o));
    latest.current = next;
    pending.current += 1;
    const sent = queue.current.then(() => editor.saveQuestion(question.id, { options: next })).finally(() => (pending.current -= 1));
    queue.current = sent.catch(() => undefined);
    return sent;
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    saveOptions(arrayMove(options, indexOf(active.id), indexOf(over.id)));
  };
  return (
    <Stack gap={6}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={options.map((_, i) => idOf(i))} strategy={verticalListSortingStrategy}>
          <Stack gap={4} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Choices">
            {options.map((option, i) => (
              <ChoiceRow
                key={idOf(i)}
                index={i}
                value={option}
                color={color}
                onSave={(text) => rename(i, text)}
                onDelete={() => saveOptions(options.filter((_, j) => j !== i))}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      {question.other_option && (
        <Text size="sm" c="dimmed" pl={34}>
          Other (the respondent types it)
        </Text>
      )}
      {options.length < OPTIONS_MAX && (
        <Button variant="subtle" size="xs" w="fit-content" leftSection={<IconPlus size={14} aria-hidden="true" />} onClick={() => saveOptions([...options, ''])}>
          Add choice
        </Button>
      )}
    </Stack>
  );
}

type TRowProps = { index: number; value: string; color: string; onSave: (text: string) => Promise<unknown>; onDelete: () => void };

function ChoiceRow({ index, value, color, onSave, onDelete }: TRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id: idOf(index) });
  const n = index + 1;
  return (
    <li ref={setNodeRef} style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <ActionIcon ref={setActivatorNodeRef} variant="subtle" color="gray" mt={4} aria-label={`Move choice ${n}`} style={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners}>
          <IconGripVertical size={16} aria-hidden="true" />
        </ActionIcon>
        <div style={{ flex: 1, border: `1px solid ${color}`, borderRadius: 6, paddingInline: 8 }}>
          <AutosaveField label={`Choice ${n}`} value={value} onSave={onSave} placeholder={`Choice ${n}`} maxLength={OPTION_MAX_LENGTH} />
        </div>
        <ActionIcon variant="subtle" color="gray" mt={4} aria-label={`Delete choice ${n}`} onClick={onDelete}>
          <IconX size={16} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </li>
  );
}
