import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '@gifthub/shared/catalogue';
import { ZAdminProductRequestComplete, ZAdminProductRequestStatus, type TAdminProductRequest, type TAdminProductRequestComplete } from '@gifthub/shared/corporate-products';
import { ImageDropzone } from '../../../components/image-dropzone';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { useCompleteAdminProductRequest, useSetAdminProductRequestStatus } from '../api/get-admin-product-requests';

const fail = (form: { setErrors: (e: Record<string, string>) => void }, e: unknown, fallback: string) => {
  if (e instanceof ApiError && e.status === 422 && Object.keys(e.errors).length) form.setErrors(e.fieldErrors());
  else form.setErrors({ _: e instanceof ApiError ? e.message : fallback });
};

type TCompleteValues = { name: string; description: string; stock: number | string; reorder_moq: number | string; note: string };
const validateComplete = zodValidate(ZAdminProductRequestComplete);

/**
 * Complete: a new request becomes the team's corporate product (name, description, stock as asked unless changed,
 * the MOQ staff choose, an optional image); a restock adds its stock to the product.
 */
export function CompleteRequestModal({ request: r, opened, onClose }: { request: TAdminProductRequest; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={r.request_type === 'new' ? 'Make the product' : 'Complete the restock'} size="lg">
      {opened && <CompleteForm r={r} onClose={onClose} />}
    </Modal>
  );
}

function CompleteForm({ r, onClose }: { r: TAdminProductRequest; onClose: () => void }) {
  const complete = useCompleteAdminProductRequest(r.id);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const isNew = r.request_type === 'new';
  const form = useForm<TCompleteValues>({
    initialValues: { name: r.name, description: r.description, stock: r.stock, reorder_moq: r.reorder_moq ?? 1, note: '' },
    validate: (v) => validateComplete(toBody(v, isNew)),
  });
  const submit = form.onSubmit((v) =>
    complete.mutate(
      { body: toBody(v, isNew), image },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', title: isNew ? 'Product made' : 'Restock complete', message: `${saved.product_name ?? saved.name} for ${saved.team_name}` });
          onClose();
        },
        onError: (e) => fail(form, e, 'The request could not be completed.'),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="complete-request-form">
      <Stack gap="sm">
        {form.errors._ && (
          <Alert color="red" variant="light" role="alert">
            {form.errors._}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {isNew
            ? `The product is added to ${r.team_name}'s corporate products, active, and the requester is told by e-mail.`
            : `The stock is added to ${r.product_name ?? 'the product'} and the requester is told by e-mail.`}
        </Text>
        {isNew && (
          <>
            <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
            <Textarea label="Description" withAsterisk autosize minRows={3} maxRows={8} {...form.getInputProps('description')} />
          </>
        )}
        <Group grow align="flex-start">
          <NumberInput label="Stock" withAsterisk min={1} clampBehavior="none" allowDecimal={false} allowNegative={false} {...form.getInputProps('stock')} />
          {isNew && <NumberInput label="Reorder MOQ" withAsterisk min={1} clampBehavior="none" allowDecimal={false} allowNegative={false} description="The least a restock may ask for." {...form.getInputProps('reorder_moq')} />}
        </Group>
        {isNew && (
          <ImageDropzone
            id="request-product-image"
            label={image ? `Image: ${image.name}` : 'Image (optional)'}
            prompt="Drag an image here or click to choose a file"
            types={PRODUCT_IMAGE_TYPES}
            typesLabel="PNG, JPEG or WebP"
            maxBytes={PRODUCT_IMAGE_MAX_BYTES}
            error={imageError}
            onDrop={(f) => {
              setImageError(null);
              setImage(f);
            }}
            onError={setImageError}
            loading={false}
          />
        )}
        <Textarea label="Note to the team" autosize minRows={2} maxRows={5} {...form.getInputProps('note')} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={complete.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={complete.isPending}>
            {isNew ? 'Make Product' : 'Complete Restock'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function toBody(v: TCompleteValues, isNew: boolean): TAdminProductRequestComplete {
  const stock = v.stock === '' ? '' : v.stock;
  const note = v.note.trim() ? v.note : undefined;
  return isNew ? { name: v.name, description: v.description, stock, reorder_moq: v.reorder_moq, note } : { stock, note };
}

/** Reject, with a note the team reads on the request and in its e-mail. */
export function RejectRequestModal({ request: r, opened, onClose }: { request: TAdminProductRequest; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Reject the request">
      {opened && <RejectForm r={r} onClose={onClose} />}
    </Modal>
  );
}

const validateReject = zodValidate(ZAdminProductRequestStatus);

function RejectForm({ r, onClose }: { r: TAdminProductRequest; onClose: () => void }) {
  const setStatus = useSetAdminProductRequestStatus(r.id);
  const form = useForm({ initialValues: { note: '' }, validate: (v) => validateReject({ status: 'rejected', note: v.note.trim() || undefined }) });
  const submit = form.onSubmit((v) =>
    setStatus.mutate(
      { status: 'rejected', note: v.note },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', title: 'Request rejected', message: r.name });
          onClose();
        },
        onError: (e) => fail(form, e, 'The request could not be rejected.'),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="reject-request-form">
      <Stack gap="sm">
        {form.errors._ && (
          <Alert color="red" variant="light" role="alert">
            {form.errors._}
          </Alert>
        )}
        <Textarea label="Note" withAsterisk description="Why the request cannot be made; the team reads it." autosize minRows={3} {...form.getInputProps('note')} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={setStatus.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={setStatus.isPending}>
            Reject Request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
