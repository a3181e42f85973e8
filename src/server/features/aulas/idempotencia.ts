// The attendance send answered once per device id (docs/decisions/030-idempotent-send.md),
// after the IETF Idempotency-Key draft, scoped per person: the same key and request get
// the first answer again (same status, same body), the same key with another request is
// refused (422), and a request with a key still being answered is refused (409). The
// key's record is a database row written before the send (repository-idempotencia.ts),
// so it holds across instances on PostgreSQL.
import { createHash } from 'node:crypto';
import type { Executor } from '#server/db/executor.ts';
import { badRequest, HttpError } from '#server/http-error.ts';
import { MSG_ENVIO } from '#shared/messages/chamada.ts';
import { chaveIdempotencia } from '#shared/schemas/chamada.ts';
import { recusa } from './recusas';
import {
  type Chave,
  concluirChave,
  liberarChave,
  type RespostaGuardada,
  reservarChave,
} from './repository-idempotencia';

/** The `Idempotency-Key` header's value; undefined when absent (a send as before); 400 when malformed. */
export function lerChave(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const r = chaveIdempotencia.safeParse(header);
  if (!r.success)
    throw badRequest(MSG_ENVIO.chaveInvalida, { campos: { 'Idempotency-Key': MSG_ENVIO.chaveInvalida } });
  return r.data;
}

/**
 * The request's fingerprint: SHA-256 of its validated body with the keys in a fixed order
 * and the marks by student, so the same sheet is the same request however its JSON was
 * written ("1" or 1, the marks in any order).
 */
export function impressaoDe(corpo: {
  id_chamada?: number;
  id_turma?: number;
  data_c?: string;
  alunos: { id_aluno: number; presenca: 0 | 1 }[];
  observacao?: string | null;
  feita_em?: string;
}): string {
  const canonico = [
    corpo.id_chamada ?? null,
    corpo.id_turma ?? null,
    corpo.data_c ?? null,
    [...corpo.alunos].sort((a, b) => a.id_aluno - b.id_aluno).map((a) => [a.id_aluno, a.presenca]),
    corpo.observacao ?? null,
    corpo.feita_em === undefined ? null : Date.parse(corpo.feita_em),
  ];
  return createHash('sha256').update(JSON.stringify(canonico)).digest('hex');
}

/** An answer to give: its status, its JSON text, and whether it is a repeat's. */
export interface Resposta extends RespostaGuardada {
  repetida: boolean;
}

/**
 * Answers `enviar` once for the key: a repeat gets the stored answer. What `enviar` answers
 * (a value, or a refusal: an HttpError below 500) is stored with the key; a fault (anything
 * else) releases the key, so the device may try again at once, and is thrown on.
 */
export async function umaVez(db: Executor, k: Chave, enviar: () => Promise<unknown>): Promise<Resposta> {
  const reserva = await reservarChave(db, k, Date.now());
  if (!reserva.ok) throw recusa(reserva);
  if (reserva.anterior) return { ...reserva.anterior, repetida: true };
  let resposta: RespostaGuardada;
  try {
    resposta = { status: 200, corpo: JSON.stringify(await enviar()) };
  } catch (erro) {
    if (!(erro instanceof HttpError) || erro.statusCode >= 500) {
      await liberarChave(db, k);
      throw erro;
    }
    resposta = { status: erro.statusCode, corpo: JSON.stringify(erro.body) };
  }
  await concluirChave(db, k, resposta);
  return { ...resposta, repetida: false };
}
