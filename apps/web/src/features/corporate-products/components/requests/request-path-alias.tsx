import { Navigate, useParams } from 'react-router';

/** Spec 3 §2.1 lists a request's detail under /campaigns as requests/{id}: that reading leads to the request's page. */
export function RequestPathAlias() {
  const { id = '' } = useParams();
  return <Navigate to={`/campaigns/corporate-products/requests/${encodeURIComponent(id)}`} replace />;
}
