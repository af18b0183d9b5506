import { useState } from 'react';
import { CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { getCookie, setCookie } from '../../../lib/cookies';

/** Spec 2 §2: the dashboard's welcome banner stays hidden once closed (cookie surveys_jumbotron_hidden). */
export const JUMBOTRON_COOKIE = 'surveys_jumbotron_hidden';
const HIDDEN_DAYS = 365;

export function WelcomeBanner() {
  const [hidden, setHidden] = useState(() => getCookie(JUMBOTRON_COOKIE) === '1');
  if (hidden) return null;
  const hide = () => {
    setCookie(JUMBOTRON_COOKIE, '1', { days: HIDDEN_DAYS });
    setHidden(true);
  };
  return (
    <Paper withBorder radius="md" p="lg" mb="lg" bg="var(--mantine-color-blue-light)" data-testid="surveys-welcome" component="section" aria-labelledby="surveys-welcome-title">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6}>
          <Title order={2} size="h3" id="surveys-welcome-title">
            Welcome to Surveys
          </Title>
          <Text size="sm">
            Build a survey from pages of questions, publish it and share a link per source. Respondents answer one question per page on any device, without
            logging in, and can come back later to finish.
          </Text>
          <Text size="sm">Start with Create Survey: give it a name and a type, then add its questions.</Text>
        </Stack>
        <CloseButton aria-label="Hide the welcome banner" onClick={hide} />
      </Group>
    </Paper>
  );
}
