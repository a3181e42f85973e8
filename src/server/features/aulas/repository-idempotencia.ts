// The `Idempotency-Key` records of the attendance send (docs/decisions/030-idempotent-send.md).
// One row per person and key, primary key (id_pessoa, chave): the row is written before
// the send, in a statement of its own (committed at once), so a second request with the
// same key on any instance finds it; when the send is answered the answer is stored in
// it and given again to every repeat. Both dialects, Kysely only.
import type { Executor } from '#server/db/executor.ts';
import { falha, ok, type Resultado } from '#server/result.ts';

/** How long a key is remembered (7 days): a repeat after that is a new send (the chamada itself still refuses a second one). */
export const VALIDADE_CHAVE_MS = 7 * 24 * 60 * 60_000;

/**
 * How long a key may stay 'em_andamento' before it is taken as left behind by an instance
 * that stopped mid-send (60 s: a send takes milliseconds; the request timeout is far shorter).
 * A repeat after that runs the send again, which the chamada answers once (a repeat of
 * the same sheet changes nothing).
 */
export const CHAVE_PARADA_MS = 60_000;

/** How often one process purges the expired keys of every person (1 hour). */
const INTERVALO_LIMPEZA_MS = 60 * 60_000;

export interface Chave {
  id_pessoa: number;
  chave: string;
  /** SHA-256 (hex) of the request. */
  impressao: string;
}

/** An answer as it was given: status and JSON body. */
export interface RespostaGuardada {
  status: number;
  corpo: string;
}

/**
 * Takes the key for this request. ok with `anterior` null: the caller sends (the key is
 * now 'em_andamento'); ok with `anterior`: the key's request was answered, give that
 * answer again; 'outro_corpo': the key was used with another request; 'em_andamento':
 * a request with this key is being answered now.
 */
export async function reservarChave(
  db: Executor,
  k: Chave,
  agora: number,
): Promise<Resultado<{ anterior: RespostaGuardada | null }, 'outro_corpo' | 'em_andamento'>> {
  await purgarChavesDeVezEmQuando(db, agora);
  for (let tentativa = 0; tentativa < 3; tentativa++) {
    // One statement: the key is taken when new, or when its record expired (reused after
    // its validity, it is a new key); a live record is left as it is and read below.
    const nova = { estado: 'em_andamento', criado_em: agora, status: null, resposta: null } as const;
    const inserida = await db
      .insertInto('envio_idempotente')
      .values({ ...k, ...nova })
      .onConflict((oc) =>
        oc
          .columns(['id_pessoa', 'chave'])
          .doUpdateSet({ impressao: k.impressao, ...nova })
          .where('envio_idempotente.criado_em', '<', agora - VALIDADE_CHAVE_MS),
      )
      .executeTakeFirst();
    if (Number(inserida.numInsertedOrUpdatedRows ?? 0) === 1) return ok({ anterior: null });
    const r = await db
      .selectFrom('envio_idempotente')
      .select(['impressao', 'estado', 'criado_em', 'status', 'resposta'])
      .where('id_pessoa', '=', k.id_pessoa)
      .where('chave', '=', k.chave)
      .executeTakeFirst();
    if (!r) continue; // released or purged between the two statements: try again
    if (r.impressao !== k.impressao) return falha('outro_corpo');
    if (r.estado === 'concluido')
      return ok({ anterior: { status: Number(r.status), corpo: r.resposta ?? '' } });
    if (Number(r.criado_em) >= agora - CHAVE_PARADA_MS) return falha('em_andamento');
    // Left behind by a stopped instance: take it over, unless another request just did.
    const tomada = await db
      .updateTable('envio_idempotente')
      .set({ criado_em: agora })
      .where('id_pessoa', '=', k.id_pessoa)
      .where('chave', '=', k.chave)
      .where('estado', '=', 'em_andamento')
      .where('criado_em', '=', Number(r.criado_em))
      .executeTakeFirst();
    return Number(tomada.numUpdatedRows) === 1 ? ok({ anterior: null }) : falha('em_andamento');
  }
  return falha('em_andamento');
}

/** Stores the answer the key's request got; every repeat gets it again. */
export async function concluirChave(db: Executor, k: Chave, resposta: RespostaGuardada): Promise<void> {
  await db
    .updateTable('envio_idempotente')
    .set({ estado: 'concluido', status: resposta.status, resposta: resposta.corpo })
    .where('id_pessoa', '=', k.id_pessoa)
    .where('chave', '=', k.chave)
    .where('impressao', '=', k.impressao)
    .execute();
}

/** The send failed without an answer to keep (a fault): the key may be used again at once. */
export async function liberarChave(db: Executor, k: Chave): Promise<void> {
  await db
    .deleteFrom('envio_idempotente')
    .where('id_pessoa', '=', k.id_pessoa)
    .where('chave', '=', k.chave)
    .where('estado', '=', 'em_andamento')
    .execute();
}

/** Deletes every key older than VALIDADE_CHAVE_MS; answers how many. */
export async function purgarChaves(db: Executor, agora: number): Promise<number> {
  const r = await db
    .deleteFrom('envio_idempotente')
    .where('criado_em', '<', agora - VALIDADE_CHAVE_MS)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

const ultimaLimpeza = new WeakMap<object, number>();

/** The purge, at most once per INTERVALO_LIMPEZA_MS per database handle in this process. */
async function purgarChavesDeVezEmQuando(db: Executor, agora: number): Promise<void> {
  const ultima = ultimaLimpeza.get(db);
  if (ultima !== undefined && agora - ultima < INTERVALO_LIMPEZA_MS) return;
  ultimaLimpeza.set(db, agora);
  await purgarChaves(db, agora);
}
