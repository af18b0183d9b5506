import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Fastify's serializer for every response schema. The zod schema in packages/shared stays the contract; each
 * answer is written by fast-json-stringify compiled once from that schema's JSON Schema, which keeps only the
 * declared fields, in the schema's order, without running zod on every request (~10 µs a read).
 *
 * `check` (the API tests) also runs the zod serializer on every answer: an answer that breaks its schema fails
 * as before (500, logged with the zod issues), and one the two serializers would write differently fails too, so
 * every API test proves the compiled serializer writes what zod would.
 *
 * Schemas JSON Schema cannot express (transforms, dates…) keep the zod serializer.
 */
export function createResponseSerializerCompiler({ check }: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const zodSerialize = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const fast = compiledSerializer(route.schema);
    if (!fast) return zodSerialize;
    if (!check) return fast;
    return (data: unknown) => {
      // Throws ResponseSerializationError (a 500 naming the issues) when the answer breaks its schema.
      const expected = zodSerialize(data);
      const written = fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new ResponseSerializationError(route.method, route.url, { cause: new z.ZodError([{ code: 'custom', path: [], message: `fast-json-stringify wrote ${written}; zod writes ${expected}`, input: data }]) });
      return written;
    };
  };
}

type TSerialize = (data: unknown) => string;
// Compiled once per schema and process: the schemas are module constants, and a compiled serializer holds no state,
// so every app built in the process shares it (an API test worker builds an app per file; compiling all routes'
// serializers took seconds of each).
const compiled = new WeakMap<object, TSerialize | null>();

/** fast-json-stringify's serializer for a response schema, or null where JSON Schema cannot stand for it. */
function compiledSerializer(schema: unknown): TSerialize | null {
  if (typeof schema !== 'object' || schema === null) return null;
  let fast = compiled.get(schema);
  if (fast === undefined) {
    const json = jsonSchemaOf(schema);
    fast = json ? (fastJson(json) as TSerialize) : null;
    compiled.set(schema, fast);
  }
  return fast;
}

/** The JSON Schema fast-json-stringify compiles from a response schema, or null where it cannot stand for it. */
export function jsonSchemaOf(schema: unknown): Record<string, unknown> | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    // The serializer encodes (output → input), so the written JSON has the schema's input shape.
    const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'throw', cycles: 'throw' });
    delete json.$schema;
    return json;
  } catch {
    return null;
  }
}
