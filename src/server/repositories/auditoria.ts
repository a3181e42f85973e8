// The audit log's one writer. A handler names who and which request (`autoria(req)`),
// the repository doing the action writes the entry in the action's own transaction, so
// an action and its record stand or fall together.
import type { FastifyRequest } from 'fastify';
import type { Executor } from '#server/db/executor.ts';
import type { AcaoAuditoria } from '#shared/schemas/auditoria.ts';

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
  await db
    .insertInto('auditoria')
    .values(
      lista.map((e) => ({
        em,
        id_autor: quem.id_autor,
        acao: e.acao,
        id_pessoa: e.id_pessoa,
        id_requisicao: quem.id_requisicao,
        detalhe: e.detalhe?.slice(0, 200) ?? null,
      })),
    )
    .execute();
}
