import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { texts } from '@gifthub/shared/messages';

/** Shown when a settings screen is opened without its permission (the menu hides the link). */
export function NoAccess() {
  return (
    <Alert color="red" icon={<IconLock />} title="No access" data-testid="no-access">
      {texts.forbidden}
    </Alert>
  );
}

/** Preview mode: the screen is shown read-only. */
export function DemoNote() {
  return (
    <Alert color="blue" mb="md" data-testid="demo-note">
      {texts.demoReadOnly}
    </Alert>
  );
}
