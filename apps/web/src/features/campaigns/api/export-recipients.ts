import { recipientsExportName } from '@gifthub/shared/campaign-registrations';
import { API_PREFIX, ApiError, buildQuery } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alerts';
import { storage } from '../../../lib/storage';
import type { TRecipientsFilters } from './get-recipients';

/** The file name a Content-Disposition header gives, if any. */
function fileNameFrom(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1]!);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1]! : null;
}

/**
 * GET /gb-campaigns/{id}/registrations/export with the list's filters: the CSV is fetched with the bearer token (a
 * plain link cannot send it) and saved under the name the server gives (the campaign id and today's date).
 */
export async function exportRecipients(campaignId: number, filters: TRecipientsFilters) {
  const headers: Record<string, string> = {};
  const token = storage.apiToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${API_PREFIX}/gb-campaigns/${campaignId}/registrations/export${buildQuery(filters)}`, { headers }).catch(() => null);
  if (!res) {
    showAlert(null, { code: 'network' });
    throw new ApiError(null, 'network', 'The server could not be reached.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string; code?: string; errors?: Record<string, string[]> } | null;
    showAlert(res.status, body);
    throw new ApiError(res.status, body?.code ?? 'error', body?.message ?? res.statusText, body?.errors ?? {});
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameFrom(res.headers.get('content-disposition')) ?? recipientsExportName(campaignId, new Date());
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
