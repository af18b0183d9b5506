import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCampaign, TGiftOption, TGiftOptionUpdate } from '@gifthub/shared/campaigns';
import { http } from '../../../lib/api-client';
import { campaignKey, optionKey } from './keys';

/** POST /put/gb-options/{id} { description }: the team edits an option's description (Pro: managing options). */
export const updateOption = (id: number, body: TGiftOptionUpdate) => http.post<TGiftOption>(`/put/gb-options/${id}`, body, { quiet: true });

export function useUpdateOption(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TGiftOptionUpdate) => updateOption(id, body),
    onSuccess: (option) => {
      qc.setQueryData(optionKey(id), option);
      // The campaign's card shows the option too: its copy takes the new description, keeping its count.
      qc.setQueryData<TCampaign>(campaignKey(option.campaign_id), (c) => c && { ...c, options: c.options.map((o) => (o.id === id ? { ...option, reg_count: o.reg_count } : o)) });
    },
  });
}
