// The public pages' API calls (the light entry: no portal client, no alerts, no session). They never send the
// portal's token and never sign anyone out, whatever the answer; each page shows its own messages.

import { ApiError } from './api-error';

/** An API refusal as the public pages read it: status, code, message and the first message per field. */
export { ApiError as PublicApiError };

/** What the server answered for a page's data (inlined into the page, or fetched): status and JSON body. */
export type TPageData = { status: number; body: unknown };

type TErrorBody = { message?: string; code?: string; errors?: Record<string, string[]> } | null;

/** The answer's data, or a PublicApiError for a refusal. */
export function pageResult<T>({ status, body }: TPageData): T {
  if (status >= 200 && status < 300) return body as T;
  const e = (body && typeof body === 'object' ? body : { message: String(body ?? '') }) as TErrorBody;
  throw new ApiError(status, e?.code ?? 'error', e?.message ?? '', e?.errors ?? {});
}

export const PUBLIC_API_PREFIX = '/api/v1';

export async function publicCall<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${PUBLIC_API_PREFIX}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(null, 'network', 'The server could not be reached.');
  }
  const isJson = res.headers.get('content-type')?.includes('application/json');
  const data: unknown = isJson ? await res.json().catch(() => null) : { message: (await res.text()) || res.statusText };
  return pageResult<T>({ status: res.status, body: data });
}
