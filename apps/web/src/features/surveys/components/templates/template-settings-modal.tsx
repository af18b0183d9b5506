import { Alert, Button, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useNavigate } from 'react-router';
import type { TSurveyCategory } from '@gifthub/shared/survey-rules';
import { TEMPLATE_DELETE_CONFIRM, TEMPLATE_DESCRIPTION_MAX, TEMPLATE_STATUSES, ZTemplateUpdate, type TTemplate, type TTemplateStatus } from '@gifthub/shared/survey-templates';
import { GuardedModal, useModalGuard } from '../../../../components/guarded-modal';
import { ApiError } from '../../../../lib/api-client';
import { zodValidate } from '../../../../lib/form';
import { useDeleteTemplate, useUpdateTemplate } from '../../api/template-update';
import { CATEGORY_OPTIONS } from '../survey-labels';
import { TEMPLATES_PATH, templateStatusLabel } from './template-labels';

type TValues = { name: string; category: TSurveyCategory; description: string; status: TTemplateStatus };
const validate = zodValidate(ZTemplateUpdate.required({ name: true, category: true, status: true }));
const STATUS_OPTIONS = TEMPLATE_STATUSES.map((s) => ({ value: s, label: templateStatusLabel(s) }));

/** Template Settings (product admins, spec 2 §2, §4): name, category, description, status; Save, Cancel, and Delete after asking. */
export function TemplateSettingsModal({ opened, template, onClose }: { opened: boolean; template: TTemplate; onClose: () => void }) {
  return (
    <GuardedModal opened={opened} onClose={onClose} title="Template Settings">
      {opened && <SettingsForm template={template} onClose={onClose} />}
    </GuardedModal>
  );
}

function SettingsForm({ template, onClose }: { template: TTemplate; onClose: () => void }) {
  const navigate = useNavigate();
  const update = useUpdateTemplate(template.id);
  const remove = useDeleteTemplate(template.id);
  const form = useForm<TValues>({
    initialValues: { name: template.name, category: template.category, description: template.description, status: template.status },
    validate: (values) => validate(values),
  });
  useModalGuard({ dirty: form.isDirty() });

  // Spec 2 §8: a refused save shows the server's message in the form (and each field's under it).
  const showError = (e: unknown) => {
    if (e instanceof ApiError && e.status !== null) form.setErrors({ ...e.fieldErrors(), _: e.message });
    else form.setErrors({ _: 'The template could not be saved. Please try again.' });
  };
  const submit = form.onSubmit((values) => update.mutate(values, { onSuccess: onClose, onError: showError }));
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete template',
      children: <Text size="sm">{TEMPLATE_DELETE_CONFIRM}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () => {
            onClose();
            void navigate(TEMPLATES_PATH);
          },
          onError: showError,
        }),
    });

  return (
    <form onSubmit={submit} noValidate data-testid="template-settings-form">
      <Stack gap="sm">
        {form.errors._ && (
          <Alert color="red" variant="light" role="alert">
            {form.errors._}
          </Alert>
        )}
        <TextInput label="Template name" withAsterisk data-autofocus {...form.getInputProps('name')} />
        <Select label="Category" withAsterisk data={CATEGORY_OPTIONS} allowDeselect={false} {...form.getInputProps('category')} />
        <Textarea label="Description" autosize minRows={2} maxLength={TEMPLATE_DESCRIPTION_MAX} {...form.getInputProps('description')} />
        <Select label="Status" withAsterisk description="Only active templates show in the gallery for teams." data={STATUS_OPTIONS} allowDeselect={false} {...form.getInputProps('status')} />
        <Group justify="space-between" mt="md">
          <Button color="red" variant="subtle" onClick={confirmDelete} loading={remove.isPending}>
            Delete
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
