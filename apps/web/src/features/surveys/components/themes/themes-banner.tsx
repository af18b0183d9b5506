import { useState } from 'react';
import { CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { getCookie, setCookie } from '../../../../lib/cookies';

/** Spec 2 §2, §9: the themes' and the gallery's banners stay hidden once closed, each by its own cookie. */
export const THEMES_BANNER_COOKIE = 'surveys_themes_banner_hidden';
export const GALLERY_BANNER_COOKIE = 'surveys_themes_gallery_banner_hidden';

const TEXTS = {
  [THEMES_BANNER_COOKIE]: {
    title: 'Your themes',
    body: 'A theme is the look of a survey: its fonts, sizes and colours, its button and its background. Create one here or copy one from the Theme Gallery, then choose it in a survey’s Theme tab.',
  },
  [GALLERY_BANNER_COOKIE]: {
    title: 'Theme Gallery',
    body: 'Ready-made themes by category. Activate one to copy it into your themes, where you can change it as you like.',
  },
};

export function ThemesBanner({ cookie }: { cookie: typeof THEMES_BANNER_COOKIE | typeof GALLERY_BANNER_COOKIE }) {
  const [hidden, setHidden] = useState(() => getCookie(cookie) === '1');
  if (hidden) return null;
  const text = TEXTS[cookie];
  const hide = () => {
    setCookie(cookie, '1', { days: 365 });
    setHidden(true);
  };
  return (
    <Paper withBorder radius="md" p="lg" mb="lg" bg="var(--mantine-color-blue-light)" component="section" aria-labelledby={`${cookie}-title`} data-testid="themes-banner">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6}>
          <Title order={2} size="h3" id={`${cookie}-title`}>
            {text.title}
          </Title>
          <Text size="sm">{text.body}</Text>
        </Stack>
        <CloseButton aria-label="Hide the banner" onClick={hide} />
      </Group>
    </Paper>
  );
}
