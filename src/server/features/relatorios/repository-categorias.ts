// The report of active students per competition category and weapon: each student's
// category derived from the birth year in today's season (#server/repositories/categorias.ts),
// each weapon counted once per student who has a class of it; a student with classes of two
// weapons counts in both columns and once in the total. "sem_arma": students in a class
// without a weapon (mixed or beginners').
import { sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import { anoTemporadaSql } from '#server/repositories/categorias.ts';
import { anoDaTemporada } from '#shared/rules/esgrima.ts';
import type { CategoriaArma } from '#shared/schemas/esgrima.ts';

interface Linha {
  categoria: string | null;
  florete: number | string;
  espada: number | string;
  sabre: number | string;
  sem_arma: number | string;
  total: number | string;
}

export async function alunosPorCategoriaEArma(db: Executor, hoje: string): Promise<CategoriaArma> {
  const ano = anoTemporadaSql(hoje);
  const [{ rows }, tabela, temporada] = await Promise.all([
    sql<Linha>`
      with a as (
        select pa.id_aluno,
          case when pa.ano_nasc > 0 then (select c.nome from esgrima_categoria c
            where ${ano} - pa.ano_nasc between c.idade_min and c.idade_max) end as categoria
        from painel_aluno pa where pa.ativo = 1
      ), w as (
        select distinct aht.id_aluno, coalesce(t.arma, '-') as arma
        from aluno_has_turma aht join turma t on t.id_turma = aht.id_turma
      )
      select a.categoria,
        count(distinct case when w.arma = 'florete' then a.id_aluno end) as florete,
        count(distinct case when w.arma = 'espada' then a.id_aluno end) as espada,
        count(distinct case when w.arma = 'sabre' then a.id_aluno end) as sabre,
        count(distinct case when w.arma = '-' then a.id_aluno end) as sem_arma,
        count(distinct a.id_aluno) as total
      from a left join w on w.id_aluno = a.id_aluno
      group by a.categoria`.execute(db),
    db.selectFrom('esgrima_categoria').select('nome').orderBy('idade_min').execute(),
    db
      .selectFrom('esgrima_temporada')
      .select('inicio_mes')
      .where('id_temporada', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  const ordem = new Map(tabela.map((c, i) => [c.nome, i]));
  const posicao = (nome: string | null) =>
    nome === null ? tabela.length : (ordem.get(nome) ?? tabela.length);
  const linhas = rows
    .map((r) => ({
      categoria: r.categoria,
      florete: Number(r.florete),
      espada: Number(r.espada),
      sabre: Number(r.sabre),
      sem_arma: Number(r.sem_arma),
      total: Number(r.total),
    }))
    .sort((x, y) => posicao(x.categoria) - posicao(y.categoria));
  return { ano_temporada: anoDaTemporada(hoje, temporada.inicio_mes), linhas };
}
