import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TCampaign, TCampaignIntegrations, TCampaignReviews, TCampaignSettings } from '@gifthub/shared/campaigns';
import { api } from '../../../lib/api-client';
import { campaignKey, campaignsKey } from './keys';

/** The settings as the edit modal sends them, with the optional hero image. */
export type TCampaignSettingsInput = Omit<TCampaignSettings, 'reviews'> & { reviews?: TCampaignReviews | null; file?: File | null };

/** One of the four updates of POST /put/gb-campaigns/{id} (spec 1 §7). */
export type TCampaignUpdateInput =
  | { kind: 'settings'; values: TCampaignSettingsInput }
  | { kind: 'notecard_text'; notecard_text: string }
  | { kind: 'notecard_enabled'; notecard_enabled: boolean }
  | { kind: 'integrations'; integrations: TCampaignIntegrations };

/** The multipart form: plain fields as text, reviews and integrations as JSON, the hero image as `file`. */
export function campaignForm(input: TCampaignUpdateInput): FormData {
  const form = new FormData();
  if (input.kind === 'notecard_text') form.append('notecard_text', input.notecard_text);
  else if (input.kind === 'notecard_enabled') form.append('notecard_enabled', String(input.notecard_enabled));
  else if (input.kind === 'integrations') form.append('integrations', JSON.stringify(input.integrations));
  else {
    const { file, reviews, ...fields } = input.values;
    for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null) form.append(k, String(v));
    if (reviews) form.append('reviews', JSON.stringify(reviews));
    if (file) form.append('file', file);
  }
  return form;
}

/** POST /put/gb-campaigns/{id} (multipart): answers the campaign as read. Quiet: the modals show the refusals themselves. */
export const updateCampaign = (id: number, input: TCampaignUpdateInput) => api<TCampaign>('POST', `/put/gb-campaigns/${id}`, { form: campaignForm(input), quiet: true });

/** After a save: the campaign as answered (keeping the option counts the answer leaves out), then the lists refresh. */
export function saved(qc: QueryClient, teamId: number, campaign: TCampaign) {
  qc.setQueryData<TCampaign>(campaignKey(campaign.id), (old) => ({
    ...campaign,
    options: campaign.options.map((o) => ({ ...o, reg_count: o.reg_count ?? old?.options.find((p) => p.id === o.id)?.reg_count })),
  }));
  void qc.invalidateQueries({ queryKey: campaignsKey(teamId) });
}

export function useUpdateCampaign(teamId: number, id: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: TCampaignUpdateInput) => updateCampaign(id, input), onSuccess: (campaign) => saved(qc, teamId, campaign) });
}
