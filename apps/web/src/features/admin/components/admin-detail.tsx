import type { ReactNode } from 'react';
import { Alert, Anchor, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';

/** One labelled value of a staff detail page (line breaks as written). */
export function AdminField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </div>
  );
}

/** The link back to a staff list. */
export function AdminBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} /> {children}
      </Group>
    </Anchor>
  );
}

/**
 * What a staff detail page shows before its record is there: a loader while it loads, or the back link and why it
 * is missing (it does not exist, or it could not be loaded). null once the record is there.
 */
export function adminDetailState(query: { isPending: boolean; error: unknown; data: unknown }, p: { back: ReactNode; loading: string; notFound: string; failed: string }) {
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={p.loading} />
      </Center>
    );
  if (query.data) return null;
  return (
    <Stack gap="sm">
      {p.back}
      <Alert color="red" variant="light" role="alert">
        {query.error instanceof ApiError && query.error.status === 404 ? p.notFound : p.failed}
      </Alert>
    </Stack>
  );
}
