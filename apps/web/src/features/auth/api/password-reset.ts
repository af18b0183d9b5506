import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TForgotPassword, TResetPassword, TResetPasswordInfo } from '@gifthub/shared/auth';
import { http } from '../../../lib/api-client';

// Signed-out calls: no portal token, no session redirects; the pages show errors themselves.
const PUBLIC = { public: true, quiet: true, successAlert: false } as const;

/** POST /forgot-password: the same answer whether or not the account exists. */
export const useForgotPassword = () => useMutation({ mutationFn: (body: TForgotPassword) => http.post<{ ok: boolean }>('/forgot-password', body, PUBLIC) });

/** GET /reset-password?token: the e-mail a live link resets, or 404 password_reset_invalid. */
export const resetPasswordQuery = (token: string) =>
  queryOptions({ queryKey: ['reset-password', token], queryFn: () => http.get<TResetPasswordInfo>('/reset-password', { token }, PUBLIC), retry: false, staleTime: Infinity });
export const useResetPasswordLink = (token: string) => useQuery({ ...resetPasswordQuery(token), enabled: token !== '' });

/** POST /reset-password: sets the new password; the link then stops working and every session ends. */
export const useResetPassword = () => useMutation({ mutationFn: (body: TResetPassword) => http.post<TResetPasswordInfo>('/reset-password', body, PUBLIC) });
