import type { ReactNode } from 'react';
import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { PRODUCT_NAME } from '../../lib/product';
import { useSession } from '../../lib/session';
import { useUi } from '../../lib/ui';

export const PLAN_BAR_TEXTS = {
  free: 'Your team is on the On Demand plan: marketplace and direct card payments only. Upgrade to Pro for campaigns, team credit and more.',
  trial: 'Your Pro plan request is pending. A representative will contact you shortly to arrange it.',
} as const;

/** The full-width banner above the page: the demo's preview mode with its sign-up button. */
export function Banners() {
  const session = useSession();
  const ui = useUi();
  if (!session.demo) return null;
  return (
    <Paper bg="grape.0" withBorder radius="md" p="sm" mb="lg" data-testid="banner-demo" style={{ borderColor: 'var(--mantine-color-grape-3)' }}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          You are in preview mode. Changes are disabled — sign up to send gifts and run campaigns with {PRODUCT_NAME} HUB.
        </Text>
        <Button size="xs" color="grape" onClick={ui.openSignUp} style={{ flexShrink: 0 }}>
          Sign up
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * Spec 1 §1: free (On Demand) and trial teams see a bottom bar: fixed to the bottom of the window across the content
 * area (between the menu and the help sidebar), with a spacer of its height at the end of the page so it never covers
 * the last rows. Pro teams and the demo (which has its banner) see none.
 */
export function BottomBar() {
  const session = useSession();
  const ui = useUi();
  const { ref, height } = useElementSize();
  const plan = session.team.plan;
  if (session.demo || (plan !== 'free' && plan !== 'trial')) return null;
  const free = plan === 'free';
  return (
    <>
      <Box h={height} mt="lg" aria-hidden data-testid="bottom-bar-spacer" />
      <Box
        component="section"
        ref={ref}
        aria-label={free ? 'Your plan: On Demand' : 'Your plan: Pro requested'}
        data-testid="bottom-bar"
        data-plan={plan}
        pos="fixed"
        bottom={0}
        bg={free ? 'blue.0' : 'yellow.0'}
        px="lg"
        py="sm"
        style={{
          insetInlineStart: 'var(--app-shell-navbar-offset, 0rem)',
          insetInlineEnd: 'var(--app-shell-aside-offset, 0rem)',
          zIndex: 'var(--mantine-z-index-app)',
          borderTop: `1px solid var(--mantine-color-${free ? 'blue' : 'yellow'}-4)`,
          boxShadow: '0 -2px 8px rgb(0 0 0 / 6%)',
        }}
      >
        <PlanBarContent action={free ? <Button size="xs" onClick={ui.openSignUp}>Upgrade</Button> : null}>{free ? PLAN_BAR_TEXTS.free : PLAN_BAR_TEXTS.trial}</PlanBarContent>
      </Box>
    </>
  );
}

function PlanBarContent({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" maw={1200} mx="auto">
      <Text size="sm" fw={500} c="dark.9" style={{ flex: '1 1 240px' }}>
        {children}
      </Text>
      {action && <Box style={{ flexShrink: 0 }}>{action}</Box>}
    </Group>
  );
}
