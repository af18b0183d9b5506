import { useState } from 'react';
import { ActionIcon, Alert, Button, Checkbox, CopyButton, Group, Modal, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { WEBHOOK_EVENTS, type TWebhookEvent } from '@gifthub/shared/integrations';
import { WEBHOOK_EVENT_LABELS, ZWebhookEndpointCreate, webhookTexts, type TWebhookEndpointCreated } from '@gifthub/shared/webhooks';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { useCreateWebhookEndpoint } from '../api/webhooks';

/** Add Endpoint: the URL and its events, then the signing secret, shown this once with a copy button. */
export function WebhookCreateModal({ teamId, opened, onClose }: { teamId: number; opened: boolean; onClose: () => void }) {
  const [created, setCreated] = useState<TWebhookEndpointCreated | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={created ? 'Webhook endpoint added' : 'Add Webhook Endpoint'} size={550} closeOnClickOutside={!created}>
      {created ? <SecretShown created={created} onDone={close} /> : <EndpointForm teamId={teamId} onCreated={setCreated} onCancel={close} />}
    </Modal>
  );
}

function EndpointForm({ teamId, onCreated, onCancel }: { teamId: number; onCreated: (c: TWebhookEndpointCreated) => void; onCancel: () => void }) {
  const create = useCreateWebhookEndpoint(teamId);
  const form = useForm<{ url: string; events: TWebhookEvent[] }>({ initialValues: { url: '', events: [] }, validate: zodValidate(ZWebhookEndpointCreate) });
  const submit = form.onSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync({ url: values.url.trim(), events: values.events }));
    } catch (e) {
      if (e instanceof ApiError) form.setErrors(e.fieldErrors());
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Endpoint URL" placeholder="https://example.com/gifthub/webhooks" required data-autofocus {...form.getInputProps('url')} />
        <Checkbox.Group label="Events to send" required {...form.getInputProps('events')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {WEBHOOK_EVENTS.map((e) => (
              <Checkbox key={e} value={e} label={<Text size="sm" ff="monospace">{e}</Text>} description={WEBHOOK_EVENT_LABELS[e]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Add Endpoint
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SecretShown({ created, onDone }: { created: TWebhookEndpointCreated; onDone: () => void }) {
  return (
    <Stack>
      <Alert color="yellow" title="Copy the signing secret now">
        {webhookTexts.created}
      </Alert>
      <Text size="sm">
        Events for <b style={{ overflowWrap: 'anywhere' }}>{created.url}</b> are signed with this secret in the Gifthub-Signature header.
      </Text>
      <TextInput
        label="Signing secret"
        value={created.secret}
        readOnly
        data-testid="webhook-secret"
        onFocus={(e) => e.currentTarget.select()}
        styles={{ input: { fontFamily: 'monospace' } }}
        rightSection={
          <CopyButton value={created.secret}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  aria-label="Copy signing secret"
                  onClick={() => {
                    copy();
                    notifications.show({ color: 'green', title: 'Signing Secret Copied', message: 'The signing secret has been copied to your clipboard.', withBorder: true });
                  }}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        }
      />
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
