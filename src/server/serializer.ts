// Every JSON answer is written by fast-json-stringify from its route's response schema
// (#shared/schemas): the zod schema becomes JSON Schema once, when the route is
// registered, and each answer is then written by a compiled function instead of being
// validated by zod and passed to JSON.stringify. Only declared fields leave the server:
// a column added to a query does not leak into an answer by accident.

import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

const escritas = new WeakMap<z.ZodType, (dado: unknown) => string>();

/** The compiled writer of `schema`'s output side (what transforms and defaults produce), made once per schema. */
export function escritaDe(schema: z.ZodType): (dado: unknown) => string {
  let escrever = escritas.get(schema);
  if (!escrever) {
    escrever = fastJson(
      z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as Schema,
    );
    escritas.set(schema, escrever);
  }
  return escrever;
}

export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => escritaDe(schema);
