import { UNSUBSCRIBE_BASE } from '@gifthub/shared/unsubscribe-texts';
import type { TPageData } from '../../lib/public-api';
import { unsubscribeViewPath } from './api/unsubscribe';
import { UnsubscribePage, unsubscribePageTitle } from './components/unsubscribe-page';

// The unsubscribe page of notification e-mails under /unsubscribe in the light entry (public/): no portal, no login.
// The server renders it with what the link is for (GET /unsubscribe?token=), so it shows on the first round trip.
export const unsubscribePages = {
  base: UNSUBSCRIBE_BASE,
  render: (_rest: string, data: TPageData | undefined, query: URLSearchParams) => {
    const token = query.get('token') ?? '';
    return <UnsubscribePage key={token} token={token} initial={data} />;
  },
  title: () => unsubscribePageTitle(),
  dataPath: (_rest: string, query: URLSearchParams) => {
    const token = query.get('token');
    return token ? unsubscribeViewPath(token) : null;
  },
};
