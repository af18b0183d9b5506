import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function PageHeader({ title, crumbs = [], actions, description }: { title: string; crumbs?: { label: string; to?: string }[]; actions?: ReactNode; description?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      {crumbs.length > 0 && (
        <Breadcrumbs>
          {crumbs.map((c) =>
            c.to ? (
              <Anchor key={c.label} component={Link} to={c.to} size="sm">
                {c.label}
              </Anchor>
            ) : (
              <Text key={c.label} size="sm" c="dimmed">
                {c.label}
              </Text>
            ),
          )}
        </Breadcrumbs>
      )}
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
