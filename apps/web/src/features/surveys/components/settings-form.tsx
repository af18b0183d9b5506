import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { surveyTexts } from '@gifthub/shared/survey-rules';
import { WriteButton } from '../../../components/write-button';
import { ApiError } from '../../../lib/api-client';

type TFormErrors = { setErrors: (errors: Record<string, string>) => void };

/** Spec 2 §8: a refused save shows the server's message in the form (and each field's under it). */
export const showSaveError = (form: TFormErrors, fallback: string) => (e: unknown) => {
  if (e instanceof ApiError && e.status !== null) form.setErrors({ ...e.fieldErrors(), _: e.message });
  else form.setErrors({ _: fallback });
};

/** Spec 2 §8: a refused creation says Validation Failed with the server's message; its fields show theirs. */
export const showCreateError = (form: TFormErrors, offline: string) => (e: unknown) => {
  if (!(e instanceof ApiError) || e.status === null) return form.setErrors({ _: offline });
  notifications.show({ title: surveyTexts.validationFailed, message: e.message, color: 'red', withBorder: true });
  form.setErrors(e.fieldErrors());
};

type TSettingsFormProps = {
  testId: string;
  error: ReactNode;
  onSubmit: (e?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** The confirmation asked before deleting (the spec's sentence) and its title. */
  confirm: { title: string; text: string };
  onDelete: () => void;
  deleting: boolean;
  saving: boolean;
  onCancel: () => void;
};

/**
 * A settings modal's form in the surveys area (a survey's, a template's): the server's message on top, the fields,
 * then Delete on the left (after asking) and Cancel and Save on the right.
 */
export function SettingsForm({ testId, error, onSubmit, children, confirm, onDelete, deleting, saving, onCancel }: TSettingsFormProps) {
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: confirm.title,
      children: <Text size="sm">{confirm.text}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: onDelete,
    });
  return (
    <form onSubmit={onSubmit} noValidate data-testid={testId}>
      <Stack gap="sm">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {children}
        <Group justify="space-between" mt="md">
          <WriteButton color="red" variant="subtle" onClick={confirmDelete} loading={deleting}>
            Delete
          </WriteButton>
          <Group gap="sm">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <WriteButton type="submit" loading={saving}>
              Save
            </WriteButton>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
