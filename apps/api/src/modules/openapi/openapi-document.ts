import type { FastifyContextConfig, FastifySchema } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES, ZErrorBody } from '@gifthub/shared/errors';
import { apiKeyTexts } from '@gifthub/shared/api-keys';
import { msg } from '@gifthub/shared/messages';
import { KEEP_ANSWERS_MS, KEY_PATTERN, idempotencyTexts } from '../idempotency/idempotency.service';
import { PUBLIC_API_TAGS, PUBLIC_API_TAG_TEXTS, type TPublicApiDoc } from '../../plugins/public-api';

/**
 * The OpenAPI 3.1 document of the public API, built from the registered routes that declare `publicApi`: every
 * schema in it is converted from the zod schema the route validates or answers with (z.toJSONSchema, draft
 * 2020-12, the dialect OpenAPI 3.1 uses), so the document cannot drift from the code.
 */

export const API_PREFIX = '/api/v1';
export const API_VERSION = '1.0.0';

type TJson = Record<string, unknown>;
/** A registered route, as the onRoute hook sees it. */
export type TDocRoute = { method: string; url: string; config: FastifyContextConfig; schema?: FastifySchema };
/** A documented route: its doc is there. */
export type TPublicRoute = TDocRoute & { config: FastifyContextConfig & { publicApi: TPublicApiDoc } };

export const isPublicRoute = (r: TDocRoute): r is TPublicRoute => Boolean(r.config.publicApi) && r.method !== 'HEAD' && r.url.startsWith(`${API_PREFIX}/`);

/**
 * A zod schema as JSON Schema: what a request may send (io 'input': defaults optional) or what an answer holds
 * (io 'output': the fields the serializer writes, and no others). Only additionalProperties tells the two apart for
 * the documented answers: the serializer writes the declared fields alone (lib/response-serializer.ts).
 */
export function jsonSchemaFor(schema: unknown, io: 'input' | 'output' = 'input'): TJson | null {
  if (!(schema instanceof z.ZodType)) return null;
  const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as TJson;
  delete json.$schema;
  return json;
}

/** '/api/v1/teams/:teamId/surveys/:id' → '/teams/{teamId}/surveys/{id}' (the server URL carries /api/v1). */
export const openApiPath = (url: string) => url.slice(API_PREFIX.length).replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** 'Send a gift' → 'sendAGift': stable, readable operation ids for client generators. */
export const operationIdOf = (summary: string) =>
  summary
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .trim()
    .split(/\s+/)
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('');

const ERROR_RESPONSES = {
  401: { name: 'Unauthorized', description: 'The API key is missing, unknown or revoked.', example: { message: apiKeyTexts.invalid, code: ERROR_CODES.invalidToken } },
  403: {
    name: 'Forbidden',
    description: "The key may not do this: a read-only key asked to write, the key's role lacks the permission, or the team's plan does not include the feature.",
    example: { message: apiKeyTexts.readOnly, code: ERROR_CODES.forbidden },
  },
  404: { name: 'NotFound', description: "The resource does not exist or belongs to another team.", example: { message: 'Gift not found.', code: ERROR_CODES.notFound } },
  422: {
    name: 'ValidationFailed',
    description: 'A parameter or a field of the body is missing or wrong: errors names each field with its first failing rule.',
    example: { message: msg.required('E-mail'), code: ERROR_CODES.validation, errors: { email: [msg.required('E-mail')] } },
  },
  429: { name: 'TooManyRequests', description: 'The key has used up its requests for this window: wait for Retry-After seconds.', example: { message: apiKeyTexts.tooManyRequests, code: ERROR_CODES.throttled } },
} as const;
export type TErrorStatus = keyof typeof ERROR_RESPONSES;

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': 'Requests the key may make in the current window.',
  'RateLimit-Remaining': 'Requests left in the current window.',
  'RateLimit-Reset': 'Seconds until the window resets.',
};

/** The errors an operation may answer: every call can be refused or throttled; ids can be unknown; input can be wrong. */
export function errorStatusesOf(route: TDocRoute): TErrorStatus[] {
  const s = route.schema ?? {};
  const statuses: TErrorStatus[] = [401, 403];
  if (s.params) statuses.push(404);
  if (s.params || s.querystring || s.body) statuses.push(422);
  statuses.push(429);
  return statuses;
}

/** The 2xx status and schema a route answers with (a route without a response schema answers "an object"). */
export function successOf(route: TDocRoute): { status: string; schema: unknown } {
  const response = (route.schema?.response ?? {}) as Record<string, unknown>;
  const status = Object.keys(response).find((k) => /^2\d\d$/.test(k)) ?? '200';
  return { status, schema: response[status] };
}

type TParam = { name: string; in: 'path' | 'query'; required: boolean; description?: string; schema?: TJson; content?: TJson; style?: string; explode?: boolean; example?: unknown };

