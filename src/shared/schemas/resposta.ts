// Answers many routes share. Every JSON route declares the schema of its answer
// (`schema.response`): the server serializes through it, so a field it does not
// declare never leaves the server, and the client imports the inferred type.
import { z } from './fields';

/** A row's id in an answer. */
export const idInt = z.int();

/** A delete's answer (DELETE /api/<recurso>/{id} and the original client's GET /admbackend/excluir…). */
export const mensagemResposta = z.object({ message: z.string() });
export type MensagemResposta = z.infer<typeof mensagemResposta>;

/** A create's or update's answer, the id named twice (docs/compatibility.md): `{ id, id_turma }`. */
export function idSalvo<K extends string>(chave: K) {
  return z.object({ id: idInt, ...({ [chave]: idInt } as Record<K, typeof idInt>) });
}
