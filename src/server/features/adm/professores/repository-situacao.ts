// A teacher's situation: deactivation and reactivation, each one transaction with its
// audit entry (docs/product/data.md).
import type { Executor } from '#server/db/executor.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { falha, ok, type Resultado } from '#server/result.ts';

/**
 * Deactivates a teacher from `data` (YYYY-MM-DD), in one transaction. It ends the
 * person's sessions in the same transaction (every instance reads sessions from the
 * database); the login and the session lookup refuse an inactive teacher besides.
 */
export function desativarProfessor(
  db: Executor,
  quem: Autoria,
  id_professor: number,
  data: string,
): Promise<Resultado<object, 'inexistente' | 'ja_inativo'>> {
  return db.transaction().execute(async (trx) => {
    const p = await situacaoDoProfessor(trx, id_professor);
    if (!p) return falha('inexistente');
    if (p.inativo_desde !== null) return falha('ja_inativo');
    await trx
      .updateTable('professor')
      .set({ inativo_desde: data })
      .where('id_professor', '=', id_professor)
      .execute();
    await trx.deleteFrom('sessao').where('id_pessoa', '=', id_professor).execute();
    // A teacher's id is its person's (decision 012).
    await registrarAuditoria(trx, quem, { acao: 'editar', id_pessoa: id_professor, detalhe: 'desativacao' });
    return ok();
  });
}

/**
 * Reactivates a teacher, in one transaction with its audit entry. An anonymised teacher
 * stays a record without an identity (docs/decisions/028-audit-and-anonymisation.md).
 */
export function reativarProfessor(
  db: Executor,
  quem: Autoria,
  id_professor: number,
): Promise<Resultado<object, 'inexistente' | 'ja_ativo' | 'anonimizado'>> {
  return db.transaction().execute(async (trx) => {
    const p = await situacaoDoProfessor(trx, id_professor);
    if (!p) return falha('inexistente');
    if (p.anonimizada_em !== null) return falha('anonimizado');
    if (p.inativo_desde === null) return falha('ja_ativo');
    await trx
      .updateTable('professor')
      .set({ inativo_desde: null })
      .where('id_professor', '=', id_professor)
      .execute();
    await registrarAuditoria(trx, quem, { acao: 'editar', id_pessoa: id_professor, detalhe: 'reativacao' });
    return ok();
  });
}

function situacaoDoProfessor(db: Executor, id_professor: number) {
  return db
    .selectFrom('professor')
    .innerJoin('pessoa', 'pessoa.id_pessoa', 'professor.id_pessoa')
    .select(['professor.inativo_desde', 'pessoa.anonimizada_em'])
    .where('professor.id_professor', '=', id_professor)
    .executeTakeFirst();
}
