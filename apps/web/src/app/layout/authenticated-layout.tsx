import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AppShell, Burger, Center, Group, Loader, Text } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SIDEBAR_BREAKPOINT, SIDEBAR_WIDTH } from '@gifthub/shared/constants';
import { lazyModal } from '../../components/lazy-modal';
import { MAIN_ID, SkipLink } from '../../components/skip-link';
import { clearSession, setDemoWritePrompt } from '../../lib/api-client';
import { isDemoMode } from '../../lib/base';
import { SessionContext, buildSession, currentUserQuery, pickTeam, teamQuery, userTeamsQuery } from '../../lib/session';
import { storage } from '../../lib/storage';
import { UiContext } from '../../lib/ui';
import { Banners, BottomBar } from './banners';
import { HelpSidebar } from './help-sidebar';
import { Sidebar } from './sidebar';
import { DemoAutoLogin } from './demo-auto-login';

// The shell's modals load when first opened, and the check of payments left while they ran once the shell is shown:
// the dashboard's own load stays within its bundle budget.
const ContactModal = lazyModal(async () => (await import('../../domain/contact/components/contact-modal')).ContactModal);
const SignUpModal = lazyModal(async () => (await import('../../domain/sign-up/components/sign-up-modal')).SignUpModal);
const TeamSwitcherModal = lazyModal(async () => (await import('./team-switcher-modal')).TeamSwitcherModal);
const PaymentOutcomeCheck = lazy(async () => ({ default: (await import('../../domain/payment/components/payment-outcome')).PaymentOutcomeCheck }));

const COMPACT_WIDTH = 84;

/** Requires both tokens; loads teams, the selected team and the current user, then draws the shell. */
export function AuthenticatedLayout() {
  const location = useLocation();
  if (!storage.hasTokens()) {
    if (isDemoMode()) return <DemoAutoLogin />;
    storage.setRedirect(location.pathname + location.search);
    return <Navigate to="/login" replace />;
  }
  return <SessionLoader />;
}

function FullPageLoader() {
  return (
    <Center h="100vh">
      <Loader />
    </Center>
  );
}

function SessionLoader() {
  const qc = useQueryClient();
  const teams = useQuery(userTeamsQuery());
  const teamId = teams.data ? pickTeam(teams.data) : null;
  const user = useQuery({ ...currentUserQuery(teamId ?? 0), enabled: teamId !== null });
  const team = useQuery({ ...teamQuery(teamId ?? 0), enabled: teamId !== null });

  useEffect(() => {
    if (teamId !== null && storage.selectedTeam() !== teamId) storage.setSelectedTeam(teamId);
  }, [teamId]);

  // An empty team list signs out to login; so does the demo user outside demo mode.
  const signOut = (teams.data && teams.data.length === 0) || (user.data?.is_demo && !isDemoMode());
  useEffect(() => {
    if (signOut) {
      clearSession();
      qc.clear();
      window.location.assign('/pro/login');
    }
  }, [signOut, qc]);

  if (signOut || !teams.data || !user.data || !team.data || teamId === null) return <FullPageLoader />;
  return <Shell session={buildSession(teamId, team.data, user.data, teams.data)} />;
}

function Shell({ session }: { session: ReturnType<typeof buildSession> }) {
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [compact, setCompact] = useLocalStorage({ key: 'gh-sidebar-compact', defaultValue: false });
  const [modal, setModal] = useState<null | 'contact' | 'sign-up' | 'teams'>(null);
  const location = useLocation();
  useEffect(() => closeMobile(), [location.pathname, closeMobile]);

  const ui = useMemo(
    () => ({ openContact: () => setModal('contact'), openSignUp: () => setModal('sign-up'), openTeamSwitcher: () => setModal('teams') }),
    [],
  );
  // Preview mode: every write the API refuses opens the sign-up prompt.
  useEffect(() => (session.demo ? setDemoWritePrompt(ui.openSignUp) : undefined), [session.demo, ui]);
  const showHelp = session.user.show_tutorial;
  // Below the sidebar breakpoint the sidebar collapses behind a burger in a slim header.
  const narrow = useMediaQuery(`(max-width: ${SIDEBAR_BREAKPOINT - 0.02}px)`) ?? false;

  return (
    <SessionContext.Provider value={session}>
      <UiContext.Provider value={ui}>
        <SkipLink />
        <AppShell
          header={narrow ? { height: 56 } : undefined}
          navbar={{ width: compact && !narrow ? COMPACT_WIDTH : SIDEBAR_WIDTH, breakpoint: SIDEBAR_BREAKPOINT, collapsed: { mobile: !mobileOpened } }}
          aside={{ width: 280, breakpoint: SIDEBAR_BREAKPOINT, collapsed: { desktop: !showHelp, mobile: true } }}
          padding="lg"
        >
          {/* Only narrow windows have the header: wide ones have no hidden burger for Tab to land on. */}
          {narrow && (
            <AppShell.Header>
              <Group h="100%" px="md">
                <Burger opened={mobileOpened} onClick={toggleMobile} aria-label="Toggle navigation" />
                <Text fw={700}>{session.team.name}</Text>
              </Group>
            </AppShell.Header>
          )}
          <AppShell.Navbar data-testid="sidebar">
            <Sidebar compact={compact && !narrow} onToggleCompact={() => setCompact(!compact)} />
          </AppShell.Navbar>
          <AppShell.Main id={MAIN_ID} tabIndex={-1}>
            <Banners />
            <Outlet />
            <BottomBar />
          </AppShell.Main>
          {showHelp && (
            <AppShell.Aside p="md" data-testid="help-sidebar">
              <HelpSidebar />
            </AppShell.Aside>
          )}
        </AppShell>
        <ContactModal opened={modal === 'contact'} onClose={() => setModal(null)} location="app" />
        <SignUpModal opened={modal === 'sign-up'} onClose={() => setModal(null)} />
        <TeamSwitcherModal opened={modal === 'teams'} onClose={() => setModal(null)} />
        {/* Payments whose page was left while they ran: their outcome, once, at the next visit. */}
        <Suspense fallback={null}>
          <PaymentOutcomeCheck />
        </Suspense>
      </UiContext.Provider>
    </SessionContext.Provider>
  );
}
