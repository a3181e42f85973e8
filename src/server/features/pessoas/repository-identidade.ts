// "Mostrar": the whole CPF and RG of a person, for an administrator who needs them; every
// reveal is an audit entry ('revelar_documento') in the same transaction.
import type { Executor } from '#server/db/executor.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import type { IdentidadeRevelada } from '#shared/schemas/pessoas-dados.ts';

export function revelarIdentidade(
  db: Executor,
  quem: Autoria,
  id_pessoa: number,
): Promise<Resultado<{ documentos: IdentidadeRevelada }, 'inexistente'>> {
  return db.transaction().execute(async (trx) => {
    const p = await trx
      .selectFrom('pessoa')
      .select(['cpf_pessoa', 'rg_pessoa'])
      .where('id_pessoa', '=', id_pessoa)
      .executeTakeFirst();
    if (!p) return falha('inexistente');
    await registrarAuditoria(trx, quem, { acao: 'revelar_documento', id_pessoa });
    return ok({ documentos: { cpf: p.cpf_pessoa, rg: p.rg_pessoa } });
  });
}
