import { lazy } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { lazyScreen } from '../../components/lazy-screen';

// Each screen is its own chunk, loaded when first opened.
const SurveysPage = lazy(() => import('./components/surveys-page').then((m) => ({ default: m.SurveysPage })));
const SurveyDetailPage = lazy(() => import('./components/survey-detail-page').then((m) => ({ default: m.SurveyDetailPage })));
const TemplatesPage = lazy(() => import('./components/templates/templates-page').then((m) => ({ default: m.TemplatesPage })));
const TemplateEditorPage = lazy(() => import('./components/templates/template-editor-page').then((m) => ({ default: m.TemplateEditorPage })));
const ThemesPage = lazy(() => import('./components/themes/themes-page').then((m) => ({ default: m.ThemesPage })));
const GalleryPage = lazy(() => import('./components/themes/gallery-page').then((m) => ({ default: m.GalleryPage })));
const ThemeDetailsPage = lazy(() => import('./components/themes/theme-details-page').then((m) => ({ default: m.ThemeDetailsPage })));

/** Any other deeper path below a survey opens the survey itself. */
function ToSurvey() {
  const { id } = useParams();
  return <Navigate to={`/surveys/${id}`} replace />;
}

/**
 * /surveys and /surveys/dashboard (the list), /surveys/{id} (Summary) and /surveys/{id}/{tab} (questions, responses,
 * results). Templates and themes (/surveys/templates, /surveys/themes…) are routes of the app's router, static paths
 * that rank above ':id'.
 */
export const surveysRoutes: RouteObject[] = [
  { path: 'surveys', element: lazyScreen(<SurveysPage />) },
  { path: 'surveys/dashboard', element: lazyScreen(<SurveysPage />) },
  // Themes (spec 2 §2): static paths, which rank above ':id'.
  { path: 'surveys/themes', element: lazyScreen(<ThemesPage />) },
  { path: 'surveys/themes/gallery', element: lazyScreen(<GalleryPage />) },
  { path: 'surveys/themes/gallery/:id', element: lazyScreen(<ThemeDetailsPage gallery key="gallery" />) },
  { path: 'surveys/themes/:id', element: lazyScreen(<ThemeDetailsPage key="library" />) },
  // Templates (spec 2 §2): static paths, which rank above ':id'.
  { path: 'surveys/templates', element: lazyScreen(<TemplatesPage />) },
  { path: 'surveys/templates/:id', element: lazyScreen(<TemplateEditorPage />) },
  { path: 'surveys/:id', element: lazyScreen(<SurveyDetailPage />) },
  { path: 'surveys/:id/:tab', element: lazyScreen(<SurveyDetailPage />) },
  // The Responses tab's deeper addresses (spec 2 §2): surveys-details-responses-filtered and surveys-details-single-response.
  { path: 'surveys/:id/responses/question/:questionId/:answer', element: lazyScreen(<SurveyDetailPage tab="responses" />) },
  { path: 'surveys/:id/responses/:responseId', element: lazyScreen(<SurveyDetailPage tab="responses" />) },
  { path: 'surveys/:id/*', element: <ToSurvey /> },
];
