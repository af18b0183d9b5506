import { useState } from 'react';
import { Alert, Button, Center, Group, Image, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES, RESTOCK_MAX, ZRestock, type TProduct } from '@gifthub/shared/catalogue';
import { ImageDropzone } from '../../../components/image-dropzone';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { useRestockProduct, useUploadProductImage } from '../api/save-admin-product';

const validateRestock = zodValidate(ZRestock);

/** Restock: adds the units that arrived to the stock (one UPDATE on the server, safe beside sales). */
export function RestockModal({ product, onClose }: { product: TProduct | null; onClose: () => void }) {
  const form = useForm<{ quantity: number | string }>({ initialValues: { quantity: '' }, validate: (v) => validateRestock({ quantity: v.quantity === '' ? undefined : Number(v.quantity) }) });
  const restock = useRestockProduct();
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={Boolean(product)} onClose={close} title="Restock">
      {product && (
        <form
          noValidate
          onSubmit={form.onSubmit((v) =>
            restock.mutate(
              { id: product.id, quantity: Number(v.quantity) },
              {
                onSuccess: close,
                onError: (e) => form.setErrors(e instanceof ApiError && Object.keys(e.errors).length ? e.fieldErrors() : { quantity: e instanceof ApiError ? e.message : 'The stock could not be saved.' }),
              },
            ),
          )}
        >
          <Stack gap="sm">
            <Text size="sm">
              {product.name}: {product.stock ?? 0} in stock now.
            </Text>
            <NumberInput label="Quantity" description="Units to add" withAsterisk min={1} max={RESTOCK_MAX} allowDecimal={false} data-autofocus {...form.getInputProps('quantity')} />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={close} disabled={restock.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={restock.isPending}>
                Restock
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** The product's image: PNG, JPEG or WebP up to 2 MB, uploaded as soon as it is dropped. */
export function ProductImageModal({ product, onClose }: { product: TProduct | null; onClose: () => void }) {
  const upload = useUploadProductImage();
  const [error, setError] = useState<string | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const close = () => {
    setError(null);
    setCurrent(null);
    onClose();
  };
  const onDrop = (file: File) => {
    if (!product) return;
    setError(null);
    upload.mutate(
      { id: product.id, file },
      { onSuccess: (p) => setCurrent(p.image_url), onError: (e) => setError(e instanceof ApiError ? (e.fieldErrors().file ?? e.message) : 'The image could not be uploaded.') },
    );
  };
  const src = current ?? product?.image_url ?? null;
  return (
    <Modal opened={Boolean(product)} onClose={close} title="Product image" size="md">
      {product && (
        <Stack gap="md">
          <Center bg="gray.0" h={220} style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}>
            {src ? <Image src={src} alt={product.name} mah={200} maw="100%" fit="contain" /> : <Text c="dimmed">No image yet</Text>}
          </Center>
          <ImageDropzone
            id="product-image"
            label="Upload a new image"
            prompt="Drag an image here or click to choose a file"
            types={PRODUCT_IMAGE_TYPES}
            typesLabel="PNG, JPEG or WebP"
            maxBytes={PRODUCT_IMAGE_MAX_BYTES}
            error={error}
            onDrop={onDrop}
            onError={setError}
            loading={upload.isPending}
          />
          {current && (
            <Alert color="teal" variant="light">
              The new image is saved.
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
