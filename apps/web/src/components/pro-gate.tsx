import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { texts } from '@gifthub/shared/messages';
import { PRO_FEATURES, type TProFeature } from '@gifthub/shared/plans';
import { PRODUCT_NAME } from '../lib/product';
import { useUi } from '../lib/ui';

/** The pro-gate banner: '{feature} is only available with {product} HUB Pro plan. …' with an upgrade button. */
export function ProGate({ feature }: { feature: TProFeature }) {
  const ui = useUi();
  return (
    <Alert color="yellow" icon={<IconLock />} title="Pro plan" mb="md" data-testid="pro-gate">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{texts.proGate(PRO_FEATURES[feature], PRODUCT_NAME)}</Text>
        <Button size="xs" onClick={ui.openSignUp} style={{ flexShrink: 0 }}>
          Upgrade
        </Button>
      </Group>
    </Alert>
  );
}
