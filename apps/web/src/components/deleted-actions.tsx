import { Group, Switch, Text, type SwitchProps } from '@mantine/core';
import { modals } from '@mantine/modals';
import { WriteButton } from './write-button';

/**
 * The bin of spec 2 §4 (surveys, templates, themes): a Deleted switch that lists the soft-deleted items, and on each
 * of them Restore and Delete permanently, which asks first. UI only: the caller passes its mutations.
 */
export const PERMANENT_DELETE = {
  title: 'Delete permanently',
  /** consequence: what goes with it, in a sentence ending "cannot be restored." */
  body: (name: string, consequence: string) => `Delete "${name}" permanently? ${consequence}`,
  confirm: 'Delete permanently',
} as const;

/** "Deleted surveys", "Deleted templates", "Deleted themes": on, the list shows the bin. */
export function DeletedSwitch({ noun, checked, onChange, ...props }: { noun: string; checked: boolean; onChange: (deleted: boolean) => void } & Omit<SwitchProps, 'onChange' | 'checked' | 'label'>) {
  return <Switch label={`Deleted ${noun}`} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} {...props} />;
}

type TDeletedActionsProps = {
  name: string;
  /** What the confirmation says goes with it. */
  consequence: string;
  restoring: boolean;
  deleting: boolean;
  onRestore: () => void;
  onDelete: () => void;
};

/** A soft-deleted item: back into its list, or removed for good after asking. */
export function DeletedActions({ name, consequence, restoring, deleting, onRestore, onDelete }: TDeletedActionsProps) {
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: PERMANENT_DELETE.title,
      children: <Text size="sm">{PERMANENT_DELETE.body(name, consequence)}</Text>,
      labels: { confirm: PERMANENT_DELETE.confirm, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: onDelete,
    });
  // One under the other when a narrow card has no room for both: never cut.
  return (
    <Group gap={6}>
      <WriteButton size="xs" variant="light" style={{ flex: 'none' }} loading={restoring} onClick={onRestore} aria-label={`Restore ${name}`}>
        Restore
      </WriteButton>
      <WriteButton size="xs" variant="subtle" color="red" style={{ flex: 'none' }} loading={deleting} onClick={confirmRemove} aria-label={`Delete ${name} permanently`}>
        Delete permanently
      </WriteButton>
    </Group>
  );
}
