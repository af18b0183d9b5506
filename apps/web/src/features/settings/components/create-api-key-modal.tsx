import { useState } from 'react';
import { Alert, Button, Code, Group, Loader, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { MODAL_WIDTH_WIDE } from '@gifthub/shared/constants';
import { API_KEY_ROLE_LABELS, apiKeyTexts, ZApiKeyCreate, type TApiKeyCreated } from '@gifthub/shared/api-keys';
import { API_KEY_ROLES, type TApiKeyRole } from '@gifthub/shared/integrations';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { useCreateApiKey } from '../api/create-api-key';

type TScreen = 'form' | 'processing' | 'created';

/** Create New API Key, spec 3 §2.10: screens form, processing, created; width 550; the real key is shown once. */
export function CreateApiKeyModal({ teamId, opened, onClose }: { teamId: number; opened: boolean; onClose: () => void }) {
  const [screen, setScreen] = useState<TScreen>('form');
  const [created, setCreated] = useState<TApiKeyCreated | null>(null);
  // The key lives in this modal's state only: closing it forgets the key for good.
  const close = () => {
    onClose();
    setScreen('form');
    setCreated(null);
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      size={MODAL_WIDTH_WIDE}
      title="Create New API Key"
      closeOnClickOutside={screen === 'form'}
      withCloseButton={screen !== 'processing'}
      closeOnEscape={screen !== 'processing'}
    >
      {screen === 'processing' && (
        <Stack align="center" py="xl" gap="sm" data-testid="api-key-processing">
          <Loader />
          <Text size="sm" c="dimmed">
            Creating your API key…
          </Text>
        </Stack>
      )}
      {screen === 'created' && created && <CreatedScreen created={created} onDone={close} />}
      {/* Kept mounted while processing, so a refusal comes back to the form with its messages. */}
      {screen !== 'created' && (
        <div hidden={screen === 'processing'}>
          <CreateForm
          teamId={teamId}
          onCancel={close}
          onSubmitting={() => setScreen('processing')}
          onFailed={() => setScreen('form')}
          onCreated={(c) => {
            setCreated(c);
            setScreen('created');
          }}
          />
        </div>
      )}
    </Modal>
  );
}

type TFormProps = { teamId: number; onCancel: () => void; onSubmitting: () => void; onFailed: () => void; onCreated: (c: TApiKeyCreated) => void };

function CreateForm({ teamId, onCancel, onSubmitting, onFailed, onCreated }: TFormProps) {
  const create = useCreateApiKey(teamId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ name: string; role: TApiKeyRole }>({ initialValues: { name: '', role: 'read-only' }, validate: zodValidate(ZApiKeyCreate) });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    onSubmitting();
    try {
      onCreated(await create.mutateAsync(values));
    } catch (e) {
      onFailed();
      setFailure(e instanceof ApiError ? e.message : 'The API key could not be created. Please try again.');
      if (e instanceof ApiError) form.setErrors(e.fieldErrors());
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="api-key-form">
      <Stack>
        {failure && (
          <Alert color="red" data-testid="api-key-failure">
            {failure}
          </Alert>
        )}
        <TextInput label="Key Name" description="Say what the key is for, such as the system that will use it." required data-autofocus {...form.getInputProps('name')} />
        <Radio.Group label="Access" {...form.getInputProps('role')}>
          <Stack gap="xs" mt="xs">
            {API_KEY_ROLES.map((r) => (
              <Radio key={r} value={r} label={API_KEY_ROLE_LABELS[r]} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Create API Key</Button>
        </Group>
      </Stack>
    </form>
  );
}

function CreatedScreen({ created, onDone }: { created: TApiKeyCreated; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(created.key).then(
      () => {
        setCopied(true);
        notifications.show({ color: 'green', title: apiKeyTexts.copiedTitle, message: apiKeyTexts.copiedMessage, withBorder: true });
      },
      () => notifications.show({ color: 'red', title: 'Copy failed', message: 'Select the key and copy it yourself.', withBorder: true }),
    );
  return (
    <Stack data-testid="api-key-created">
      <Alert color="yellow" title={`${created.name} is ready`}>
        {apiKeyTexts.createdOnce}
      </Alert>
      <Code block data-testid="api-key-value" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {created.key}
      </Code>
      <Text size="sm" c="dimmed">
        Send it as <Code>Authorization: Bearer &lt;key&gt;</Code> to the public API.
      </Text>
      <Group justify="flex-end">
        <Button variant="light" leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />} onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy Key'}
        </Button>
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
