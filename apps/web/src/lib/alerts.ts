import { notifications } from '@mantine/notifications';
import { SUCCESS_ALERT_DELAY_MS } from '@gifthub/shared/constants';

type TAlert = { title: string; text: string; color: string };

/** The alert catalogue of spec 1 §8: a title and text per HTTP status (the server message preferred). */
export function alertFor(status: number | null, body: { message?: string; code?: string; errors?: Record<string, string[]> } | null): TAlert {
  const message = body?.message;
  if (status === null) return { title: 'Script error', text: `Refresh the page. If the problem persists, contact the administrator${body?.code ? ` (${body.code})` : ''}.`, color: 'red' };
  if (status >= 500) return { title: 'Server error', text: message && status !== 500 ? message : 'Please contact the administrator.', color: 'red' };
  if (status === 400) return { title: 'Bad request', text: `${message ?? 'The request could not be read.'} Some data is missing or faulty.`, color: 'red' };
  if (status >= 401 && status <= 403) return { title: 'Unauthorized', text: message ?? 'You are not allowed to do this.', color: 'red' };
  if (status === 422) {
    const fields = Object.values(body?.errors ?? {}).map((m) => m[0]).filter(Boolean);
    return { title: 'Missing or wrong values', text: [message, ...fields.filter((f) => f !== message)].filter(Boolean).join(' '), color: 'orange' };
  }
  if (status === 423) return { title: 'Locked', text: 'Resource locked', color: 'orange' };
  if (status >= 200 && status < 300) return { title: 'Request complete', text: 'Your request has been submitted successfully.', color: 'green' };
  return { title: 'Application error', text: message ?? 'Please contact the administrator.', color: 'red' };
}

export function showAlert(status: number | null, body: Parameters<typeof alertFor>[1]) {
  const a = alertFor(status, body);
  notifications.show({ title: a.title, message: a.text, color: a.color, withBorder: true });
}

/** Success is shown with the catalogue's 1500 ms delay. */
export function showSuccess() {
  window.setTimeout(() => showAlert(200, null), SUCCESS_ALERT_DELAY_MS);
}
