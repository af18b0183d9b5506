import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useNavigate } from 'react-router';
import { surveyTexts, type TSurveyCategory } from '@gifthub/shared/survey-rules';
import { ZSurveyUpdate, type TSurvey } from '@gifthub/shared/surveys';
import { GuardedModal, useModalGuard } from '../../../components/guarded-modal';
import { WriteButton } from '../../../components/write-button';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { useDeleteSurvey, useUpdateSurvey } from '../api/survey-update';
import { CATEGORY_OPTIONS } from './survey-labels';

type TSettingsValues = { name: string; category: TSurveyCategory };
const validate = zodValidate(ZSurveyUpdate.required({ name: true, category: true }));

/** The survey's settings (spec 2 §2): Survey name and Category; Save, Cancel, and Delete after asking. */
export function SurveySettingsModal({ opened, survey, onClose }: { opened: boolean; survey: TSurvey; onClose: () => void }) {
  return (
    <GuardedModal opened={opened} onClose={onClose} title="Survey Settings">
      {opened && <SettingsForm survey={survey} onClose={onClose} />}
    </GuardedModal>
  );
}

function SettingsForm({ survey, onClose }: { survey: TSurvey; onClose: () => void }) {
  const { teamId } = useSession();
  const navigate = useNavigate();
  const update = useUpdateSurvey(teamId, survey.id);
  const remove = useDeleteSurvey(teamId, survey.id);
  const form = useForm<TSettingsValues>({ initialValues: { name: survey.name, category: survey.category }, validate: (values) => validate(values) });
  useModalGuard({ dirty: form.isDirty() });

  // Spec 2 §8: a refused save shows the server's message in the form (and each field's under it).
  const showError = (e: unknown) => {
    if (e instanceof ApiError && e.status !== null) form.setErrors({ ...e.fieldErrors(), _: e.message });
    else form.setErrors({ _: 'The survey could not be saved. Please try again.' });
  };
  const submit = form.onSubmit((values) => update.mutate(values, { onSuccess: onClose, onError: showError }));
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete survey',
      children: <Text size="sm">{surveyTexts.deleteConfirm}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () => {
            onClose();
            void navigate('/surveys');
          },
          onError: showError,
        }),
    });

  return (
    <form onSubmit={submit} noValidate data-testid="survey-settings-form">
      <Stack gap="sm">
        {form.errors._ && (
          <Alert color="red" variant="light" role="alert">
            {form.errors._}
          </Alert>
        )}
        <TextInput label="Survey name" withAsterisk data-autofocus {...form.getInputProps('name')} />
        <Select label="Category" withAsterisk data={CATEGORY_OPTIONS} allowDeselect={false} {...form.getInputProps('category')} />
        <Group justify="space-between" mt="md">
          <WriteButton color="red" variant="subtle" onClick={confirmDelete} loading={remove.isPending}>
            Delete
          </WriteButton>
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <WriteButton type="submit" loading={update.isPending}>
              Save
            </WriteButton>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
