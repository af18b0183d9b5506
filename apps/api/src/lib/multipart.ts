import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { AppError } from './app-error';

export type TUpload = { buffer: Buffer; mimetype: string; filename: string; fieldname: string };

export const multipartTexts = { unreadable: 'The upload could not be read. Please choose the file and try again.' } as const;

/**
 * Reads a multipart form: its first file (at most maxBytes) and its text fields. One place for the
 * failures a form upload can have: not multipart, too large (a field message the form shows), and a
 * body that is cut off or has no boundary (400, never a 5xx).
 */
export async function readMultipart(
  req: FastifyRequest,
  opts: { maxBytes?: number; tooLarge: string; fileRequired: string; maxFields?: number },
): Promise<{ file: TUpload | null; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw AppError.field('file', opts.fileRequired);
  let file: TUpload | null = null;
  const fields: Record<string, string> = {};
  try {
    const limits = { files: 1, fields: opts.maxFields ?? 10, ...(opts.maxBytes ? { fileSize: opts.maxBytes } : {}) };
    for await (const part of req.parts({ limits })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw AppError.field('file', opts.tooLarge);
        if (!file) file = { buffer, mimetype: part.mimetype, filename: part.filename, fieldname: part.fieldname };
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    // Over the limit toBuffer throws a bare 413; the form wants a field message.
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.field('file', opts.tooLarge);
    throw new AppError(ERROR_CODES.badRequest, 400, multipartTexts.unreadable);
  }
  return { file, fields };
}
