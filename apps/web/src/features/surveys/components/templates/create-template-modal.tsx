import { Alert, Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import type { TSurveyCategory } from '@gifthub/shared/survey-rules';
import { TEMPLATE_DESCRIPTION_MAX, ZTemplateCreate, type TTemplateCreate } from '@gifthub/shared/survey-templates';
import { GuardedModal, useModalGuard } from '../../../../components/guarded-modal';
import { zodValidate } from '../../../../lib/form';
import { useCreateTemplate } from '../../api/template-create';
import { CATEGORY_OPTIONS } from '../survey-labels';
import { templatePath } from './template-labels';
import { showCreateError } from '../settings-form';

type TValues = { name: string; category: TSurveyCategory; description: string };

const validate = zodValidate(ZTemplateCreate);
const toBody = (v: TValues): TTemplateCreate => ({ name: v.name, category: v.category, description: v.description, createWelcomePage: true });

/** Create A New Template (product admins, spec 2 §2, §5): name required; the new template opens in its editor. */
export function CreateTemplateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <GuardedModal opened={opened} onClose={onClose} title="Create A New Template">
      {opened && <CreateForm onClose={onClose} />}
    </GuardedModal>
  );
}

function CreateForm({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateTemplate();
  const form = useForm<TValues>({ initialValues: { name: '', category: 'research', description: '' }, validate: (values) => validate(toBody(values)) });
  useModalGuard({ dirty: form.isDirty() });

  const submit = form.onSubmit((values) => {
    create.mutate(toBody(values), {
      onSuccess: ({ id }) => {
        onClose();
        void navigate(templatePath(id));
      },
      onError: showCreateError(form, 'The template could not be created. Please check your connection and try again.'),
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="create-template-form">
      <Stack gap="sm">
        {form.errors._ && (
          <Alert color="red" variant="light" role="alert">
            {form.errors._}
          </Alert>
        )}
        <TextInput label="Template name" withAsterisk data-autofocus {...form.getInputProps('name')} />
        <Select label="Category" data={CATEGORY_OPTIONS} allowDeselect={false} {...form.getInputProps('category')} />
        <Textarea label="Description" autosize minRows={2} maxLength={TEMPLATE_DESCRIPTION_MAX} {...form.getInputProps('description')} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create Template
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
