import { Alert, Button, Group, List, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { THEME_DESCRIPTION_MAX, THEME_NAME_MAX, type TTheme } from '@gifthub/shared/survey-themes';
import { showAlert } from '../../../../lib/alerts';
import { ApiError } from '../../../../lib/api-client';
import { useThemeCategories } from '../../api/theme-list';

export type TThemeFormValues = { name: string; description: string; category_id: string | null; category_name: string };
export type TThemeFormBody = { name: string; description: string; category_id?: number | null; category_name?: string };

/** The form's values as the API takes them; gallery themes add their category (a picked one, or a new one's name). */
export const themeFormBody = (v: TThemeFormValues, gallery: boolean): TThemeFormBody =>
  gallery
    ? { name: v.name, description: v.description, ...(v.category_id ? { category_id: Number(v.category_id) } : v.category_name.trim() ? { category_name: v.category_name } : {}) }
    : { name: v.name, description: v.description };

/**
 * A theme's name and description (Create, and the details' Settings); for the gallery also its category. A refusal's
 * field messages show under the fields and, for the gallery, all of them in one list (spec 2 §8).
 */
export function ThemeFormModal({
  opened,
  onClose,
  title,
  gallery,
  theme,
  submitLabel,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  gallery: boolean;
  theme?: TTheme;
  submitLabel: string;
  onSubmit: (body: TThemeFormBody) => Promise<unknown>;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      {opened && <ThemeForm gallery={gallery} theme={theme} submitLabel={submitLabel} onSubmit={onSubmit} onClose={onClose} />}
    </Modal>
  );
}

function ThemeForm({ gallery, theme, submitLabel, onSubmit, onClose }: { gallery: boolean; theme?: TTheme; submitLabel: string; onSubmit: (body: TThemeFormBody) => Promise<unknown>; onClose: () => void }) {
  const categories = useThemeCategories();
  const form = useForm<TThemeFormValues & { _list: string[] }>({
    initialValues: { name: theme?.name ?? '', description: theme?.description ?? '', category_id: theme?.category_id ? String(theme.category_id) : null, category_name: '', _list: [] },
    validate: {
      name: (v) => (v.trim() ? null : 'Theme name is required.'),
      description: (v) => (gallery && !v.trim() ? 'Description is required.' : null),
      category_id: (v, all) => (gallery && !v && !all.category_name.trim() ? 'Category is required.' : null),
    },
  });
  const submit = form.onSubmit((values) => {
    form.setFieldValue('_list', []);
    onSubmit(themeFormBody(values, gallery)).then(onClose, (e: unknown) => {
      if (e instanceof ApiError && e.status === 422) {
        form.setErrors(e.fieldErrors());
        form.setFieldValue('_list', Object.values(e.errors).flat());
      } else if (e instanceof ApiError) showAlert(e.status, { code: e.code, message: e.message });
      else form.setErrors({ name: 'The theme could not be saved. Please try again.' });
    });
  });
  const list = form.values._list;
  return (
    <form onSubmit={submit} noValidate data-testid="theme-form">
      <Stack gap="sm">
        {gallery && list.length > 0 && (
          <Alert color="red" variant="light" role="alert" title="The theme could not be saved" data-testid="theme-form-errors">
            <List size="sm">
              {list.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <TextInput label="Theme name" withAsterisk maxLength={THEME_NAME_MAX} data-autofocus {...form.getInputProps('name')} />
        <Textarea label="Description" withAsterisk={gallery} maxLength={THEME_DESCRIPTION_MAX} autosize minRows={2} {...form.getInputProps('description')} />
        {gallery && (
          <>
            <Select
              label="Category"
              placeholder={categories.data?.length ? 'Pick a category' : 'No categories yet'}
              data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear category', 'aria-hidden': false, tabIndex: 0 }}
              {...form.getInputProps('category_id')}
            />
            <TextInput label="Or a new category" description="Its name, when none of the list fits." {...form.getInputProps('category_name')} disabled={!!form.values.category_id} />
          </>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">{submitLabel}</Button>
        </Group>
      </Stack>
    </form>
  );
}
