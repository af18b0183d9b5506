import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { SURVEY_CATEGORIES, type TSurveyCategory } from '@gifthub/shared/survey-rules';
import type { TTemplate, TTemplateReorder } from '@gifthub/shared/survey-templates';
import { DeletedSwitch } from '../../../../components/deleted-actions';
import { lazyModal } from '../../../../components/lazy-modal';
import { changeParams } from '../../../../components/list-controls';
import { LoadState } from '../../../../components/load-state';
import { PageHeader } from '../../../../components/page-header';
import { useSession } from '../../../../lib/session';
import { useTemplates } from '../../api/template-list';
import { useReorderTemplates } from '../../api/template-reorder';
import { CATEGORY_OPTIONS } from '../survey-labels';
import { SurveysAccess, SurveysReadOnlyNotice } from '../surveys-access';
import { HideableBanner } from '../welcome-banner';
import { DeletedTemplateActions } from './deleted-template-actions';
import { TemplateCard } from './template-card';
import { TEMPLATES_BANNER_COOKIE } from './template-labels';
import { TemplatePreviewModal } from './template-preview-modal';
import { useActivate } from './use-activate-template';

const CreateTemplateModal = lazyModal(() => import('./create-template-modal').then((m) => m.CreateTemplateModal));

const ALL = 'all';
const FILTER_OPTIONS = [{ value: ALL, label: 'All Categories' }, ...CATEGORY_OPTIONS];
export const EMPTY_TEMPLATES = 'There are no templates in this category yet.';
export const EMPTY_DELETED_TEMPLATES = 'There are no deleted templates.';

/** The gallery's order after a drag: every listed template once, numbered from 1 (the whole gallery is listed). */
export function templateOrder(list: TTemplate[], activeId: number, overId: number): TTemplateReorder | null {
  const from = list.findIndex((t) => t.id === activeId);
  const to = list.findIndex((t) => t.id === overId);
  if (from < 0 || to < 0 || from === to) return null;
  const moved = [...list];
  const [item] = moved.splice(from, 1);
  if (item) moved.splice(to, 0, item);
  return moved.map((t, i) => ({ id: t.id, order: i + 1 }));
}

/** /surveys/templates (spec 2 §2 Template gallery). */
export function TemplatesPage() {
  return (
    <SurveysAccess title="Survey Templates">
      <Gallery />
    </SurveysAccess>
  );
}

function Gallery() {
  const { isStaff } = useSession();
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = (SURVEY_CATEGORIES as readonly string[]).includes(raw ?? '') ? (raw as TSurveyCategory) : undefined;
  // The bin is the product admins' alone.
  const deleted = isStaff && params.get('deleted') === 'true';
  const templates = useTemplates({ category, ...(deleted ? { deleted: true } : {}) });
  const [creating, setCreating] = useState(false);
  const [previewing, setPreviewing] = useState<TTemplate | null>(null);
  const { activate, pending } = useActivate();
  const [activatingId, setActivatingId] = useState<number | null>(null);
  const list = templates.data ?? [];

  return (
    <>
      <PageHeader
        title="Survey Templates"
        crumbs={[{ label: 'Surveys', to: '/surveys' }, { label: 'Templates' }]}
        actions={
          isStaff ? (
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setCreating(true)}>
              Create A New Template
            </Button>
          ) : undefined
        }
      />
      <HideableBanner cookie={TEMPLATES_BANNER_COOKIE} title="Start from a template" testId="templates-banner" closeLabel="Hide the templates banner">
        <Text size="sm">
          Each template is a ready-made survey: its pages, questions, logic and theme. Preview one, then Activate Template to make it your team&apos;s own survey, which you
          can change as you like before you publish it.
        </Text>
      </HideableBanner>
      <SurveysReadOnlyNotice />
      <Group mb="md" justify="space-between" wrap="wrap">
        <Group gap="lg" align="flex-end">
          <Select
            label="Category"
            data={FILTER_OPTIONS}
            value={category ?? ALL}
            allowDeselect={false}
            w={220}
            onChange={(v) => setParams((p) => changeParams(p, { category: v && v !== ALL ? v : null }))}
          />
          {isStaff && <DeletedSwitch noun="templates" checked={deleted} onChange={(on) => setParams((p) => changeParams(p, { deleted: on ? 'true' : null }))} mb={8} />}
        </Group>
        {isStaff && list.length > 1 && !category && !deleted && (
          <Text size="xs" c="dimmed" maw={360}>
            Drag a card by its handle, or focus the handle and press Space, the arrow keys, then Space, to change the gallery&apos;s order.
          </Text>
        )}
      </Group>
      {!templates.data ? (
        <LoadState failed={!templates.isPending} title="The templates could not be loaded" />
      ) : list.length === 0 ? (
        <Text c="dimmed">{deleted ? EMPTY_DELETED_TEMPLATES : EMPTY_TEMPLATES}</Text>
      ) : (
        <SortableGrid
          list={list}
          // Reordering needs the whole gallery in view: not within a category, nor in the bin.
          sortable={isStaff && !category && !deleted}
          admin={isStaff}
          deleted={deleted}
          activatingId={pending ? activatingId : null}
          onPreview={setPreviewing}
          onActivate={(id) => {
            setActivatingId(id);
            activate(id);
          }}
        />
      )}
      <TemplatePreviewModal template={previewing} onClose={() => setPreviewing(null)} />
      {isStaff && <CreateTemplateModal opened={creating} onClose={() => setCreating(false)} />}
    </>
  );
}

type TGridProps = { list: TTemplate[]; sortable: boolean; admin: boolean; deleted: boolean; activatingId: number | null; onPreview: (t: TTemplate) => void; onActivate: (id: number) => void };

function SortableGrid({ list, sortable, admin, deleted, activatingId, onPreview, onActivate }: TGridProps) {
  const reorder = useReorderTemplates();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const nameOf = (id: string | number) => list.find((t) => t.id === Number(id))?.name ?? 'template';
  const at = (id: string | number | undefined) => list.findIndex((t) => t.id === Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up template ${nameOf(active.id)}, position ${at(active.id)} of ${list.length}.`,
    onDragOver: ({ active, over }) => (over ? `Template ${nameOf(active.id)} moved to position ${at(over.id)} of ${list.length}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `Template ${nameOf(active.id)} dropped at position ${at(over.id)} of ${list.length}.` : `Template ${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving template ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const body = over ? templateOrder(list, Number(active.id), Number(over.id)) : null;
    if (body) reorder.mutate(body);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: 'To move a template, press Space, use the arrow keys, then press Space again to drop it or Escape to cancel.' } }}
    >
      <SortableContext items={list.map((t) => t.id)} strategy={rectSortingStrategy}>
        {/* Columns by the room the grid has (the help sidebar may take some), not by the window. */}
        <SimpleGrid type="container" cols={{ base: 1, '540px': 2, '880px': 3 }} spacing="lg" data-testid="templates-grid">
          {list.map((t) => (
            <TemplateCard
              key={t.id}
              template={t}
              admin={admin}
              handle={sortable}
              sortable={sortable && !reorder.isPending}
              activating={activatingId === t.id}
              onPreview={() => onPreview(t)}
              onActivate={() => onActivate(t.id)}
              deletedActions={deleted ? <DeletedTemplateActions template={t} /> : undefined}
            />
          ))}
        </SimpleGrid>
      </SortableContext>
    </DndContext>
  );
}
