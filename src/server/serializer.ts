// Every JSON answer is written by fast-json-stringify from its route's response schema
// (#shared/schemas): the zod schema becomes JSON Schema once, when the route is
// registered, and each answer is then written by a compiled function instead of being
// validated by zod and passed to JSON.stringify. Only declared fields leave the server:
// a column added to a query does not leak into an answer by accident.

import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  // The output side: what transforms and defaults produce, which is what the handler returns.
  fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as Schema);
