import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { texts } from '@gifthub/shared/messages';

/** Shown instead of a billing screen the member's permissions do not open (the menu hides its link). */
export function NoPermission({ text = texts.noCreditPermission }: { text?: string }) {
  return (
    <Alert color="yellow" icon={<IconLock />} data-testid="no-permission">
      {text}
    </Alert>
  );
}
