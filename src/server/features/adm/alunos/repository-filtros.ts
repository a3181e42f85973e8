// The student list's filters (GET /api/adm/alunos?ativo=1&tipo=…), one per figure of
// the dashboard, read from the same summaries the dashboard counts (migration
// 2026-11-24-002-painel): a filtered list holds exactly the students its figure counted.
// Each condition is a primary-key lookup per row of the list, so the list keeps
// walking the name index a page at a time.
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import { filtroArma, filtroCategoria } from '#server/repositories/categorias.ts';
import { saidas } from '#server/repositories/saidas.ts';
import { mesDe } from '#shared/rules/frequencia.ts';
import type { FiltrosAlunos } from '#shared/schemas/painel.ts';

/** '-' in the address: nothing recorded ('' in the summary). */
const valor = (v: string) => (v === '-' ? '' : v);

/** The conditions on `aluno` (the list's table) of the filters given, or null for none. */
export function filtroAlunos(
  db: Executor,
  f: FiltrosAlunos,
  hoje: string,
  /** The category asked for holds few students (filtroCategoria's `poucos`). */
  categoriaPequena = false,
): RawBuilder<SqlBool> | null {
  const resumo: RawBuilder<unknown>[] = [];
  if (f.ativo !== undefined) resumo.push(sql`pa.ativo = ${Number(f.ativo)}`);
  if (f.tipo) resumo.push(sql`pa.tipo_aluno = ${f.tipo}`);
  if (f.genero) resumo.push(sql`pa.genero = ${valor(f.genero)}`);
  if (f.mao) resumo.push(sql`pa.destro_canhoto = ${valor(f.mao)}`);
  if (f.cidade) resumo.push(sql`pa.cidade = ${valor(f.cidade)}`);

  const partes: RawBuilder<unknown>[] = [];
  if (resumo.length > 0)
    partes.push(sql`exists (select 1 from painel_aluno pa
                             where pa.id_aluno = aluno.id_aluno and ${sql.join(resumo, sql` and `)})`);
  if (f.unidade !== undefined)
    partes.push(sql`exists (select 1 from painel_unidade pu
                             where pu.id_unidade = ${f.unidade} and pu.id_aluno = aluno.id_aluno)`);
  if (f.matricula) {
    const m = mesDe(`${f.matricula}-01`);
    partes.push(sql`aluno.dt_inicio between ${m.de} and ${m.ate}`);
  }
  // By the start-date index (aluno_dt_inicio_ix) when it is the narrower condition.
  if (f.desde) partes.push(sql`aluno.dt_inicio >= ${f.desde}`);
  if (f.saida) {
    const m = mesDe(`${f.saida}-01`);
    partes.push(sql`aluno.id_aluno in (select s.id_aluno from (${saidas(db)}) s
                                        where s.dt_saida between ${m.de} and ${m.ate})`);
  }
  if (f.arma) partes.push(filtroArma(f.arma));
  if (f.categoria) partes.push(filtroCategoria(f.categoria, hoje, categoriaPequena));
  return partes.length === 0 ? null : sql<SqlBool>`(${sql.join(partes, sql` and `)})`;
}
