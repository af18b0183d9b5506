import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** One figure: a small caps label over its value, with an optional line under it (testid figure-{label in kebab case}). */
export function Figure({ label, value, hint }: { label: string; value: string; hint?: ReactNode }) {
  return (
    <Stack gap={0} data-testid={`figure-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
