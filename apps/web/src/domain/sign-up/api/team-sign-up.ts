import { useMutation } from '@tanstack/react-query';
import type { TTeamSignUp } from '@gifthub/shared/auth';
import { http } from '../../../lib/api-client';

/** POST /team-sign-up: a new team and its manager. The modal shows the errors itself (quiet). */
export const useTeamSignUp = () =>
  useMutation({ mutationFn: (body: TTeamSignUp) => http.post<{ team_id: number; plan: string }>('/team-sign-up', body, { quiet: true, successAlert: false }) });
