import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type TSchema = z.ZodType;
type TDef = { type: string; in?: TSchema; out?: TSchema; innerType?: TSchema; shape?: Record<string, TSchema>; catchall?: TSchema };

const defOf = (schema: TSchema) => (schema as unknown as { _zod: { def: TDef } })._zod.def;

/**
 * The object a query schema reads, under preprocessing, defaults and refinements; null when there is none or it
 * takes any key (a loose object or a catchall).
 */
export function queryObjectOf(schema: TSchema): Record<string, TSchema> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.catchall && defOf(def.catchall).type !== 'never' ? null : (def.shape ?? null);
  if (def.type === 'pipe') return (def.in && queryObjectOf(def.in)) ?? (def.out && queryObjectOf(def.out)) ?? null;
  if (def.innerType) return queryObjectOf(def.innerType);
  return null;
}

/**
 * fastify-type-provider-zod's compiler, and a query parameter the route's query schema does not name is refused
 * (422 "Unknown field: x.") rather than silently ignored: a misspelt filter (`date_start` for `date-start`) would
 * otherwise answer the whole unfiltered list as if it had been applied. Bodies are refused by their own strict
 * schemas; a query schema is checked here so that every list's schema stays a plain object.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  const validate = zodValidatorCompiler(route);
  const shape = route.httpPart === 'querystring' ? queryObjectOf(route.schema) : null;
  if (!shape) return validate;
  const known = z.strictObject(Object.fromEntries(Object.keys(shape).map((k) => [k, z.unknown().optional()])));
  const guard = zodValidatorCompiler({ ...route, schema: known });
  return (data) => {
    const unknown = guard(data) as { error?: Error };
    return unknown.error ? { error: unknown.error } : validate(data);
  };
};
