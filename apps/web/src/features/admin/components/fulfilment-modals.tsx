import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZFulfilmentAction, type TFulfilmentActionBody, type TFulfilmentItem } from '@gifthub/shared/registrations';
import { MESSAGE_MAX } from '@gifthub/shared/gifts';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { useUpdateFulfilment } from '../api/update-fulfilment';

const validateAction = zodValidate(ZFulfilmentAction);
const recipientOf = (r: TFulfilmentItem) => `${r.first_name} ${r.last_name}`.trim();

/** Submits one step with the form's own error handling: field errors beside the fields, anything else above. */
function useStep(form: { setErrors: (e: Record<string, string>) => void }, onDone: () => void) {
  const update = useUpdateFulfilment({ quiet: true });
  const submit = (id: number, body: TFulfilmentActionBody) =>
    update.mutate(
      { id, body },
      {
        onSuccess: onDone,
        onError: (e) => {
          if (e instanceof ApiError && Object.keys(e.errors).length) form.setErrors(e.fieldErrors());
          else form.setErrors({ _: e instanceof ApiError ? e.message : 'The change could not be saved.' });
        },
      },
    );
  return { submit, pending: update.isPending };
}

/** Mark sent: the carrier and an https:// tracking link, which the sender sees in order history. */
export function MarkSentModal({ item, onClose }: { item: TFulfilmentItem | null; onClose: () => void }) {
  const form = useForm({ initialValues: { carrier: '', tracking_url: '' }, validate: (v) => validateAction({ action: 'sent', ...v }) });
  const close = () => {
    form.reset();
    onClose();
  };
  const step = useStep(form, close);
  return (
    <Modal opened={Boolean(item)} onClose={close} title="Mark sent">
      {item && (
        <form noValidate onSubmit={form.onSubmit((v) => step.submit(item.id, { action: 'sent', carrier: v.carrier.trim(), tracking_url: v.tracking_url.trim() }))}>
          <Stack gap="sm">
            <Text size="sm">
              {item.product_name ?? 'Gift'} for {recipientOf(item)}. The sender is e-mailed the tracking link.
            </Text>
            {form.errors._ && (
              <Alert color="red" variant="light" role="alert">
                {form.errors._}
              </Alert>
            )}
            <TextInput label="Carrier" placeholder="Royal Mail" withAsterisk data-autofocus {...form.getInputProps('carrier')} />
            <TextInput label="Tracking URL" placeholder="https://" type="url" withAsterisk {...form.getInputProps('tracking_url')} />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={close} disabled={step.pending}>
                Cancel
              </Button>
              <Button type="submit" loading={step.pending}>
                Mark sent
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** Mark as Resolved: what was done about a returned or lost gift (delivery_resolution). */
export function ResolveModal({ item, onClose }: { item: TFulfilmentItem | null; onClose: () => void }) {
  const form = useForm({ initialValues: { delivery_resolution: '' }, validate: (v) => validateAction({ action: 'resolve', ...v }) });
  const close = () => {
    form.reset();
    onClose();
  };
  const step = useStep(form, close);
  return (
    <Modal opened={Boolean(item)} onClose={close} title="Mark as Resolved">
      {item && (
        <form noValidate onSubmit={form.onSubmit((v) => step.submit(item.id, { action: 'resolve', delivery_resolution: v.delivery_resolution.trim() }))}>
          <Stack gap="sm">
            <Text size="sm">
              {item.product_name ?? 'Gift'} for {recipientOf(item)} was {item.delivery_status === 'lost' ? 'lost' : 'returned'}. Say how it was resolved.
            </Text>
            {form.errors._ && (
              <Alert color="red" variant="light" role="alert">
                {form.errors._}
              </Alert>
            )}
            <Textarea
              label="Resolution"
              withAsterisk
              autosize
              minRows={3}
              maxRows={8}
              description={`${form.values.delivery_resolution.length}/${MESSAGE_MAX}`}
              data-autofocus
              {...form.getInputProps('delivery_resolution')}
            />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={close} disabled={step.pending}>
                Cancel
              </Button>
              <Button type="submit" loading={step.pending}>
                Mark as Resolved
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
