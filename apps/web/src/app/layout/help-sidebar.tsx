import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { http } from '../../lib/api-client';
import { PRODUCT_NAME } from '../../lib/product';
import { useSession } from '../../lib/session';
import { useUi } from '../../lib/ui';

/** Shown while the user's show_tutorial flag is on; hiding it turns the flag off. */
export function HelpSidebar() {
  const session = useSession();
  const ui = useUi();
  const qc = useQueryClient();
  const hide = useMutation({
    mutationFn: () => http.put(`/teams/${session.teamId}/current-user`, { name: session.user.name, show_tutorial: false }, { successAlert: false }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['teams', session.teamId, 'current-user'] }),
  });
  return (
    <Stack gap="sm">
      <Title order={2} size="h5">
        Getting started
      </Title>
      <Text size="sm">Welcome to {PRODUCT_NAME} HUB. A few places to start:</Text>
      <Anchor component={Link} to="/marketplace" size="sm">
        Send a gift from the marketplace
      </Anchor>
      <Anchor component={Link} to="/settings/team" size="sm">
        Brand your team: logo and slug
      </Anchor>
      <Anchor component={Link} to="/settings" size="sm">
        Your account and e-mail preferences
      </Anchor>
      <Anchor component="button" size="sm" ta="left" onClick={ui.openContact}>
        Contact us
      </Anchor>
      {!session.demo && (
        <Button variant="light" size="xs" onClick={() => hide.mutate()} loading={hide.isPending}>
          Hide help
        </Button>
      )}
    </Stack>
  );
}
