import type { ReactNode } from 'react';
import { Avatar, Box, Container, Group, Image, Text } from '@mantine/core';
import type { TGiftView } from '@gifthub/shared/claims';
import { PRODUCT_NAME } from '../../../lib/product';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** The public gift page's shell: the sending team's logo and name on top, no portal menu. */
export function ClaimFrame({ team, children }: { team?: TGiftView['team'] | null; children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="white" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" px={{ base: 'sm', sm: 'md' }}>
          <Group gap="sm" wrap="nowrap" mih={44} data-testid="claim-brand">
            {team?.logo_url ? (
              <Image src={team.logo_url} alt={`${team.name} logo`} h={40} w="auto" maw={160} fit="contain" />
            ) : team?.name ? (
              <Avatar color="blue" radius="md" aria-hidden>
                {initials(team.name)}
              </Avatar>
            ) : null}
            {team?.name && (
              <Text fw={700} size="lg" truncate>
                {team.name}
              </Text>
            )}
          </Group>
        </Container>
      </Box>
      <Container component="main" size="lg" w="100%" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} style={{ flex: 1 }}>
        {children}
      </Container>
      <Box component="footer" py="md">
        <Text ta="center" size="xs" c="dimmed">
          Gift delivered by {PRODUCT_NAME} HUB
        </Text>
      </Box>
    </Box>
  );
}
