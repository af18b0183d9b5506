import { Link } from 'react-router';
import { Button, Stack, Text, Title } from '@mantine/core';
import { texts } from '@gifthub/shared/messages';
import { AuthFrame } from './auth-frame';

/** Where auth failures land (401, or 403 jwt_auth_invalid_token). */
export function WelcomePage() {
  return (
    <AuthFrame>
      <Stack align="center" ta="center">
        <Title order={1} size="h3">
          Session ended
        </Title>
        <Text>{texts.sessionEnded}</Text>
        <Button component={Link} to="/login">
          Log in
        </Button>
      </Stack>
    </AuthFrame>
  );
}
