import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSourceForm, TSurveySource } from '@gifthub/shared/surveys';
import { http } from '../../../lib/api-client';
import { surveyKeys } from './keys';

export type TSourceValues = Required<TSourceForm>;

/**
 * A source saved from its modal. New: POST …/sources with the form (the form's type: a social network is sent as
 * its own name and stored as social with that platform). Edited: PUT …/sources/{sourceId} with name, type and slug,
 * then, when Active changed, POST …/publish or …/unpublish (spec 2 §4). Quiet: the modal shows refusals under fields.
 */
export async function saveSource(teamId: number, surveyId: number, values: TSourceValues, source: TSurveySource | null) {
  const base = `/teams/${teamId}/surveys/${surveyId}/sources`;
  if (!source) return http.post<unknown>(base, values, { quiet: true });
  const { active, ...fields } = values;
  const changed = active !== source.active;
  await http.put<unknown>(`${base}/${source.id}`, fields, { quiet: true, successAlert: !changed });
  if (changed) await http.post<unknown>(`${base}/${source.id}/${active ? 'publish' : 'unpublish'}`, undefined, { quiet: true });
  return null;
}

export function useSaveSource(teamId: number, surveyId: number, source: TSurveySource | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (values: TSourceValues) => saveSource(teamId, surveyId, values, source),
    onSettled: () => qc.invalidateQueries({ queryKey: surveyKeys.sources(teamId, surveyId) }),
  });
}
