import { useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { ActionIcon, Avatar, Badge, Box, Divider, Group, Menu, NavLink, ScrollArea, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconBuildingWarehouse,
  IconChartBar,
  IconChevronDown,
  IconClipboardList,
  IconCreditCard,
  IconGift,
  IconLayoutDashboard,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconSettings,
  IconShoppingBag,
  IconSpeakerphone,
} from '@tabler/icons-react';
import { visibleMenu, type TVisibleMenuItem } from '@gifthub/shared/menu';
import { isDemoMode } from '../../lib/base';
import { PRODUCT_NAME } from '../../lib/product';
import { useSession } from '../../lib/session';
import { useUi } from '../../lib/ui';
import { useLogout } from '../../features/auth/api/logout';
import { NotificationBox } from './notification-box';

const ICONS: Record<string, typeof IconGift> = {
  dashboard: IconLayoutDashboard,
  orders: IconClipboardList,
  campaigns: IconSpeakerphone,
  marketplace: IconShoppingBag,
  surveys: IconChartBar,
  fulfilment: IconBuildingWarehouse,
  billing: IconCreditCard,
  settings: IconSettings,
};

function MenuGroup({ item, compact }: { item: TVisibleMenuItem; compact: boolean }) {
  const { pathname } = useLocation();
  // A group opens when one of its entries is the current page.
  const active = item.entries.some((e) => pathname === e.path || pathname.startsWith(`${e.path}/`));
  const [opened, setOpened] = useState(active);
  const Icon = ICONS[item.icon] ?? IconGift;
  const first = item.entries[0]!;
  if (compact)
    return (
      <Tooltip label={item.label} position="right">
        <ActionIcon component={RouterNavLink} to={first.path} variant="subtle" size="xl" aria-label={item.label} mx="auto">
          <Icon size={22} />
        </ActionIcon>
      </Tooltip>
    );
  if (item.entries.length === 1)
    return <NavLink component={RouterNavLink} to={first.path} label={item.label} leftSection={<Icon size={20} />} end />;
  // A group is a button (a link without an address takes no focus) that says whether it is open.
  return (
    <NavLink
      component="button"
      type="button"
      aria-expanded={opened}
      opened={opened}
      onChange={setOpened}
      label={
        <Group gap={6}>
          {item.label}
          {item.beta && (
            <Badge size="xs" variant="light">
              beta
            </Badge>
          )}
        </Group>
      }
      leftSection={<Icon size={20} />}
      childrenOffset={32}
    >
      {item.entries.map((e) => (
        <NavLink
          key={e.path}
          component={RouterNavLink}
          to={e.path}
          label={
            e.soon ? (
              <Group gap={6} wrap="nowrap">
                {e.label}
                <Badge size="xs" variant="default">
                  soon
                </Badge>
              </Group>
            ) : (
              e.label
            )
          }
          end
        />
      ))}
    </NavLink>
  );
}

/** Left menu: logo, user card with its links, notification box and the menu filtered by permission, plan, customer link and team slug. */
export function Sidebar({ compact, onToggleCompact }: { compact: boolean; onToggleCompact: () => void }) {
  const session = useSession();
  const ui = useUi();
  const logout = useLogout();
  const navigate = useNavigate();
  const items = visibleMenu({ permissions: session.user.permissions, plan: session.team.plan, features: session.team.features });
  const top = items.filter((i) => i.position === 'top');
  const bottom = items.filter((i) => i.position === 'bottom');
  const demo = isDemoMode();

  return (
    <Stack h="100%" gap={0}>
      <Group justify={compact ? 'center' : 'space-between'} p="md" wrap="nowrap">
        <UnstyledButton component={Link} to="/dashboard" aria-label="Dashboard">
          <Group gap={8} wrap="nowrap">
            <Avatar color="blue" radius="sm" size={34}>
              <IconGift size={20} />
            </Avatar>
            {!compact && (
              <Text fw={800} size="lg">
                {PRODUCT_NAME} HUB
              </Text>
            )}
          </Group>
        </UnstyledButton>
        {!compact && (
          <Tooltip label="Compact menu">
            <ActionIcon variant="subtle" color="gray" onClick={onToggleCompact} aria-label="Compact menu" visibleFrom="xs">
              <IconLayoutSidebarLeftCollapse size={20} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {compact && (
        <Tooltip label="Full menu" position="right">
          <ActionIcon variant="subtle" color="gray" onClick={onToggleCompact} aria-label="Full menu" mx="auto" mb="sm">
            <IconLayoutSidebarLeftExpand size={20} />
          </ActionIcon>
        </Tooltip>
      )}
      <Box px={compact ? 'xs' : 'md'} pb="sm">
        <Menu position="bottom-start" width={240} withinPortal>
          <Menu.Target>
            <UnstyledButton w="100%" data-testid="user-card" aria-label="User menu">
              <Group gap="sm" wrap="nowrap" justify={compact ? 'center' : undefined}>
                <Avatar src={session.team.logo_url} alt={`${session.team.name} logo`} radius="xl" color="blue">
                  {session.user.name.slice(0, 1).toUpperCase()}
                </Avatar>
                {!compact && (
                  <>
                    <Box style={{ flex: 1, minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate>
                        {session.user.name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {session.team.name}
                      </Text>
                    </Box>
                    <IconChevronDown size={16} />
                  </>
                )}
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to="/settings">
              Your Account
            </Menu.Item>
            {session.isStaff && (
              <Menu.Item component={Link} to="/admin">
                {PRODUCT_NAME} HUB Admin Panel
              </Menu.Item>
            )}
            {session.teams.length > 1 && <Menu.Item onClick={ui.openTeamSwitcher}>Switch Team</Menu.Item>}
            {!demo && (
              // Red text on the menu's grey hover (4.9:1): Menu.Item's color prop would also tint the hover red, where
              // red 9 is only just 4.5:1.
              <Menu.Item
                c="red.9"
                onClick={async () => {
                  await logout();
                  navigate('/login');
                }}
              >
                Sign Out
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Box>
      <Divider />
      <ScrollArea style={{ flex: 1 }} px={compact ? 4 : 'xs'} py="xs">
        <Stack justify="space-between" mih="100%" gap="md">
        <nav aria-label="Main menu">
          <Stack gap={compact ? 'xs' : 0}>
            {top.map((item) => (
              <MenuGroup key={item.key} item={item} compact={compact} />
            ))}
          </Stack>
        </nav>
        <Box>
      {!compact && <NotificationBox />}
        <nav aria-label="Account menu">
          <Stack gap={compact ? 'xs' : 0}>
            {bottom.map((item) => (
              <MenuGroup key={item.key} item={item} compact={compact} />
            ))}
          </Stack>
        </nav>
        </Box>
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
