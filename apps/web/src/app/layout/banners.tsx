import { Button, Group, Paper, Text } from '@mantine/core';
import { PRODUCT_NAME } from '../../lib/product';
import { useSession } from '../../lib/session';
import { useUi } from '../../lib/ui';

/** Full-width banners: demo (preview with sign-up), on-demand (upgrade) and trial (pending). */
export function Banners() {
  const session = useSession();
  const ui = useUi();
  if (session.demo)
    return (
      <Banner testId="banner-demo" color="grape">
        <Text size="sm" fw={500}>
          You are in preview mode. Changes are disabled — sign up to send gifts and run campaigns with {PRODUCT_NAME} HUB.
        </Text>
        <Button size="xs" color="grape" onClick={ui.openSignUp} style={{ flexShrink: 0 }}>
          Sign up
        </Button>
      </Banner>
    );
  if (session.team.plan === 'free')
    return (
      <Banner testId="banner-on-demand" color="blue">
        <Text size="sm" fw={500}>
          Your team is on the On Demand plan: marketplace and direct card payments only. Upgrade to Pro for campaigns, team credit and more.
        </Text>
        <Button size="xs" onClick={ui.openSignUp} style={{ flexShrink: 0 }}>
          Upgrade
        </Button>
      </Banner>
    );
  if (session.team.plan === 'trial')
    return (
      <Banner testId="banner-trial" color="yellow">
        <Text size="sm" fw={500}>
          Your Pro plan request is pending. A representative will contact you shortly to arrange it.
        </Text>
      </Banner>
    );
  return null;
}

function Banner({ children, color, testId }: { children: React.ReactNode; color: string; testId: string }) {
  return (
    <Paper bg={`${color}.0`} withBorder radius="md" p="sm" mb="lg" data-testid={testId} style={{ borderColor: `var(--mantine-color-${color}-3)` }}>
      <Group justify="space-between" wrap="nowrap">
        {children}
      </Group>
    </Paper>
  );
}
