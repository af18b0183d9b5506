import { Route, Routes } from 'react-router';
import { DEFAULT_STYLES } from '@gifthub/shared/survey-rules';
import type { TTemplate } from '@gifthub/shared/survey-templates';
import { renderWithSession, type TSessionOpts } from '../../../../test/session';
import { page } from '../questions/questions-test-utils';
import { TemplateEditorPage } from './template-editor-page';
import { TemplatesPage } from './templates-page';

export { fill, mockFetch, SLOW } from '../../../../test/session';

// Templates as the API answers them, for the template screens' tests.

export const template = (id: number, over: Partial<TTemplate> = {}): TTemplate => ({
  id,
  survey_id: 900 + id,
  name: `Template ${id}`,
  slug: `template-${id}`,
  category: 'feedback',
  description: `What template ${id} asks.`,
  image: null,
  status: 'active',
  position: id,
  theme_id: null,
  theme: DEFAULT_STYLES,
  questions_count: 1,
  created_at: '2026-11-01T09:00:00Z',
  deleted: false,
  pages: [page(10 * id + 1, 1, 'welcome', { title: `Welcome to template ${id}` }), page(10 * id + 2, 2, 'rating', { survey_id: 900 + id }), page(10 * id + 3, 3, 'final')],
  ...over,
});

/** The template routes as the app has them (and the survey summary a new survey opens at), with the location shown. */
export const showTemplates = (url: string, opts: TSessionOpts = {}) =>
  renderWithSession(
    <Routes>
      <Route path="/surveys/templates" element={<TemplatesPage />} />
      <Route path="/surveys/templates/:id" element={<TemplateEditorPage />} />
      <Route path="/surveys/:id/:tab" element={<p>Survey summary</p>} />
    </Routes>,
    { url, showLocation: true, ...opts },
  );

/** Mantine's combobox scrolls the active option into view and the test DOM has no layout. */
export function resetDom() {
  Element.prototype.scrollIntoView ??= () => {};
}
