import { useState, type ReactNode } from 'react';
import { CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { getCookie, setCookie } from '../../../lib/cookies';

/** Spec 2 §2: the dashboard's welcome banner stays hidden once closed (cookie surveys_jumbotron_hidden). */
export const JUMBOTRON_COOKIE = 'surveys_jumbotron_hidden';
const HIDDEN_DAYS = 365;

type TBannerProps = { cookie: string; title: string; testId: string; closeLabel: string; children: ReactNode };

/** A hideable banner of the surveys area (spec 2 §9: each area's is remembered in its own cookie once closed). */
export function HideableBanner({ cookie, title, testId, closeLabel, children }: TBannerProps) {
  const [hidden, setHidden] = useState(() => getCookie(cookie) === '1');
  if (hidden) return null;
  const hide = () => {
    setCookie(cookie, '1', { days: HIDDEN_DAYS });
    setHidden(true);
  };
  const titleId = `${testId}-title`;
  return (
    <Paper withBorder radius="md" p="lg" mb="lg" bg="var(--mantine-color-blue-light)" data-testid={testId} component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6}>
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
          {children}
        </Stack>
        <CloseButton aria-label={closeLabel} onClick={hide} />
      </Group>
    </Paper>
  );
}

export function WelcomeBanner() {
  return (
    <HideableBanner cookie={JUMBOTRON_COOKIE} title="Welcome to Surveys" testId="surveys-welcome" closeLabel="Hide the welcome banner">
      <Text size="sm">
        Build a survey from pages of questions, publish it and share a link per source. Respondents answer one question per page on any device, without logging
        in, and can come back later to finish.
      </Text>
      <Text size="sm">Start with Create Survey: give it a name and a type, then add its questions.</Text>
    </HideableBanner>
  );
}
