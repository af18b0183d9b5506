import { Route, Routes } from 'react-router';
import { DEFAULT_STYLES } from '@gifthub/shared/survey-rules';
import type { TTheme } from '@gifthub/shared/survey-themes';
import { renderWithSession } from '../surveys-test-utils';
import { GalleryPage } from './gallery-page';
import { ThemeDetailsPage } from './theme-details-page';
import { ThemesPage } from './themes-page';

// A theme as the API answers it, and the themes' routes as the app has them, for the themes screens' tests.

export const theme = (over: Partial<TTheme> = {}): TTheme => ({
  id: 3,
  name: 'Brand',
  description: 'Our look',
  active: true,
  team_id: 7,
  category_id: null,
  category_name: null,
  surveys_count: 2,
  copied_from: null,
  styles: DEFAULT_STYLES,
  created_at: '2026-03-04T09:00:00Z',
  deleted: false,
  ...over,
});

export const show = (url: string, opts: Parameters<typeof renderWithSession>[1] = {}) =>
  renderWithSession(
    <Routes>
      <Route path="/surveys/themes" element={<ThemesPage />} />
      <Route path="/surveys/themes/gallery" element={<GalleryPage />} />
      <Route path="/surveys/themes/gallery/:id" element={<ThemeDetailsPage gallery />} />
      <Route path="/surveys/themes/:id" element={<ThemeDetailsPage />} />
    </Routes>,
    { url, showLocation: true, team: { features: { surveys: true } as never }, ...opts },
  );
