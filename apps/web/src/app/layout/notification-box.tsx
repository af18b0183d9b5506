import { Anchor, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { NOTIFICATION_HIDE_MS } from '@gifthub/shared/constants';
import type { TNotification } from '@gifthub/shared/notifications';
import { http } from '../../lib/api-client';
import { getCookie, setCookie } from '../../lib/cookies';
import { useSession } from '../../lib/session';

const COOKIE = 'gh-notification-hidden';

/** Sidebar notification box: closing it hides it for 4 hours. */
export function NotificationBox() {
  const session = useSession();
  const [hidden, setHidden] = useState(() => getCookie(COOKIE) === '1');
  const q = useQuery({
    queryKey: ['teams', session.teamId, 'notifications', 'team_config'],
    queryFn: () => http.get<{ data: TNotification[] }>(`/teams/${session.teamId}/notifications/team_config`),
    enabled: !hidden && !session.demo,
  });
  const first = q.data?.data[0];
  if (hidden || !first) return null;
  return (
    <Paper withBorder m="sm" p="sm" radius="md" bg="blue.0" data-testid="notification-box">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {first.title}
          </Text>
          <Text size="xs" c="dimmed">
            {first.text}
          </Text>
          {first.link && (
            <Anchor component={Link} to={first.link} size="xs">
              Go to settings
            </Anchor>
          )}
        </Stack>
        <CloseButton
          aria-label="Hide notification"
          size="sm"
          onClick={() => {
            setCookie(COOKIE, '1', { ms: NOTIFICATION_HIDE_MS });
            setHidden(true);
          }}
        />
      </Group>
    </Paper>
  );
}
