import { useQueryClient } from '@tanstack/react-query';
import { clearSession, http } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';

/** POST /clear-auth-cookies revokes both tokens; locally the tokens, selected team and UI cookies go. */
export function useLogout() {
  const qc = useQueryClient();
  return async () => {
    // Signed out here first, so a read still in flight that the revocation answers 401 is stale, not a redirect.
    const token = storage.apiToken();
    clearSession();
    qc.clear();
    if (token) await http.post('/clear-auth-cookies', {}, { quiet: true, successAlert: false, headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
  };
}
