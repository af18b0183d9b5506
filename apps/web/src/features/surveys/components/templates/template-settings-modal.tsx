import { Select, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import type { TSurveyCategory } from '@gifthub/shared/survey-rules';
import { TEMPLATE_DELETE_CONFIRM, TEMPLATE_DESCRIPTION_MAX, TEMPLATE_STATUSES, ZTemplateUpdate, type TTemplate, type TTemplateStatus } from '@gifthub/shared/survey-templates';
import { GuardedModal, useModalGuard } from '../../../../components/guarded-modal';
import { zodValidate } from '../../../../lib/form';
import { useDeleteTemplate, useUpdateTemplate } from '../../api/template-update';
import { SettingsForm, showSaveError } from '../settings-form';
import { CATEGORY_OPTIONS } from '../survey-labels';
import { TEMPLATES_PATH, templateStatusLabel } from './template-labels';

type TValues = { name: string; category: TSurveyCategory; description: string; status: TTemplateStatus };
const validate = zodValidate(ZTemplateUpdate.required({ name: true, category: true, status: true }));
const STATUS_OPTIONS = TEMPLATE_STATUSES.map((s) => ({ value: s, label: templateStatusLabel(s) }));

/** Template Settings (product admins, spec 2 §2, §4): name, category, description, status; Save, Cancel, and Delete after asking. */
export function TemplateSettingsModal({ opened, template, onClose }: { opened: boolean; template: TTemplate; onClose: () => void }) {
  return (
    <GuardedModal opened={opened} onClose={onClose} title="Template Settings">
      {opened && <TemplateSettingsForm template={template} onClose={onClose} />}
    </GuardedModal>
  );
}

function TemplateSettingsForm({ template, onClose }: { template: TTemplate; onClose: () => void }) {
  const navigate = useNavigate();
  const update = useUpdateTemplate(template.id);
  const remove = useDeleteTemplate(template.id);
  const form = useForm<TValues>({
    initialValues: { name: template.name, category: template.category, description: template.description, status: template.status },
    validate: (values) => validate(values),
  });
  useModalGuard({ dirty: form.isDirty() });

  const showError = showSaveError(form, 'The template could not be saved. Please try again.');
  const submit = form.onSubmit((values) => update.mutate(values, { onSuccess: onClose, onError: showError }));
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        onClose();
        void navigate(TEMPLATES_PATH);
      },
      onError: showError,
    });

  return (
    <SettingsForm
      testId="template-settings-form"
      error={form.errors._}
      onSubmit={submit}
      confirm={{ title: 'Delete template', text: TEMPLATE_DELETE_CONFIRM }}
      onDelete={onDelete}
      deleting={remove.isPending}
      saving={update.isPending}
      onCancel={onClose}
    >
      <TextInput label="Template name" withAsterisk data-autofocus {...form.getInputProps('name')} />
      <Select label="Category" withAsterisk data={CATEGORY_OPTIONS} allowDeselect={false} {...form.getInputProps('category')} />
      <Textarea label="Description" autosize minRows={2} maxLength={TEMPLATE_DESCRIPTION_MAX} {...form.getInputProps('description')} />
      <Select label="Status" withAsterisk description="Only active templates show in the gallery for teams." data={STATUS_OPTIONS} allowDeselect={false} {...form.getInputProps('status')} />
    </SettingsForm>
  );
}
