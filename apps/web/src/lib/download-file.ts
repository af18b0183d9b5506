import { API_PREFIX, ApiError, buildQuery, type TQuery } from './api-client';
import { showAlert } from './alerts';
import { storage } from './storage';

/** The file name a Content-Disposition header gives, if any. */
export function fileNameFrom(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1]!);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1]! : null;
}

/**
 * Fetches a file with the bearer token (a plain link cannot send it) and saves it with a Blob download: a GET, or a
 * POST when a JSON body is given (an export with its choices). Errors go through the alert catalogue like every other call.
 */
export async function downloadFile(path: string, query: TQuery, fallbackName: string, body?: unknown) {
  const headers: Record<string, string> = {};
  const token = storage.apiToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const init: RequestInit = body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) };
  const res = await fetch(`${API_PREFIX}${path}${buildQuery(query)}`, init).catch(() => null);
  if (!res) {
    showAlert(null, { code: 'network' });
    throw new ApiError(null, 'network', 'The server could not be reached.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string; code?: string; errors?: Record<string, string[]> } | null;
    showAlert(res.status, body);
    throw new ApiError(res.status, body?.code ?? 'error', body?.message ?? res.statusText, body?.errors ?? {});
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameFrom(res.headers.get('content-disposition')) ?? fallbackName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
