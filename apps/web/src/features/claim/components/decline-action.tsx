import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** 'No, thanks': asks first, then tells the sender (shown to them as OPTED-OUT). */
export function DeclineAction({ teamName, pending, error, onDecline, onOpen }: { teamName: string; pending: boolean; error: string | null; onDecline: () => void; onOpen: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Group justify="center" mt="md">
        <Button
          variant="subtle"
          color="gray"
          onClick={() => {
            onOpen();
            setOpen(true);
          }}
        >
          No, thanks
        </Button>
      </Group>
      <Modal opened={open} onClose={() => !pending && setOpen(false)} title="Decline this gift?" size="sm">
        <Stack gap="md">
          <Text size="sm">{teamName} will be told that you would rather not receive this gift, and this link will stop working.</Text>
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={pending} onClick={() => setOpen(false)}>
              Keep my gift
            </Button>
            <Button color="red" loading={pending} onClick={onDecline}>
              Yes, decline
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
