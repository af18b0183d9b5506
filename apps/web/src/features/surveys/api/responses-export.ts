import { EXPORT_FILENAMES, type TResponsesExport } from '@gifthub/shared/survey-responses';
import { downloadFile } from '../../../lib/download-file';

/** POST …/responses/export: the file the server makes (CSV rows or the PDF report), saved as survey-export.csv or .pdf. */
export const exportResponses = (teamId: number, surveyId: number, body: TResponsesExport) =>
  downloadFile(`/teams/${teamId}/surveys/${surveyId}/responses/export`, {}, EXPORT_FILENAMES[body.format ?? 'csv'], body);
