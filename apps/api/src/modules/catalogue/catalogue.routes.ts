import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@gifthub/shared/fields';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  ZAdminProductsQuery,
  ZDigitalProductsQuery,
  ZPhysicalProductsQuery,
  ZProduct,
  ZProductCreate,
  ZProductQuery,
  ZProductStatusUpdate,
  ZProductUpdate,
  ZRestock,
  ZTermsQuery,
  ZTermsResponse,
  ZProductImageParams,
  ZProductRefParams,
} from '@gifthub/shared/catalogue';
import { paged } from '@gifthub/shared/paging';
import { readMultipart } from '../../lib/multipart';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { requireAuth } from '../../plugins/auth';
import * as catalogue from './catalogue.service';
import { catalogueDocs } from '../openapi/catalogue.api-docs';

const staff = { permission: 'staff' } as const;
const signedIn = { permission: 'authenticated' } as const;
const tooLarge = `File must be at most ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB.`;

/** The marketplace catalogue (spec 3 §7 Products): the same for every team; staff edit it in the back office. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get('/terms', { config: signedIn, schema: { querystring: ZTermsQuery, response: { 200: ZTermsResponse } } }, (req) =>
    catalogue.listTerms(deps.db, req.query.taxonomy),
  );

  app.get('/marketplace/products/physical', { config: { ...signedIn, publicApi: catalogueDocs.listPhysical }, schema: { querystring: ZPhysicalProductsQuery, response: { 200: paged(ZProduct) } } }, (req) =>
    catalogue.listPhysicalProducts(deps.db, req.query),
  );

  app.get('/marketplace/products/digital', { config: { ...signedIn, publicApi: catalogueDocs.listDigital }, schema: { querystring: ZDigitalProductsQuery, response: { 200: paged(ZProduct) } } }, (req) =>
    catalogue.listDigitalProducts(deps.db, req.query),
  );

  app.get(
    '/marketplace/products/digital/:id',
    { config: { ...signedIn, publicApi: catalogueDocs.digitalDetail }, schema: { params: ZProductRefParams, response: { 200: ZProduct } } },
    (req) => catalogue.getDigitalProduct(deps.db, req.params.id),
  );

  app.get('/products/:id', { config: { ...signedIn, publicApi: catalogueDocs.productDetail }, schema: { params: ZIdParams, querystring: ZProductQuery, response: { 200: ZProduct } } }, (req) =>
    catalogue.getProduct(deps.db, req.params.id, { isStaff: requireAuth(req).isBbAdmin }),
  );

  // Images are public like the gift pages that show them; names are fixed per product version, so cached for good.
  app.get('/product-images/:file', { config: { public: true }, schema: { params: ZProductImageParams } }, async (req, reply) => {
    const image = await catalogue.productImage(deps, deps.config.dataDir, req.params.file);
    if (!image) throw AppError.notFound('Image');
    return reply
      .header('content-type', image.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(image.body);
  });

  // ---- Staff back office ----

  app.get('/admin/catalogue/products', { config: staff, schema: { querystring: ZAdminProductsQuery, response: { 200: paged(ZProduct) } } }, (req) =>
    catalogue.adminListProducts(deps.db, req.query),
  );

  app.post('/admin/catalogue/products', { config: staff, schema: { body: ZProductCreate, response: { 201: ZProduct } } }, async (req, reply) =>
    reply.code(201).send(await catalogue.createProduct(deps.db, req.body)),
  );

  app.put('/admin/catalogue/products/:id', { config: staff, schema: { params: ZIdParams, body: ZProductUpdate, response: { 200: ZProduct } } }, (req) =>
    catalogue.updateProduct(deps.db, req.params.id, req.body),
  );

  app.post('/admin/catalogue/products/:id/restock', { config: staff, schema: { params: ZIdParams, body: ZRestock, response: { 200: ZProduct } } }, (req) =>
    catalogue.restockProduct(deps.db, req.params.id, req.body.quantity),
  );

  app.put('/admin/catalogue/products/:id/status', { config: staff, schema: { params: ZIdParams, body: ZProductStatusUpdate, response: { 200: ZProduct } } }, (req) =>
    catalogue.setProductStatus(deps.db, req.params.id, req.body.status),
  );

  // Multipart with one `file` part. The multipart fileSize limit (2 MB) matches PRODUCT_IMAGE_MAX_BYTES.
  app.post('/admin/catalogue/products/:id/image', { config: staff, schema: { params: ZIdParams, response: { 200: ZProduct } } }, async (req) => {
    const { file } = await readMultipart(req, { tooLarge, fileRequired: 'File is required.' });
    const buffer = file?.fieldname === 'file' ? file.buffer : null;
    if (!buffer || !buffer.length) throw AppError.field('file', 'File is required.');
    return catalogue.uploadProductImage(deps, req.params.id, { buffer });
  });
};
