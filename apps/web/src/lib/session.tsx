import { createContext, useContext } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { TTeam, TTeamSummary } from '@gifthub/shared/teams';
import type { TCurrentUser } from '@gifthub/shared/users';
import type { TPermission } from '@gifthub/shared/permissions';
import { isPro } from '@gifthub/shared/plans';
import { http } from './api-client';
import { storage } from './storage';

export const userTeamsQuery = () =>
  queryOptions({ queryKey: ['current-user', 'teams'], queryFn: () => http.get<TTeamSummary[]>('/current-user/teams'), staleTime: 60_000 });
export const currentUserQuery = (teamId: number) =>
  queryOptions({ queryKey: ['teams', teamId, 'current-user'], queryFn: () => http.get<TCurrentUser>(`/teams/${teamId}/current-user`), staleTime: 60_000 });
export const teamQuery = (teamId: number) =>
  queryOptions({ queryKey: ['teams', teamId], queryFn: () => http.get<TTeam>(`/teams/${teamId}`), staleTime: 30_000 });

export type TSession = {
  teamId: number;
  team: TTeam;
  user: TCurrentUser;
  teams: TTeamSummary[];
  can: (p: TPermission) => boolean;
  pro: boolean;
  /** Preview mode (/demo/) or the demo team: writes are blocked. */
  demo: boolean;
  isStaff: boolean;
};

export const SessionContext = createContext<TSession | null>(null);

/** The signed-in person, team and permissions; only inside the authenticated layout. */
export function useSession(): TSession {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside the authenticated layout');
  return s;
}

export const buildSession = (teamId: number, team: TTeam, user: TCurrentUser, teams: TTeamSummary[]): TSession => ({
  teamId,
  team,
  user,
  teams,
  can: (p) => user.permissions[p],
  // The demo team is a Pro team shown read-only (spec 3 §1 preview mode): Pro screens, writes refused.
  pro: isPro(team.plan),
  demo: team.is_demo || user.is_demo,
  isStaff: user.is_bb_admin,
});

/** Picks the stored team when the user still belongs to it, else the first. */
export const pickTeam = (teams: TTeamSummary[]) => {
  const stored = storage.selectedTeam();
  return teams.find((t) => t.id === stored)?.id ?? teams[0]?.id ?? null;
};

export function useSwitchTeam() {
  const qc = useQueryClient();
  return (teamId: number) => {
    storage.setSelectedTeam(teamId);
    qc.clear();
  };
}
