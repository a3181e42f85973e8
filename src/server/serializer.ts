// Every JSON answer is written by fast-json-stringify from its route's response schema
// (#shared/schemas): the zod schema becomes JSON Schema once, when the route first
// answers, and each answer is then written by a compiled function instead of being
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

/**
 * A route's writer is compiled on its first answer, not when the route is registered:
 * compiling all of them at start was a quarter of the server's cold start (decision 010).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let escrever: ((dado: unknown) => string) | undefined;
  return (dado) => {
    escrever ??= escritaDe(schema);
    return escrever(dado);
  };
};
