// A person's export (GET /api/pessoas/{id}/exportacao): a statement of what the club keeps
// about the person (repository-exportacao-partes.ts) and who accessed the record. Which
// table of personal data feeds which part, or why it stays out, is declared in the registry
// (#server/repositories/dados-pessoais.ts) and checked against the real schema. The read is
// itself audited ('exportar'), in the same transaction.
import type { Executor } from '#server/db/executor.ts';
import { type Autoria, lerAuditoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import type { Exportacao } from '#shared/schemas/pessoas-dados.ts';
import { experimentaisDaPessoa } from './repository-exportacao-experimental';
import { materialDaPessoa } from './repository-exportacao-material';
import {
  consentimentosDaPessoa,
  dadosDaPessoa,
  financeiroDaPessoa,
  frequenciaDaPessoa,
  matriculaDaPessoa,
  pedidosDaPessoa,
  professorDaPessoa,
  responsavelPor,
  turmasDaPessoa,
} from './repository-exportacao-partes';

/** The export keeps every access, up to this many (the newest). */
const ACESSOS_MAX = 1000;

export function exportarPessoa(
  db: Executor,
  quem: Autoria,
  id_pessoa: number,
): Promise<Resultado<{ exportacao: Exportacao }, 'inexistente' | 'anonimizada'>> {
  return db.transaction().execute(async (trx) => {
    const dados = await dadosDaPessoa(trx, id_pessoa);
    if (!dados) return falha('inexistente');
    // An anonymised record identifies no one: there is no one left to hand a statement to.
    if (dados.anonimizada_em !== null) return falha('anonimizada');
    await registrarAuditoria(trx, quem, { acao: 'exportar', id_pessoa });
    const { items } = await lerAuditoria(trx, { id_pessoa }, { limit: ACESSOS_MAX, offset: 0 });
    return ok({
      exportacao: {
        id_pessoa,
        nome: dados.nome,
        gerada_em: new Date().toISOString(),
        dados,
        ...(await matriculaDaPessoa(trx, id_pessoa)),
        responsavel_por: await responsavelPor(trx, id_pessoa),
        turmas: await turmasDaPessoa(trx, id_pessoa),
        frequencia: await frequenciaDaPessoa(trx, id_pessoa),
        ...(await professorDaPessoa(trx, id_pessoa)),
        ...(await financeiroDaPessoa(trx, id_pessoa)),
        ...(await consentimentosDaPessoa(trx, id_pessoa)),
        pedidos: await pedidosDaPessoa(trx, id_pessoa),
        acessos: items,
        material: await materialDaPessoa(trx, id_pessoa),
        experimentais: await experimentaisDaPessoa(trx, id_pessoa),
      },
    });
  });
}
