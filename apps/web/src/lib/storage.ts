import { STORAGE_KEYS } from '@gifthub/shared/constants';

const get = (key: string) => window.localStorage.getItem(key);
const set = (key: string, value: string | null) => (value === null ? window.localStorage.removeItem(key) : window.localStorage.setItem(key, value));

/** The four local storage keys of spec 1 §7. */
export const storage = {
  apiToken: () => get(STORAGE_KEYS.apiToken),
  wpToken: () => get(STORAGE_KEYS.wpToken),
  setTokens: (api: string, wp: string) => {
    set(STORAGE_KEYS.apiToken, api);
    set(STORAGE_KEYS.wpToken, wp);
  },
  selectedTeam: () => {
    const v = Number(get(STORAGE_KEYS.selectedTeam));
    return Number.isInteger(v) && v > 0 ? v : null;
  },
  setSelectedTeam: (id: number | null) => set(STORAGE_KEYS.selectedTeam, id === null ? null : String(id)),
  redirect: () => get(STORAGE_KEYS.redirect),
  setRedirect: (path: string | null) => set(STORAGE_KEYS.redirect, path),
  hasTokens: () => Boolean(get(STORAGE_KEYS.apiToken) && get(STORAGE_KEYS.wpToken)),
  /** Clears tokens and the selected team (logout and auth failures). */
  clearAuth: () => {
    set(STORAGE_KEYS.apiToken, null);
    set(STORAGE_KEYS.wpToken, null);
    set(STORAGE_KEYS.selectedTeam, null);
  },
};
