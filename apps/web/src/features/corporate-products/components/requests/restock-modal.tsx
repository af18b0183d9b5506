import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { z } from 'zod';
import { defaultRestock, productRequestTexts, restockMinimum, restockStock, type TProductRequest } from '@gifthub/shared/corporate-products';
import { GuardedModal, useModalGuard } from '../../../../components/guarded-modal';
import { WriteButton } from '../../../../components/write-button';
import { ApiError } from '../../../../lib/api-client';
import { zodValidate } from '../../../../lib/form';
import { useSession } from '../../../../lib/session';
import { useRequestRestock } from '../../api/request-restock';

export type TRestockProduct = { id: number; name: string; reorder_moq: number };

/**
 * Restock (spec 3 §5): stock at least the product's reorder MOQ, starting at the MOQ when it is above 1, else 10.
 * The request goes to the provider; the stock rises when staff complete it.
 */
export function RestockModal({ product, request, opened, onClose }: { product: TRestockProduct; /** A pending restock request to edit. */ request?: TProductRequest; opened: boolean; onClose: () => void }) {
  return (
    <GuardedModal opened={opened} onClose={onClose} title={`Restock ${product.name}`}>
      {opened && <RestockForm product={product} request={request} onClose={onClose} />}
    </GuardedModal>
  );
}

function RestockForm({ product, request, onClose }: { product: TRestockProduct; request?: TProductRequest; onClose: () => void }) {
  const { teamId } = useSession();
  const restock = useRequestRestock(teamId, product.id, request?.id);
  const minimum = restockMinimum(product.reorder_moq);
  const form = useForm<{ stock: number | string }>({
    initialValues: { stock: request?.stock ?? defaultRestock(product.reorder_moq) },
    validate: zodValidate(z.object({ stock: restockStock(product.reorder_moq) })),
  });
  useModalGuard({ dirty: form.isDirty() });

  const submit = form.onSubmit((values) => {
    restock.mutate(Number(values.stock), {
      onSuccess: () => {
        notifications.show({ color: 'green', title: request ? 'Request saved' : 'Restock requested', message: request ? product.name : productRequestTexts.restocked });
        onClose();
      },
      onError: (e) => {
        if (e instanceof ApiError && e.status === 422 && Object.keys(e.errors).length) form.setErrors(e.fieldErrors());
        else form.setErrors({ _: e instanceof ApiError ? e.message : 'The restock could not be requested. Please try again.' });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="restock-form">
      <Stack gap="sm">
        {form.errors._ && (
          <Alert color="red" variant="light" role="alert">
            {form.errors._}
          </Alert>
        )}
        <Text size="sm">How many units of {product.name} should we make?</Text>
        <NumberInput
          label="Stock"
          withAsterisk
          min={minimum}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          description={minimum > 1 ? `The minimum order quantity is ${minimum.toLocaleString('en-GB')}.` : undefined}
          {...form.getInputProps('stock')}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={restock.isPending}>
            Cancel
          </Button>
          <WriteButton type="submit" loading={restock.isPending}>
            {request ? 'Save Request' : 'Request Restock'}
          </WriteButton>
        </Group>
      </Stack>
    </form>
  );
}
