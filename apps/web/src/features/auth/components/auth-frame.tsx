import type { ReactNode } from 'react';
import { Avatar, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { PRODUCT_NAME } from '../../../lib/product';

/** The centred card the signed-out pages share. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="gray.1">
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
  );
}
