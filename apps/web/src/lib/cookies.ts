import { COOKIE_DAYS } from '@gifthub/shared/constants';

export function getCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${encodeURIComponent(name)}=`));
  return match ? decodeURIComponent(match.slice(match.indexOf('=') + 1)) : null;
}

export function setCookie(name: string, value: string, opts: { days?: number; ms?: number } = {}) {
  const ms = opts.ms ?? (opts.days ?? COOKIE_DAYS) * 86_400_000;
  const expires = new Date(Date.now() + ms).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export const deleteCookie = (name: string) => {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};

/** Cookies cleared on logout (UI state that belongs to the signed-in person). */
export const SESSION_COOKIES = ['gh-notification-hidden', 'gh-sidebar-compact'];
