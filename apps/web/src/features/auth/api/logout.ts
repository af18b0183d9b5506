import { useQueryClient } from '@tanstack/react-query';
import { clearSession, http } from '../../../lib/api-client';

/** POST /clear-auth-cookies revokes both tokens; locally the tokens, selected team and UI cookies go. */
export function useLogout() {
  const qc = useQueryClient();
  return async () => {
    await http.post('/clear-auth-cookies', {}, { quiet: true, successAlert: false }).catch(() => undefined);
    clearSession();
    qc.clear();
  };
}
