import type { ReactNode } from 'react';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { requiredString } from '@gifthub/shared/fields';
import { PAGE_NAME_MAX } from '@gifthub/shared/surveys';
import type { TPageChoice } from '@gifthub/shared/survey-rules';
import { WriteButton } from '../../../../components/write-button';
import { zodValidate } from '../../../../lib/form';
import { PAGE_TYPE_SELECT, choiceOf } from './editor-model';

const validate = zodValidate(z.object({ name: requiredString('Page Name', { max: PAGE_NAME_MAX }) }));

export type TPageFormValues = { choice: string; name: string };

type TPageFormProps = {
  initial: TPageFormValues;
  submitLabel: 'Add' | 'Save';
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (choice: TPageChoice, name: string) => void;
  /** Duplicate Page and Delete Page, in the settings of an existing page. */
  actions?: ReactNode;
};

/** The page settings form (spec 2 §2): page type, Page Name (required), then Cancel and Add or Save. */
export function PageForm({ initial, submitLabel, busy, error, onCancel, onSubmit, actions }: TPageFormProps) {
  const form = useForm<TPageFormValues>({ initialValues: initial, validate: (v) => validate({ name: v.name }) });
  const submit = form.onSubmit((v) => {
    const choice = choiceOf(v.choice);
    if (choice) onSubmit(choice, v.name.trim());
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Select label="Page type" data={PAGE_TYPE_SELECT} allowDeselect={false} {...form.getInputProps('choice')} />
        <TextInput label="Page Name" withAsterisk maxLength={PAGE_NAME_MAX} {...form.getInputProps('name')} />
        {actions}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <WriteButton type="submit" loading={busy}>
            {submitLabel}
          </WriteButton>
        </Group>
      </Stack>
    </form>
  );
}
