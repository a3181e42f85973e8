// Students at risk: active students (in at least one class) whose last three class
// meetings were all marked absent. A meeting is a sent chamada, dated up to today
// and within the last 12 months, of a class the student is in now, on or after the
// day they joined it; one not marked for them does not count as an absence.
//
// One statement. Only the last three chamadas of each class can be among a student's
// last three meetings, so the statement ranks each class's chamadas (chamada by
// (data_c, id_turma)), takes as candidates the students with three absences among
// those (read from the partial index of absences, chamada_aluno_falta_ix), and checks
// only them: their three latest meetings, all marked absent.
import { sql } from 'kysely';
import { somarDias } from '#shared/rules/frequencia.ts';
import { RISCO_MAX, type Risco } from '#shared/schemas/relatorios.ts';
import { type Db, type Escopo, noEscopo } from './comum';
import { contatosDe } from './repository-contatos';
import { porNome } from './repository-grade';

export async function emRisco(db: Db, e: Escopo, hoje: string): Promise<Risco> {
  const limite = somarDias(hoje, -364);
  const { rows } = await sql<{ id_aluno: number; ultima: string }>`
    with ult as (
      select r.id_chamada, r.id_turma, r.data_c, r.n from (
        select c.id_chamada, c.id_turma, c.data_c,
               row_number() over (partition by c.id_turma order by c.data_c desc) as n
          from chamada c
         where c.status_c = 1 and c.data_c >= ${limite} and c.data_c <= ${hoje}
      ) r
       where r.n <= 3
    ),
    cand as (
      select ca.id_aluno
        from ult u
        join chamada_aluno ca on ca.id_chamada = u.id_chamada and ca.presenca = 0
       group by ca.id_aluno
      having count(*) >= 3
    ),
    enc as (
      select x.id_aluno, u.data_c,
             case when exists (select 1 from chamada_aluno ca
                                where ca.id_chamada = u.id_chamada and ca.id_aluno = x.id_aluno
                                  and ca.presenca = 0) then 1 else 0 end as falta,
             row_number() over (partition by x.id_aluno order by u.data_c desc, u.id_chamada desc) as k
        from cand
        join aluno_has_turma x on x.id_aluno = cand.id_aluno
        join ult u on u.id_turma = x.id_turma and (x.dt_entrada is null or u.data_c >= x.dt_entrada)
    )
    select e.id_aluno, max(e.data_c) as ultima
      from enc e
     where e.k <= 3
     group by e.id_aluno
    having count(*) = 3 and sum(e.falta) = 3
  `.execute(db);

  // Names, and the scope (students in the chosen classes), for those few: by key.
  const ultima = new Map(rows.map((r) => [Number(r.id_aluno), r.ultima]));
  const nomes =
    ultima.size === 0
      ? []
      : await db
          .selectFrom('aluno as a')
          .innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
          .select(['a.id_aluno', 'p.nome_pessoa as nome'])
          .where('a.id_aluno', 'in', [...ultima.keys()])
          .where(({ exists, selectFrom }) =>
            exists(
              noEscopo(
                selectFrom('aluno_has_turma as x')
                  .innerJoin('turma as t', 't.id_turma', 'x.id_turma')
                  .select('x.id_turma')
                  .whereRef('x.id_aluno', '=', 'a.id_aluno'),
                e,
              ),
            ),
          )
          .execute();
  const todos = nomes
    .map((r) => ({ id_aluno: r.id_aluno, nome: r.nome, ultima: ultima.get(r.id_aluno)! }))
    .sort((a, b) => porNome.compare(a.nome, b.nome) || a.id_aluno - b.id_aluno);
  const lista = todos.slice(0, RISCO_MAX);
  const ids = lista.map((r) => r.id_aluno);
  const contatos = await contatosDe(db, ids, { emails: false });
  const turmas = new Map<number, { id_turma: number; nome_turma: string }[]>();
  if (ids.length > 0) {
    const rs = await db
      .selectFrom('aluno_has_turma as x')
      .innerJoin('turma as t', 't.id_turma', 'x.id_turma')
      .select(['x.id_aluno', 't.id_turma', 't.nome_turma'])
      .where('x.id_aluno', 'in', ids)
      .orderBy('t.nome_turma')
      .execute();
    for (const r of rs) {
      const l = turmas.get(r.id_aluno) ?? [];
      l.push({ id_turma: r.id_turma, nome_turma: r.nome_turma });
      turmas.set(r.id_aluno, l);
    }
  }
  return {
    hoje,
    total: todos.length,
    alunos: lista.map((r) => ({
      id_aluno: r.id_aluno,
      nome: r.nome,
      ultima_falta: r.ultima,
      turmas: turmas.get(r.id_aluno) ?? [],
      contatos: contatos.get(r.id_aluno) ?? [],
    })),
  };
}
