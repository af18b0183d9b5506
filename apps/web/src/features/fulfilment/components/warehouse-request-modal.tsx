import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { ZWarehouseRequestBody, type TWarehouseRequestType } from '@gifthub/shared/warehouse';
import { WriteButton } from '../../../components/write-button';
import { ApiError } from '../../../lib/api-error';
import { zodValidate } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { useSendWarehouseRequest } from '../api/warehouse-actions';

type TValues = { subject: string; message: string; urgent: boolean };

/** The warehouse request modal (spec 3 §3, §5, §8): about some orders or products; subject and message required. */
export function WarehouseRequestModal({ type, items, opened, onClose }: { type: TWarehouseRequestType; items: number[]; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Warehouse Request" size="lg">
      {opened && <RequestForm type={type} items={items} onClose={onClose} />}
    </Modal>
  );
}

function RequestForm({ type, items, onClose }: { type: TWarehouseRequestType; items: number[]; onClose: () => void }) {
  const { teamId } = useSession();
  const send = useSendWarehouseRequest(teamId);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<TValues>({ initialValues: { subject: '', message: '', urgent: false }, validate: (v) => zodValidate(ZWarehouseRequestBody)({ ...v, type, items }) });
  if (sent)
    return (
      <Stack>
        <Alert color="green" icon={<IconCircleCheck />} role="status" data-testid="warehouse-request-sent">
          {sent}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    );
  const submit = form.onSubmit(async (v) => {
    try {
      setSent((await send.mutateAsync({ type, items, ...v })).message);
    } catch (err) {
      if (err instanceof ApiError) form.setErrors(err.fieldErrors());
    }
  });
  const noun = type === 'orders' ? (items.length === 1 ? 'order' : 'orders') : items.length === 1 ? 'product' : 'products';
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed" data-testid="warehouse-request-items">
          About {items.length.toLocaleString('en-GB')} {noun}.
        </Text>
        <TextInput label="Subject" required maxLength={200} {...form.getInputProps('subject')} />
        <Textarea label="Message" required autosize minRows={4} maxLength={5000} {...form.getInputProps('message')} />
        <Checkbox label="Urgent" {...form.getInputProps('urgent', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <WriteButton type="submit" loading={send.isPending}>
            Send Request
          </WriteButton>
        </Group>
      </Stack>
    </form>
  );
}
