import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { batchLink } from '@gifthub/shared/campaign-batches';
import { useCopyLink } from '../../../../domain/registrations/components/copy-link';

/** A Multi Invite list's link (registration_page?invite={secret}) with a copy button. */
export function BatchLink({ registrationPage, sharedSecret }: { registrationPage: string; sharedSecret: string }) {
  const copy = useCopyLink();
  const link = batchLink(registrationPage, sharedSecret);
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" style={{ wordBreak: 'break-all' }} data-testid="multi-batch-link">
        {link}
      </Text>
      <Tooltip label="Copy the list's link">
        <ActionIcon variant="subtle" aria-label="Copy the list's link" onClick={() => copy(link)}>
          <IconCopy size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
