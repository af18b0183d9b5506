import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCurrentUser, TCurrentUserUpdate } from '@gifthub/shared/users';
import { http } from '../../../lib/api-client';

export const updateCurrentUser = (teamId: number, body: TCurrentUserUpdate) => http.put<TCurrentUser>(`/teams/${teamId}/current-user`, body);

/** Saves the user settings; the sidebar reads the user and team list, so both are refreshed. */
export function useUpdateCurrentUser(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCurrentUserUpdate) => updateCurrentUser(teamId, body),
    onSuccess: (user) => {
      qc.setQueryData(['teams', teamId, 'current-user'], user);
      void qc.invalidateQueries({ queryKey: ['current-user', 'teams'] });
    },
  });
}
