import { useMutation } from '@tanstack/react-query';
import type { TContactForm } from '@gifthub/shared/contact';
import { http } from '../../../lib/api-client';

/** POST /public/emails/contact-form/send. The modal shows its own success and failure texts, so the global alert stays quiet. */
export const useSendContactForm = () =>
  useMutation({ mutationFn: (body: TContactForm) => http.post<{ ok: boolean }>('/public/emails/contact-form/send', body, { quiet: true, successAlert: false }) });
