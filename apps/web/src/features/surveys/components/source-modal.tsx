import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SOURCE_FORM_LABELS, SOURCE_FORM_TYPES, formSourceType, surveySlug } from '@gifthub/shared/survey-rules';
import { ZSourceForm, type TSurveySource } from '@gifthub/shared/surveys';
import { GuardedModal, useModalGuard } from '../../../components/guarded-modal';
import { WriteButton } from '../../../components/write-button';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { useSaveSource, type TSourceValues } from '../api/source-save';

const validate = zodValidate(ZSourceForm);
const TYPE_OPTIONS = SOURCE_FORM_TYPES.map((t) => ({ value: t, label: SOURCE_FORM_LABELS[t] }));

/** Add Source or Edit Source (spec 2 §3, §5): name, type (social networks by name), slug and Active. */
export function SourceModal({ opened, surveyId, source, onClose }: { opened: boolean; surveyId: number; source: TSurveySource | null; onClose: () => void }) {
  return (
    <GuardedModal opened={opened} onClose={onClose} title={source ? 'Edit Source' : 'Add Source'}>
      {opened && <SourceForm key={source?.id ?? 'new'} surveyId={surveyId} source={source} onClose={onClose} />}
    </GuardedModal>
  );
}

function SourceForm({ surveyId, source, onClose }: { surveyId: number; source: TSurveySource | null; onClose: () => void }) {
  const { teamId } = useSession();
  const save = useSaveSource(teamId, surveyId, source);
  // A new source's slug follows its name until the slug is edited by hand (spec 2 §5); an existing one keeps its own.
  const [slugEdited, setSlugEdited] = useState(source !== null);
  const form = useForm<TSourceValues>({
    initialValues: source
      ? { name: source.name, type: formSourceType(source.type, source.platform), slug: source.slug, active: source.active }
      : { name: '', type: 'link', slug: '', active: true },
    validate: (values) => validate(values),
  });
  useModalGuard({ dirty: form.isDirty() });

  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: onClose,
      onError: (e) => {
        if (e instanceof ApiError && Object.keys(e.errors).length) form.setErrors(e.fieldErrors());
        else form.setErrors({ _: e instanceof ApiError && e.status !== null ? e.message : 'The source could not be saved. Please try again.' });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="source-form">
      <Stack gap="sm">
        {form.errors._ && (
          <Alert color="red" variant="light" role="alert">
            {form.errors._}
          </Alert>
        )}
        <TextInput
          label="Name"
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
          onChange={(e) => {
            const name = e.currentTarget.value;
            form.setFieldValue('name', name);
            if (!slugEdited) form.setFieldValue('slug', surveySlug(name));
          }}
        />
        <Select label="Type" withAsterisk data={TYPE_OPTIONS} allowDeselect={false} {...form.getInputProps('type')} />
        <TextInput
          label="Slug"
          withAsterisk
          description="The end of the source's link: letters, numbers and hyphens."
          {...form.getInputProps('slug')}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setSlugEdited(next !== '');
            form.setFieldValue('slug', next);
          }}
        />
        <Switch label="Active" description="A disabled source's link takes no responses." {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <WriteButton type="submit" loading={save.isPending}>
            {source ? 'Save' : 'Add Source'}
          </WriteButton>
        </Group>
      </Stack>
    </form>
  );
}
