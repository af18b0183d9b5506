import { lazy } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { lazyScreen } from '../../components/lazy-screen';

// Each screen is its own chunk, loaded when first opened.
const CampaignsPage = lazy(() => import('./components/campaigns-page').then((m) => ({ default: m.CampaignsPage })));
const CampaignDetailPage = lazy(() => import('./components/campaign-detail-page').then((m) => ({ default: m.CampaignDetailPage })));
const SeCampaignsPage = lazy(() => import('./components/single-event/se-campaigns-page').then((m) => ({ default: m.SeCampaignsPage })));
const SeCampaignDetailPage = lazy(() => import('./components/single-event/se-campaign-detail-page').then((m) => ({ default: m.SeCampaignDetailPage })));

/** Any other path below a campaign opens the campaign itself. */
function ToCampaign() {
  const { id } = useParams();
  return <Navigate to={`/campaigns/${id}`} replace />;
}

/** /campaigns (list) and /campaigns/{id} (detail: Summary, and Recipients at #recipients). */
export const campaignsRoutes: RouteObject[] = [
  { path: 'campaigns', element: lazyScreen(<CampaignsPage />) },
  // Single-event campaigns (spec 3 §7 Single event): list and detail.
  { path: 'campaigns/events', element: lazyScreen(<SeCampaignsPage />) },
  { path: 'campaigns/events/:id', element: lazyScreen(<SeCampaignDetailPage />) },
  { path: 'campaigns/:id', element: lazyScreen(<CampaignDetailPage />) },
  // Analytics (sales campaigns): the detail page on its Analytics tab.
  { path: 'campaigns/:id/analytics', element: lazyScreen(<CampaignDetailPage />) },
  // Negative Feedback (reviews campaigns): the detail page on its Feedback tab.
  { path: 'campaigns/:id/feedback', element: lazyScreen(<CampaignDetailPage />) },
  { path: 'campaigns/:id/*', element: <ToCampaign /> },
];
