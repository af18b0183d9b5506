import { Alert, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CORPORATE_PRODUCT_STATUSES, PRODUCT_STATUS_LABELS, ZProductEditFields, type TCorporateProduct } from '@gifthub/shared/corporate-products';
import { GuardedModal, useModalGuard } from '../../../components/guarded-modal';
import { WriteButton } from '../../../components/write-button';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { useUpdateCorporateProduct } from '../api/update-corporate-product';

const validate = zodValidate(ZProductEditFields);
const STATUS_DATA = CORPORATE_PRODUCT_STATUSES.map((s) => ({ value: s, label: PRODUCT_STATUS_LABELS[s] }));

/** Edit product (spec 3 §5): name (required), status (required) and description (required, HTML kept sanitised by the API). */
export function EditProductModal({ product, opened, onClose }: { product: TCorporateProduct; opened: boolean; onClose: () => void }) {
  return (
    // The default width (spec 3 §9: 450).
    <GuardedModal opened={opened} onClose={onClose} title="Edit Product">
      {opened && <EditForm product={product} onClose={onClose} />}
    </GuardedModal>
  );
}

type TValues = { name: string; status: string; description: string };

function EditForm({ product, onClose }: { product: TCorporateProduct; onClose: () => void }) {
  const { teamId } = useSession();
  const update = useUpdateCorporateProduct(teamId, product.id);
  const form = useForm<TValues>({ initialValues: { name: product.name, status: product.status, description: product.description }, validate });
  useModalGuard({ dirty: form.isDirty() });
  const submit = form.onSubmit((values) =>
    update.mutate(values as Parameters<typeof update.mutate>[0], {
      onSuccess: () => {
        notifications.show({ color: 'green', title: 'Product saved', message: values.name });
        onClose();
      },
      onError: (e) => {
        if (e instanceof ApiError && e.status === 422 && Object.keys(e.errors).length) form.setErrors(e.fieldErrors());
        else form.setErrors({ _: e instanceof ApiError ? e.message : 'The product could not be saved. Please try again.' });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="edit-product-form">
      <Stack gap="sm">
        {form.errors._ && (
          <Alert color="red" variant="light" role="alert">
            {form.errors._}
          </Alert>
        )}
        <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
        <Select label="Status" withAsterisk data={STATUS_DATA} allowDeselect={false} {...form.getInputProps('status')} value={form.values.status || null} />
        <Textarea label="Description" withAsterisk description="Simple HTML (paragraphs, bold, lists, links) is kept." autosize minRows={5} maxRows={14} {...form.getInputProps('description')} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <WriteButton type="submit" loading={update.isPending}>
            Save Product
          </WriteButton>
        </Group>
      </Stack>
    </form>
  );
}
