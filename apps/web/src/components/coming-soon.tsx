import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** A clear state for areas that are not open yet, inside the shell. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Center>
        <Stack align="center" gap="xs" maw={460}>
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconTools size={30} />
          </ThemeIcon>
          <Title order={2}>{title}</Title>
          <Text c="dimmed" ta="center">
            This area is coming soon. We are building it now and it will appear here in an upcoming release.
          </Text>
        </Stack>
      </Center>
    </Paper>
  );
}
