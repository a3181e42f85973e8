// Retention (docs/decisions/028-audit-and-anonymisation.md): the two settings, who is due
// for anonymisation ("anonimizar N anos após a saída"), and the audit log's purge.
// A person leaves the club on the day their student or teacher record was made inactive
// (decision 014: `inativo_desde`); a guardian leaves with the last of their students.
import { sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import type { Devido, Retencao } from '#shared/schemas/pessoas-dados.ts';

export { purgarAuditoria } from '#server/repositories/auditoria.ts';
export { expurgarExperimentais } from '#server/repositories/experimentais.ts';

export async function lerRetencao(db: Executor): Promise<Retencao> {
  return db
    .selectFrom('privacidade')
    .select(['auditoria_anos', 'anonimizar_anos'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
}

export async function salvarRetencao(db: Executor, r: Retencao): Promise<void> {
  await db.updateTable('privacidade').set(r).where('id', '=', 1).execute();
}

/** The day N years before `hoje` (YYYY-MM-DD; 29 February falls back to the 28th). */
function anosAntes(hoje: string, anos: number): string {
  const ano = String(Number(hoje.slice(0, 4)) - anos).padStart(4, '0');
  const mmdd = hoje.slice(5) === '02-29' ? '02-28' : hoje.slice(5);
  return `${ano}-${mmdd}`;
}

/** Everyone who left on or before the retention's day and is not anonymised, oldest departure first. */
export async function listarDevidos(db: Executor, hoje: string): Promise<Devido[]> {
  const { anonimizar_anos } = await lerRetencao(db);
  const limite = anosAntes(hoje, anonimizar_anos);
  const { rows } = await sql<Devido>`
    select p.id_pessoa, p.nome_pessoa as nome, 'aluno' as papel, a.inativo_desde as saida
      from aluno a join pessoa p on p.id_pessoa = a.id_pessoa
      where a.inativo_desde <= ${limite} and p.anonimizada_em is null and p.adm = 0
    union all
    select p.id_pessoa, p.nome_pessoa, 'professor', pr.inativo_desde
      from professor pr join pessoa p on p.id_pessoa = pr.id_pessoa
      where pr.inativo_desde <= ${limite} and p.anonimizada_em is null and p.adm = 0
        and not exists (select 1 from aluno a where a.id_aluno = p.id_pessoa)
    union all
    select p.id_pessoa, p.nome_pessoa, 'responsavel', max(a.inativo_desde)
      from responsavel_aluno r
      join pessoa p on p.id_pessoa = r.id_pessoa
      join aluno a on r.id_responsavel in (a.id_responsavel, a.id_responsavel2, a.id_responsavel_financeiro)
      where p.anonimizada_em is null and p.adm = 0
        and not exists (select 1 from aluno a2 where a2.id_aluno = p.id_pessoa)
        and not exists (select 1 from professor pr where pr.id_professor = p.id_pessoa)
      group by p.id_pessoa, p.nome_pessoa
      having count(*) = count(a.inativo_desde) and max(a.inativo_desde) <= ${limite}
    order by 4, 2, 1`.execute(db);
  return rows.map((r) => ({ ...r, id_pessoa: Number(r.id_pessoa) }));
}
