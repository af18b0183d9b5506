import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { surveyTexts, type TSurveyCategory } from '@gifthub/shared/survey-rules';
import { ZSurveyUpdate, type TSurvey } from '@gifthub/shared/surveys';
import { GuardedModal, useModalGuard } from '../../../components/guarded-modal';
import { zodValidate } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { useDeleteSurvey, useUpdateSurvey } from '../api/survey-update';
import { SettingsForm, showSaveError } from './settings-form';
import { CATEGORY_OPTIONS } from './survey-labels';

type TSettingsValues = { name: string; category: TSurveyCategory };
const validate = zodValidate(ZSurveyUpdate.required({ name: true, category: true }));

/** The survey's settings (spec 2 §2): Survey name and Category; Save, Cancel, and Delete after asking. */
export function SurveySettingsModal({ opened, survey, onClose }: { opened: boolean; survey: TSurvey; onClose: () => void }) {
  return (
    <GuardedModal opened={opened} onClose={onClose} title="Survey Settings">
      {opened && <SurveySettingsForm survey={survey} onClose={onClose} />}
    </GuardedModal>
  );
}

function SurveySettingsForm({ survey, onClose }: { survey: TSurvey; onClose: () => void }) {
  const { teamId } = useSession();
  const navigate = useNavigate();
  const update = useUpdateSurvey(teamId, survey.id);
  const remove = useDeleteSurvey(teamId, survey.id);
  const form = useForm<TSettingsValues>({ initialValues: { name: survey.name, category: survey.category }, validate: (values) => validate(values) });
  useModalGuard({ dirty: form.isDirty() });

  const showError = showSaveError(form, 'The survey could not be saved. Please try again.');
  const submit = form.onSubmit((values) => update.mutate(values, { onSuccess: onClose, onError: showError }));
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        onClose();
        void navigate('/surveys');
      },
      onError: showError,
    });

  return (
    <SettingsForm
      testId="survey-settings-form"
      error={form.errors._}
      onSubmit={submit}
      confirm={{ title: 'Delete survey', text: surveyTexts.deleteConfirm }}
      onDelete={onDelete}
      deleting={remove.isPending}
      saving={update.isPending}
      onCancel={onClose}
    >
      <TextInput label="Survey name" withAsterisk data-autofocus {...form.getInputProps('name')} />
      <Select label="Category" withAsterisk data={CATEGORY_OPTIONS} allowDeselect={false} {...form.getInputProps('category')} />
    </SettingsForm>
  );
}
