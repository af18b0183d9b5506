import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Tabs } from '@mantine/core';
import { IconBuildingStore, IconCash, IconMail, IconReceipt2, IconTruckDelivery, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header';
import { PRODUCT_NAME } from '../../../lib/product';
import { useSession } from '../../../lib/session';

const TABS = [
  { value: 'teams', label: 'Teams', icon: IconUsersGroup },
  { value: 'top-ups', label: 'Top-ups', icon: IconCash },
  { value: 'billing', label: 'Team billing', icon: IconReceipt2 },
  { value: 'users', label: 'Users', icon: IconUsers },
  { value: 'outbox', label: 'E-mail outbox', icon: IconMail },
  { value: 'fulfilment', label: 'Fulfilment', icon: IconTruckDelivery },
  { value: 'catalogue', label: 'Catalogue', icon: IconBuildingStore },
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
      <Tabs value={current} onChange={(v) => v && navigate(`/admin/${v}`)} mb="lg">
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} leftSection={<t.icon size={16} />}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </>
  );
}