/** A sample call's parameter (as written in a URL) as the value its schema describes: 24 → integer, 'true' → boolean, JSON → object. */
function typedExample(value: unknown, schema: TJson): unknown {
  if (typeof value !== 'string') return value;
  const types = [schema.type, ...((schema.anyOf ?? []) as TJson[]).map((s) => s.type)].flat();
  if (types.includes('object') || types.includes('array')) return JSON.parse(value) as unknown;
  if ((types.includes('integer') || types.includes('number')) && value !== '' && !Number.isNaN(Number(value))) return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** The path or query parameters of a route, one per property of its params or querystring schema. */
export function parametersOf(schema: unknown, where: 'path' | 'query', examples: Record<string, unknown> = {}): TParam[] {
  const json = jsonSchemaFor(schema);
  if (!json) return [];
  const properties = (json.properties ?? {}) as Record<string, TJson>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    const param: TParam = { name, in: where, required: where === 'path' || required.has(name) };
    if (typeof description === 'string') param.description = description;
    // The query string is parsed flat: an object travels as one JSON-encoded value (filters={"status":"active"}).
    const example = examples[name] !== undefined ? { example: typedExample(examples[name], rest) } : {};
    if (where === 'query' && rest.type === 'object') param.content = { 'application/json': { schema: rest, ...example } };
    else Object.assign(param, { schema: rest, ...example });
    if (where === 'query' && rest.type === 'array') Object.assign(param, { style: 'form', explode: true });
    return param;
  });
}

function operationOf(route: TPublicRoute): TJson {
  const doc = route.config.publicApi;
  const { example } = doc;
  const parameters: unknown[] = [...parametersOf(route.schema?.params, 'path', example.params), ...parametersOf(route.schema?.querystring, 'query', example.query)];
  if (route.config.idempotent) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  const success = successOf(route);
  const rateHeaders = Object.fromEntries(Object.keys(RATE_LIMIT_HEADERS).map((h) => [h, { $ref: `#/components/headers/${h}` }]));
  const responses: TJson = {
    [success.status]: { description: 'OK', headers: rateHeaders, content: { 'application/json': { schema: jsonSchemaFor(success.schema, 'output') ?? { type: 'object' }, example: example.response } } },
  };
  for (const status of errorStatusesOf(route)) responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
  return {
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    operationId: operationIdOf(doc.summary),
    ...(route.method === 'GET' ? {} : { 'x-required-key-role': 'full' }),
    ...(parameters.length ? { parameters } : {}),
    ...(route.schema?.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaFor(route.schema.body) ?? { type: 'object' }, example: example.body } } } } : {}),
    responses,
  };
}

function components(): TJson {
  const responses: TJson = {};
  for (const { name, description, example } of Object.values(ERROR_RESPONSES)) {
    const headers = name === 'TooManyRequests' ? { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } : undefined;
    responses[name] = { description, ...(headers ? { headers } : {}), content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example } } };
  }
  const headers: TJson = Object.fromEntries(Object.entries(RATE_LIMIT_HEADERS).map(([h, description]) => [h, { description, schema: { type: 'integer', minimum: 0 } }]));
  headers['Retry-After'] = { description: 'Seconds to wait before calling again.', schema: { type: 'integer', minimum: 1 } };
  return {
    securitySchemes: {
      apiKey: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'ghk_…',
        description: 'A team API key (Settings → Integrations), sent as `Authorization: Bearer ghk_…`. A read-only key may call GET operations; a full key may call every operation.',
      },
    },
    schemas: { Error: { ...jsonSchemaFor(ZErrorBody, 'output'), description: 'Every error: a message for people, a stable code for programs, and the first failing rule per field.' } },
    parameters: {
      IdempotencyKey: {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: `A unique string, such as a UUID: a retry with the same key and body answers the first answer again (with Idempotent-Replayed: true) instead of acting twice, for ${KEEP_ANSWERS_MS / 3_600_000} hours. ${idempotencyTexts.badKey}`,
        schema: { type: 'string', pattern: KEY_PATTERN.source },
        example: 'order-2026-11-24-priya-shah',
      },
    },
    headers,
    responses,
  };
}

/** The whole document, from the documented routes (in registration order within each path). */
export function buildOpenApiDocument(routes: readonly TDocRoute[]): TJson {
  const documented = routes.filter(isPublicRoute);
  const paths: Record<string, TJson> = {};
  for (const route of documented) (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = operationOf(route);
  const used = new Set(documented.map((r) => r.config.publicApi.tag));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gifthub API',
      version: API_VERSION,
      summary: "Send gifts, run campaigns and read their results from your own systems.",
      description: 'The documented part of the Gifthub API, called with a team API key. The reference with examples is at /api/docs.',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: API_PREFIX, description: 'This Gifthub server' }],
    security: [{ apiKey: [] }],
    tags: PUBLIC_API_TAGS.filter((t) => used.has(t)).map((name) => ({ name, description: PUBLIC_API_TAG_TEXTS[name] })),
    paths,
    components: components(),
  };
}
