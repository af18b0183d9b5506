import { ERROR_CODES } from '@gifthub/shared/error-codes';
import { showAlert, showSuccess } from './alerts';
import { SESSION_COOKIES, deleteCookie } from './cookies';
import { navigateTo } from './navigation';
import { storage } from './storage';
import { ApiError } from './api-error';

export { ApiError };

export type TQuery = Record<string, string | number | boolean | null | undefined>;
export type TRequestOptions = {
  body?: unknown;
  form?: FormData;
  query?: TQuery;
  /** No catalogue alert for errors (the screen shows them itself). */
  quiet?: boolean;
  /** Show 'Request complete' after a successful write (default true for writes). */
  successAlert?: boolean;
  headers?: Record<string, string>;
  /** A public page's call (the recipient's gift page): no portal token and no session redirects, whatever the answer. */
  public?: boolean;
};

export const API_PREFIX = '/api/v1';

export const buildQuery = (query?: TQuery) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
};

let demoWritePrompt: (() => void) | null = null;
/**
 * Preview mode (spec 3 §1): a write the API refuses as demo-read-only opens the shell's sign-up prompt instead of an
 * error alert. The API decides what is a write (one rule, no list here); the shell registers the prompt.
 */
export function setDemoWritePrompt(prompt: () => void) {
  demoWritePrompt = prompt;
  return () => {
    if (demoWritePrompt === prompt) demoWritePrompt = null;
  };
}

/** Signs out locally: tokens, selected team and UI cookies. */
export function clearSession() {
  storage.clearAuth();
  for (const c of SESSION_COOKIES) deleteCookie(c);
}

/**
 * Every call goes through here: bearer token, JSON, the alert catalogue, and the 401/403 rules of spec 1 §8
 * (auth failures clear the session and go to /welcome; a lost team signs out to /pro/login).
 */
export async function api<T>(method: string, path: string, opts: TRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  const token = opts.public ? null : storage.apiToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(`${API_PREFIX}${path}${buildQuery(opts.query)}`, { method, headers, body });
  } catch {
    const err = new ApiError(null, 'network', 'The server could not be reached.');
    if (!opts.quiet) showAlert(null, { code: 'network' });
    throw err;
  }
  const isJson = res.headers.get('content-type')?.includes('application/json');
  const data = isJson ? await res.json().catch(() => null) : await res.text();
  if (res.ok) {
    if (method !== 'GET' && opts.successAlert !== false) showSuccess();
    return data as T;
  }
  const errBody = (isJson ? data : { message: String(data || res.statusText) }) as { message?: string; code?: string; errors?: Record<string, string[]> } | null;
  const err = new ApiError(res.status, errBody?.code ?? 'error', errBody?.message ?? res.statusText, errBody?.errors ?? {});

  const isLogin = path === '/login';
  if (opts.public) {
    if (!opts.quiet) showAlert(res.status, errBody);
    throw err;
  }
  // A refusal of a call sent without a token, or with one this tab no longer holds (signed out meanwhile, e.g. a read
  // racing Sign Out), changes nothing: whoever cleared the session already decided where to go, and the signed-in
  // layout sends a tab without tokens to the login page.
  const stale = token === null || storage.apiToken() !== token;
  if (stale && (res.status === 401 || (res.status === 403 && err.code === ERROR_CODES.invalidToken))) throw err;
  if (!stale && ((res.status === 401 && !isLogin && err.code !== ERROR_CODES.demoUnavailable) || (res.status === 403 && err.code === ERROR_CODES.invalidToken))) {
    clearSession();
    navigateTo('/welcome');
    throw err;
  }
  if (err.code === ERROR_CODES.noTeam || err.code === ERROR_CODES.noTeamUser) {
    clearSession();
    window.location.assign('/pro/login');
    throw err;
  }
  if (res.status === 403 && err.code === ERROR_CODES.demoReadOnly && demoWritePrompt) {
    demoWritePrompt();
    throw err;
  }
  if (!opts.quiet) showAlert(res.status, errBody);
  throw err;
}

export const http = {
  get: <T>(path: string, query?: TQuery, opts: TRequestOptions = {}) => api<T>('GET', path, { ...opts, query }),
  post: <T>(path: string, body?: unknown, opts: TRequestOptions = {}) => api<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts: TRequestOptions = {}) => api<T>('PUT', path, { ...opts, body }),
  del: <T>(path: string, body?: unknown, opts: TRequestOptions = {}) => api<T>('DELETE', path, { ...opts, body }),
};
