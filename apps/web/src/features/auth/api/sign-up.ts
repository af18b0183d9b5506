import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TSignUp, TSignUpInvite } from '@gifthub/shared/auth';
import { http } from '../../../lib/api-client';

export const signUpInviteQuery = (token: string) =>
  queryOptions({ queryKey: ['sign-up', token], queryFn: () => http.get<TSignUpInvite>('/sign-up', { token }, { quiet: true }), retry: false });
export const useSignUpInvite = (token: string) => useQuery(signUpInviteQuery(token));

export const useSignUp = () => useMutation({ mutationFn: (body: TSignUp) => http.post<{ email: string }>('/sign-up', body, { quiet: true, successAlert: false }) });
