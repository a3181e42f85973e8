// The audit log's one writer. A handler names who and which request (`autoria(req)`),
// the repository doing the action writes the entry in the action's own transaction, so
// an action and its record stand or fall together.
import type { FastifyRequest } from 'fastify';
import type { CompiledQuery } from 'kysely';
import { dialectOf, type Executor } from '#server/db/executor.ts';
import type { AcaoAuditoria, EntradaAuditoriaLida } from '#shared/schemas/auditoria.ts';

/** Who acts (null: an anonymous public request) and the id of the request that carries it. */
export interface Autoria {
  id_autor: number | null;
  id_requisicao: string;
}

export function autoria(req: FastifyRequest): Autoria {
  return { id_autor: req.user?.id_pessoa ?? null, id_requisicao: req.id };
}

export interface EntradaAuditoria {
  acao: AcaoAuditoria;
  id_pessoa: number | null;
  detalhe?: string;
}

export async function registrarAuditoria(
  db: Executor,
  quem: Autoria,
  entradas: EntradaAuditoria | readonly EntradaAuditoria[],
): Promise<void> {
  const lista = Array.isArray(entradas) ? entradas : [entradas as EntradaAuditoria];
  if (lista.length === 0) return;
  const em = Date.now();
  const linhas = lista.map((e) => ({
    em,
    id_autor: quem.id_autor,
    acao: e.acao,
    id_pessoa: e.id_pessoa,
    id_requisicao: quem.id_requisicao,
    detalhe: e.detalhe?.slice(0, 200) ?? null,
  }));
  if (linhas.length > 1) {
    await db.insertInto('auditoria').values(linhas).execute();
    return;
  }
  // One entry (every read of a record): the statement compiled once per dialect and run
  // with new values, so a profile read pays the insert and not the query's building.
  const [l] = linhas;
  await db.executeQuery({
    ...insercaoDeUma(db),
    parameters: [l.em, l.id_autor, l.acao, l.id_pessoa, l.id_requisicao, l.detalhe],
  });
}

const insercoes = new Map<string, CompiledQuery>();
function insercaoDeUma(db: Executor): CompiledQuery {
  const dialeto = dialectOf(db);
  let q = insercoes.get(dialeto);
  if (!q) {
    q = db
      .insertInto('auditoria')
      .values({ em: 0, id_autor: null, acao: '', id_pessoa: null, id_requisicao: null, detalhe: null })
      .compile();
    insercoes.set(dialeto, q);
  }
  return q;
}

/** What the audit search filters by: the person, the author, the action, and instants [de, ate) in epoch ms. */
export interface FiltroAuditoria {
  id_pessoa?: number;
  autor?: number;
  acao?: string;
  de?: number;
  ate?: number;
}

function entradasFiltradas(db: Executor, f: FiltroAuditoria) {
  return db
    .selectFrom('auditoria as a')
    .$if(f.id_pessoa !== undefined, (q) => q.where('a.id_pessoa', '=', f.id_pessoa!))
    .$if(f.autor !== undefined, (q) => q.where('a.id_autor', '=', f.autor!))
    .$if(f.acao !== undefined, (q) => q.where('a.acao', '=', f.acao!))
    .$if(f.de !== undefined, (q) => q.where('a.em', '>=', f.de!))
    .$if(f.ate !== undefined, (q) => q.where('a.em', '<', f.ate!));
}

/**
 * Entries, newest first, with the names read now from pessoa (so the log itself stores no
 * name, and an anonymised person's entries show the anonymised name).
 */
export async function lerAuditoria(
  db: Executor,
  f: FiltroAuditoria,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: EntradaAuditoriaLida[]; total: number }> {
  const base = entradasFiltradas(db, f);
  const [linhas, { total }] = await Promise.all([
    base
      .leftJoin('pessoa as autor', 'autor.id_pessoa', 'a.id_autor')
      .leftJoin('pessoa as alvo', 'alvo.id_pessoa', 'a.id_pessoa')
      .select([
        'a.id_auditoria',
        'a.em',
        'a.acao',
        'a.id_pessoa',
        'a.id_autor',
        'a.id_requisicao',
        'a.detalhe',
        'autor.nome_pessoa as nome_autor',
        'alvo.nome_pessoa as nome_alvo',
      ])
      .orderBy('a.em', 'desc')
      .orderBy('a.id_auditoria', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(total),
    items: linhas.map((l) => ({
      id_auditoria: l.id_auditoria,
      quando: new Date(Number(l.em)).toISOString(),
      acao: l.acao,
      id_pessoa: l.id_pessoa,
      pessoa: l.nome_alvo ?? null,
      quem: l.id_autor === null ? null : { id_pessoa: l.id_autor, nome: l.nome_autor ?? `#${l.id_autor}` },
      id_requisicao: l.id_requisicao,
      detalhe: l.detalhe,
    })),
  };
}

/** A year of the retention settings in milliseconds (365.25 days), as the database's trigger counts it. */
export const ANO_MS = 31_557_600_000;

/**
 * The retention purge: deletes the entries older than the setting (`privacidade.auditoria_anos`).
 * The database refuses any other delete (migration 2026-11-27-030-privacidade); a minute of
 * margin keeps this statement on the right side of the trigger's own clock.
 */
export async function purgarAuditoria(db: Executor, agora = Date.now()): Promise<number> {
  const { auditoria_anos } = await db
    .selectFrom('privacidade')
    .select('auditoria_anos')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  const r = await db
    .deleteFrom('auditoria')
    .where('em', '<', agora - auditoria_anos * ANO_MS - 60_000)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
