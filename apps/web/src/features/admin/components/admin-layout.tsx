import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { IconBuildingStore, IconCash, IconMail, IconReceipt2, IconTruckDelivery, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { IconCalendarEvent, IconGift, IconPackage } from '@tabler/icons-react';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { IconPrinter } from '@tabler/icons-react';
import { IconBook2 } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header';
import { RouteTabs } from '../../../components/route-tabs';
import { PRODUCT_NAME } from '../../../lib/product';
import { useSession } from '../../../lib/session';

const TABS = [
  { value: 'teams', label: 'Teams', icon: <IconUsersGroup size={16} /> },
  { value: 'top-ups', label: 'Top-ups', icon: <IconCash size={16} /> },
  { value: 'billing', label: 'Team billing', icon: <IconReceipt2 size={16} /> },
  { value: 'users', label: 'Users', icon: <IconUsers size={16} /> },
  { value: 'outbox', label: 'E-mail outbox', icon: <IconMail size={16} /> },
  { value: 'fulfilment', label: 'Fulfilment', icon: <IconTruckDelivery size={16} /> },
  { value: 'warehouse', label: 'Warehouse', icon: <IconBuildingWarehouse size={16} /> },
  { value: 'catalogue', label: 'Catalogue', icon: <IconBuildingStore size={16} /> },
  { value: 'campaigns', label: 'Campaigns', icon: <IconGift size={16} /> },
  { value: 'print-orders', label: 'Print orders', icon: <IconPrinter size={16} /> },
  { value: 'se-campaigns', label: 'Single events', icon: <IconCalendarEvent size={16} /> },
  { value: 'product-requests', label: 'Product requests', icon: <IconPackage size={16} /> },
  { value: 'resources', label: 'Resources', icon: <IconBook2 size={16} /> },
] as const;

/** The staff back office: only for bb_admin users; everyone else goes to the dashboard. */
export function AdminLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!session.isStaff) return <Navigate to="/dashboard" replace />;
  const current = TABS.find((t) => pathname.split('/').includes(t.value))?.value ?? 'teams';

  return (
    <>
      <PageHeader title={`${PRODUCT_NAME} HUB Admin Panel`} description="Teams and plans, top-ups and team money, users, fulfilment, the catalogue, and every e-mail the portal has sent." />
      <RouteTabs value={current} tabs={TABS} onChange={(v) => navigate(`/admin/${v}`)}>
        <Outlet />
      </RouteTabs>
    </>
  );
}
