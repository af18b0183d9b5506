import type { ReactNode } from 'react';
import { Avatar, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { MAIN_ID, SkipLink } from '../../../components/skip-link';
import { PRODUCT_NAME } from '../../../lib/product';

/** The centred card the signed-out pages share: the page's main landmark, after the skip link. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Center component="main" id={MAIN_ID} tabIndex={-1} mih="100vh" p="md" bg="gray.1">
        <Stack w="100%" maw={440} gap="lg">
          <Group justify="center" gap={10}>
            <Avatar color="blue" radius="sm" size={40}>
              <IconGift size={24} />
            </Avatar>
            <Text fw={800} size="xl">
              {PRODUCT_NAME} HUB
            </Text>
          </Group>
          <Paper withBorder shadow="sm" p="xl" radius="md">
            {children}
          </Paper>
        </Stack>
      </Center>
    </>
  );
}
