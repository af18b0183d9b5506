import type { ReactNode } from 'react';
import { Button, Tabs } from '@mantine/core';
import { IconGift, IconHistory, IconHelpCircle, IconTicket } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { TutorialModal, useTutorial } from './tutorial-modal';

export type TMarketplaceTab = 'physical' | 'digital' | 'orders';

const TAB_PATHS: Record<TMarketplaceTab, string> = { physical: '/marketplace/physical', digital: '/marketplace/digital', orders: '/marketplace/orders' };

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
      <Tabs value={tab} onChange={(v) => v && v !== tab && navigate(TAB_PATHS[v as TMarketplaceTab])} mb="lg" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="physical" leftSection={<IconGift size={16} />}>
            Physical Gifts
          </Tabs.Tab>
          <Tabs.Tab value="digital" leftSection={<IconTicket size={16} />}>
            eGifts
          </Tabs.Tab>
          <Tabs.Tab value="orders" leftSection={<IconHistory size={16} />}>
            Order History
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {children}
      <TutorialModal tutorial={tutorial} />
    </>
  );
}
