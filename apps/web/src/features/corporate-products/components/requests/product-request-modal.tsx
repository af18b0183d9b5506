import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  DEFAULT_REQUEST_STOCK,
  PRODUCT_REQUEST_LABELS as L,
  productRequestTexts,
  REQUEST_PRODUCT_TYPE_LABELS,
  REQUEST_PRODUCT_TYPES,
  ZProductRequestCreate,
  fieldsForType,
  type TProductRequest,
  type TProductRequestCreate,
  type TRequestProductType,
} from '@gifthub/shared/corporate-products';
import { GuardedModal, useModalGuard } from '../../../../components/guarded-modal';
import { WriteButton } from '../../../../components/write-button';
import { ApiError } from '../../../../lib/api-client';
import { zodValidate } from '../../../../lib/form';
import { useSession } from '../../../../lib/session';
import { useSaveProductRequest } from '../../api/save-product-request';

type TValues = { name: string; product_type: TRequestProductType | ''; description: string; stock: number | string; base_product: string; customisation: string; box_content: string };

const validate = zodValidate(ZProductRequestCreate);
const TYPE_DATA = REQUEST_PRODUCT_TYPES.map((t) => ({ value: t, label: REQUEST_PRODUCT_TYPE_LABELS[t] }));

/** What is sent: the fields of the chosen type only (spec 3 §5), and the staff told by e-mail. */
export function toBody(v: TValues): TProductRequestCreate {
  const typed = v.product_type ? fieldsForType(v.product_type, v) : {};
  return { name: v.name, product_type: v.product_type || undefined, description: v.description, stock: v.stock === '' ? '' : v.stock, ...typed, send_email: true } as TProductRequestCreate;
}

/**
 * Request New Product, or Edit Request (spec 3 §2.3, §5): name, product type, description and stock (100 unless
 * changed); base product and customisation for a product, box content for a gift box. First message per field.
 */
export function ProductRequestModal({ opened, request, onClose, onSaved }: { opened: boolean; request?: TProductRequest; onClose: () => void; onSaved?: (r: TProductRequest) => void }) {
  return (
    // The default width (spec 3 §9: 450).
    <GuardedModal opened={opened} onClose={onClose} title={request ? 'Edit Request' : 'Request New Product'}>
      {opened && <RequestForm request={request} onClose={onClose} onSaved={onSaved} />}
    </GuardedModal>
  );
}

function RequestForm({ request, onClose, onSaved }: { request?: TProductRequest; onClose: () => void; onSaved?: (r: TProductRequest) => void }) {
  const { teamId } = useSession();
  const save = useSaveProductRequest(teamId, request?.id ?? null);
  const form = useForm<TValues>({
    initialValues: {
      name: request?.name ?? '',
      product_type: request?.product_type ?? '',
      description: request?.description ?? '',
      stock: request?.stock ?? DEFAULT_REQUEST_STOCK,
      base_product: request?.base_product ?? '',
      customisation: request?.customisation ?? '',
      box_content: request?.box_content ?? '',
    },
    validate: (values) => validate(toBody(values)),
  });
  useModalGuard({ dirty: form.isDirty() });
  const type = form.values.product_type;

  const submit = form.onSubmit((values) => {
    save.mutate(toBody(values), {
      onSuccess: (saved) => {
        notifications.show({ color: 'green', title: request ? 'Request saved' : 'Product requested', message: request ? saved.name : productRequestTexts.created });
        onClose();
        onSaved?.(saved);
      },
      onError: (e) => {
        if (e instanceof ApiError && e.status === 422 && Object.keys(e.errors).length) form.setErrors(e.fieldErrors());
        else form.setErrors({ _: e instanceof ApiError ? e.message : 'The request could not be sent. Please try again.' });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="product-request-form">
      <Stack gap="sm">
        {form.errors._ && (
          <Alert color="red" variant="light" role="alert">
            {form.errors._}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          Tell us what you would like made. Your Account Manager confirms the details with you before production.
        </Text>
        <TextInput label={L.name} withAsterisk {...form.getInputProps('name')} />
        <Select label={L.product_type} withAsterisk data={TYPE_DATA} allowDeselect={false} {...form.getInputProps('product_type')} value={type || null} />
        <Textarea label={L.description} withAsterisk autosize minRows={3} maxRows={8} {...form.getInputProps('description')} />
        <NumberInput label={L.stock} withAsterisk min={1} clampBehavior="none" allowDecimal={false} allowNegative={false} thousandSeparator="," description="How many units to make." {...form.getInputProps('stock')} />
        {type === 'product' && (
          <>
            <TextInput label={L.base_product} description="The item to brand, for example a mug, a hoodie or a notebook." {...form.getInputProps('base_product')} />
            <Textarea label={L.customisation} description="Logo, colours, print position and anything else about the branding." autosize minRows={2} maxRows={6} {...form.getInputProps('customisation')} />
          </>
        )}
        {type === 'giftbox' && <Textarea label={L.box_content} description="What goes in the box." autosize minRows={2} maxRows={6} {...form.getInputProps('box_content')} />}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <WriteButton type="submit" loading={save.isPending}>
            {request ? 'Save Request' : 'Send Request'}
          </WriteButton>
        </Group>
      </Stack>
    </form>
  );
}
