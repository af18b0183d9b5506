import { useMutation } from '@tanstack/react-query';
import type { TLogin, TLoginResult } from '@gifthub/shared/auth';
import { http } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';

export const postLogin = (body: TLogin) => http.post<TLoginResult>('/login', body, { quiet: true, successAlert: false });
export const postDemoLogin = () => http.post<TLoginResult>('/demo-login', {}, { quiet: true, successAlert: false });

/** POST /login: stores both tokens; the layout then fetches the user's teams. */
export const useLogin = () =>
  useMutation({
    mutationFn: postLogin,
    onSuccess: (r) => storage.setTokens(r.apiToken, r.wpToken),
  });
