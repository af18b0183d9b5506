import { Group, Modal, Text, Switch } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import type { TPageChoice } from '@gifthub/shared/survey-rules';
import type { TPageUpdate, TSurveyPage } from '@gifthub/shared/surveys';
import { WriteButton } from '../../../../components/write-button';
import { useDeletePage } from '../../api/page-delete';
import { usePublishPage } from '../../api/page-bin';
import { useDuplicatePage } from '../../api/page-duplicate';
import { useUpdatePage } from '../../api/page-update';
import { errorMessage } from './autosave-field';
import { choiceValue, deletesQuestion, pageChoiceValue, typeChangeBody } from './editor-model';
import { PageForm } from './page-form';
import type { TEditor } from './use-editor';

export const DELETE_PAGE_TEXT = 'Are you sure you want to delete this page?';

/** Asks before a change of type deletes the page's question (spec 2 §4); runs `go` once confirmed. */
export function confirmTypeChange(page: TSurveyPage, to: TPageChoice, go: () => void) {
  if (!deletesQuestion(page, to)) return go();
  modals.openConfirmModal({
    title: 'Change page type',
    children: <Text size="sm">{`A ${to.label} page has no question: this page's question and its answers will be deleted. Change the page type?`}</Text>,
    labels: { confirm: 'Change page type', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: go,
  });
}

type TProps = { editor: TEditor; page: TSurveyPage | null; onClose: () => void; onSelect: (pageId: number) => void };

/** A page's settings: type, Page Name, Duplicate Page, Delete Page (asks first), Cancel and Save. */
export function PageSettingsModal({ editor, page, onClose, onSelect }: TProps) {
  return (
    <Modal opened={page !== null} onClose={onClose} title="Page Settings">
      {page && <SettingsForm key={page.id} editor={editor} page={page} onClose={onClose} onSelect={onSelect} />}
    </Modal>
  );
}

function SettingsForm({ editor, page, onClose, onSelect }: { editor: TEditor; page: TSurveyPage; onClose: () => void; onSelect: (pageId: number) => void }) {
  const update = useUpdatePage(editor.ref);
  const duplicate = useDuplicatePage(editor.ref);
  const remove = useDeletePage(editor.ref);
  const publish = usePublishPage(editor.ref);
  const failed = update.error ?? duplicate.error ?? remove.error ?? publish.error;

  const save = (choice: TPageChoice, name: string) => {
    const changed = choiceValue(choice) !== pageChoiceValue(page);
    const body: TPageUpdate = { name, ...(changed ? typeChangeBody(page, choice) : {}) };
    const go = () => update.mutate({ pageId: page.id, body, quiet: true }, { onSuccess: onClose });
    if (changed) confirmTypeChange(page, choice, go);
    else go();
  };
  const askDelete = () =>
    modals.openConfirmModal({
      title: 'Delete Page',
      children: <Text size="sm">{DELETE_PAGE_TEXT}</Text>,
      labels: { confirm: 'Delete Page', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(page.id, { onSuccess: onClose }),
    });

  return (
    <PageForm
      initial={{ choice: pageChoiceValue(page), name: page.name }}
      submitLabel="Save"
      busy={update.isPending}
      error={failed ? errorMessage(failed) : null}
      onCancel={onClose}
      onSubmit={save}
      actions={
        <Group gap="xs">
          {/* A survey's page is published or not (a template's always is): unpublished, respondents skip it. */}
          {editor.ref.teamId !== null && (
            <Switch
              label="Published"
              checked={page.active !== false}
              disabled={publish.isPending}
              onChange={(e) => publish.mutate({ pageId: page.id, on: e.currentTarget.checked }, { onSuccess: onClose })}
            />
          )}
          <WriteButton
            variant="light"
            leftSection={<IconCopy size={16} aria-hidden="true" />}
            loading={duplicate.isPending}
            onClick={() =>
              duplicate.mutate(page.id, {
                onSuccess: (copy) => {
                  onClose();
                  onSelect(copy.id);
                },
              })
            }
          >
            Duplicate Page
          </WriteButton>
          <WriteButton variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden="true" />} loading={remove.isPending} onClick={askDelete}>
            Delete Page
          </WriteButton>
        </Group>
      }
    />
  );
}
