import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBulkFields, TBulkReport } from '@gifthub/shared/campaign-batches';
import type { TBulkKind } from '@gifthub/shared/campaign-csv';
import { api } from '../../../lib/api-client';
import { campaignRecipientsKey } from '../../../domain/registrations/api/get-registrations';
import { campaignKey } from './keys';

export type TBulkInput = { kind: TBulkKind; file: File; fields: TBulkFields };

const PATHS: Record<TBulkKind, string> = { send: 'bulk/csv', invite: 'bulk/csv-link' };

/** The multipart form (spec 1 §7): the fields as text, the CSV as the `file` part. */
function bulkForm(input: TBulkInput) {
  const form = new FormData();
  for (const [k, v] of Object.entries(input.fields)) if (v !== undefined && v !== null && v !== '') form.append(k, String(v));
  form.append('file', input.file);
  return form;
}

/**
 * POST /gb-campaigns/{id}/registrations/bulk/csv (Multi Send) or .../bulk/csv-link (Multi Invite): a dry run answers
 * the report only; a run sends one Idempotency-Key per attempt, so a retry after a lost answer writes once.
 */
export const uploadBulk = (campaignId: number, input: TBulkInput, opts: { dryRun: boolean; key?: string }) =>
  api<TBulkReport>('POST', `/gb-campaigns/${campaignId}/registrations/${PATHS[input.kind]}`, {
    form: bulkForm(input),
    query: opts.dryRun ? { dry_run: true } : undefined,
    headers: opts.key ? { 'idempotency-key': opts.key } : undefined,
    quiet: true,
    successAlert: false,
  });

export function useBulkUpload(campaignId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { input: TBulkInput; dryRun: boolean; key?: string }) => uploadBulk(campaignId, v.input, { dryRun: v.dryRun, key: v.key }),
    onSuccess: (report) => {
      if (report.dry_run) return;
      void qc.invalidateQueries({ queryKey: campaignRecipientsKey(campaignId) });
      void qc.invalidateQueries({ queryKey: campaignKey(campaignId), exact: true });
    },
  });
}
