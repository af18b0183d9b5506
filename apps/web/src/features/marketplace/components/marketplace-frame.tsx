import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconGift, IconHistory, IconHelpCircle, IconTicket } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RouteTabs, type TRouteTab } from '../../../components/route-tabs';
import { TutorialModal, useTutorial } from './tutorial-modal';

export type TMarketplaceTab = 'physical' | 'digital' | 'orders';

const TAB_PATHS: Record<TMarketplaceTab, string> = { physical: '/marketplace/physical', digital: '/marketplace/digital', orders: '/marketplace/orders' };
const TABS: TRouteTab<TMarketplaceTab>[] = [
  { value: 'physical', label: 'Physical Gifts', icon: <IconGift size={16} /> },
  { value: 'digital', label: 'eGifts', icon: <IconTicket size={16} /> },
  { value: 'orders', label: 'Order History', icon: <IconHistory size={16} /> },
];

/** The marketplace pages' frame: the title, the tabs between the two selections and order history, and the tutorial. */
export function MarketplaceFrame({ tab, title, description, children }: { tab: TMarketplaceTab; title: string; description?: ReactNode; children: ReactNode }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A link straight to a gift opens that gift, not the tutorial over it.
  const tutorial = useTutorial({ autoOpen: !params.has('product') });
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: 'Marketplace', to: '/marketplace' }, { label: title }]}
        description={description}
        actions={
          <Button variant="subtle" leftSection={<IconHelpCircle size={18} />} onClick={tutorial.open}>
            How it works
          </Button>
        }
      />
      <RouteTabs value={tab} tabs={TABS} onChange={(v) => navigate(TAB_PATHS[v])}>
        {children}
      </RouteTabs>
      <TutorialModal tutorial={tutorial} />
    </>
  );
}
