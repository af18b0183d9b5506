import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { enumField } from '@gifthub/shared/fields';
import { SURVEY_CATEGORIES, type TSurveyCategory } from '@gifthub/shared/survey-rules';
import { ZSurveyCreate, type TSurveyCreate } from '@gifthub/shared/surveys';
import { GuardedModal, useModalGuard } from '../../../components/guarded-modal';
import { WriteButton } from '../../../components/write-button';
import { zodValidate } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { useCreateSurvey } from '../api/survey-create';
import { CATEGORY_OPTIONS, surveyPath } from './survey-labels';
import { showCreateError } from './settings-form';

type TCreateValues = { name: string; category: TSurveyCategory | '' };

// Spec 2 §2: the create modal asks for a name and a type, both required (the API would default the category).
const validate = zodValidate(ZSurveyCreate.extend({ category: enumField('Type', SURVEY_CATEGORIES) }));
const toBody = (v: TCreateValues) => ({ name: v.name, category: v.category, type: 'standard', createWelcomePage: true }) as TSurveyCreate;

/** Create Survey: on success the new survey's Questions tab opens (spec 2 §2). */
export function CreateSurveyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <GuardedModal opened={opened} onClose={onClose} title="Create Survey">
      {opened && <CreateForm onClose={onClose} />}
    </GuardedModal>
  );
}

function CreateForm({ onClose }: { onClose: () => void }) {
  const { teamId } = useSession();
  const navigate = useNavigate();
  const create = useCreateSurvey(teamId);
  const form = useForm<TCreateValues>({ initialValues: { name: '', category: 'research' }, validate: (values) => validate(toBody(values)) });
  useModalGuard({ dirty: form.isDirty() });

  const submit = form.onSubmit((values) => {
    create.mutate(toBody(values), {
      onSuccess: ({ id }) => {
        onClose();
        void navigate(surveyPath(id, 'questions'));
      },
      onError: showCreateError(form, 'The survey could not be created. Please check your connection and try again.'),
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="create-survey-form">
      <Stack gap="sm">
        {form.errors._ && (
          <Alert color="red" variant="light" role="alert">
            {form.errors._}
          </Alert>
        )}
        <TextInput label="Survey name" withAsterisk data-autofocus {...form.getInputProps('name')} />
        <Select
          label="Type"
          withAsterisk
          description="What the survey is for."
          data={CATEGORY_OPTIONS}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear type', 'aria-hidden': false, tabIndex: 0 }}
          {...form.getInputProps('category')}
          value={form.values.category || null}
          onChange={(v) => form.setFieldValue('category', (v ?? '') as TCreateValues['category'])}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <WriteButton type="submit" loading={create.isPending}>
            Create Survey
          </WriteButton>
        </Group>
      </Stack>
    </form>
  );
}
