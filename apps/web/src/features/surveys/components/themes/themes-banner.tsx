import { Text } from '@mantine/core';
import { HideableBanner } from '../welcome-banner';

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
  const text = TEXTS[cookie];
  return (
    <HideableBanner cookie={cookie} title={text.title} testId="themes-banner" closeLabel="Hide the banner">
      <Text size="sm">{text.body}</Text>
    </HideableBanner>
  );
}
