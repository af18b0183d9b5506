import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@gifthub/shared/fields';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { fontFile, fontStylesheet } from './survey-fonts.service';

const ZFontCssParams = z.object({ file: text('Font', 80) });
const ZFontCssQuery = z.object({ variants: z.enum(['all']).optional() });
const ZFontFileParams = z.object({ font: text('Font', 80), version: text('Version', 40), file: text('File', 120) });

const fontNotFound = () => AppError.notFound('Font');

/**
 * The theme fonts from our own host (no font service at run time): GET /fonts/{font}.css (the @font-face rules of
 * regular, bold and italics; ?variants=all for every variant) and the woff2 files it names. Public like the survey
 * pages that load them. An unknown font answers 404 and is only logged (spec 2 §8).
 */
export const surveyFontsRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app) => {
  app.get('/fonts/:file', { config: { public: true }, schema: { params: ZFontCssParams, querystring: ZFontCssQuery } }, async (req, reply) => {
    const id = req.params.file.endsWith('.css') ? req.params.file.slice(0, -4) : null;
    const css = id ? fontStylesheet(id, req.query.variants === 'all') : undefined;
    if (!css) {
      req.log.warn({ font: req.params.file, reason: css === null ? 'no variants' : 'unknown font' }, 'font not served');
      throw fontNotFound();
    }
    // A day: the stylesheet names the package's version, so a new version is picked up by tomorrow.
    return reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff').send(css);
  });

  app.get('/fonts/files/:font/:version/:file', { config: { public: true }, schema: { params: ZFontFileParams } }, async (req, reply) => {
    const file = fontFile(req.params.font, req.params.version, req.params.file);
    if (!file) {
      req.log.warn({ font: req.params.font, file: req.params.file }, 'font file not served');
      throw fontNotFound();
    }
    return reply
      .type('font/woff2')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(createReadStream(file));
  });
};
