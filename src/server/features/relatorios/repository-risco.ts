// Students at risk: active students (in at least one class) whose last three meetings
// were all marked absent. Their meetings are the one rule of a student's meetings
// (#shared/rules/encontros-aluno.ts, here as SQL from repository-encontros-sql.ts), over the sent
// chamadas dated up to today and within the last 12 months: every chamada marked for
// them, in any class, and every chamada of a class they are in now since the day they
// joined it; one not marked for them is a meeting but not an absence.
//
// One statement. Only these absences can be among a student's last three meetings: one
// on the last three chamadas of its class (a current class's meetings since joining are
// its latest chamadas), or one outside the classes the student is in since joining (a
// class left, a past chamada filled in). Students with three such absences (read from
// the partial index of absences, chamada_aluno_falta_ix) are the few candidates. A
// candidate is at risk when, after their third latest absence, no meeting is anything
// but one of the two later absences: no later meeting of a current class that is not an
// absence (the class's chamadas from that day on, chamada by (id_turma, data_c)), and no
// later presence mark in any class (their marks, chamada_aluno_aluno_ix).

import { sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import { somarDias } from '#shared/rules/datas.ts';
import { RISCO_MAX, type Risco } from '#shared/schemas/relatorios.ts';
import type { Escopo } from './comum';
import { noEscopo } from './repository-comum';
import { contatosDe } from './repository-contatos';
import { desdeEntradaSql, ehEncontroSql } from './repository-encontros-sql';
import { porNome } from './repository-grade';

/** The students whose last three meetings were absences, with the day of the last one. */
async function ausentesTresVezes(db: Executor, hoje: string) {
  const limite = somarDias(hoje, -364);
  // A chamada after the third absence `t`, in the order meetings are ranked.
  const depois = (c: string) =>
    sql.raw(`(${c}.data_c > t.data_c or (${c}.data_c = t.data_c and ${c}.id_chamada > t.id_chamada))`);
  const { rows } = await sql<{ id_aluno: number; ultima: string }>`
    with janela as (
      select c.id_chamada, c.id_turma, c.data_c
        from chamada c
       where c.status_c = 1 and c.data_c >= ${limite} and c.data_c <= ${hoje}
    ),
    ult as (
      select r.id_chamada from (
        select j.id_chamada,
               row_number() over (partition by j.id_turma order by j.data_c desc, j.id_chamada desc) as n
          from janela j
      ) r
       where r.n <= 3
    ),
    cand as (
      select ca.id_aluno
        from janela j
        join chamada_aluno ca on ca.id_chamada = j.id_chamada and ca.presenca = 0
       where j.id_chamada in (select id_chamada from ult)
          or not exists (select 1 from aluno_has_turma x
                          where x.id_aluno = ca.id_aluno and x.id_turma = j.id_turma
                            and ${desdeEntradaSql('j.data_c', 'x.dt_entrada')})
       group by ca.id_aluno
      having count(*) >= 3
    ),
    falta as (
      select ca.id_aluno, j.id_chamada, j.data_c,
             row_number() over (partition by ca.id_aluno order by j.data_c desc, j.id_chamada desc) as k,
             max(j.data_c) over (partition by ca.id_aluno) as ultima
        from cand
        join chamada_aluno ca on ca.id_aluno = cand.id_aluno and ca.presenca = 0
        join janela j on j.id_chamada = ca.id_chamada
       where exists (select 1 from aluno_has_turma x where x.id_aluno = cand.id_aluno)
    )
    select t.id_aluno, t.ultima
      from falta t
     where t.k = 3
       and not exists (
             select 1
               from aluno_has_turma x
               join chamada u on u.id_turma = x.id_turma and u.status_c = 1
                             and u.data_c >= t.data_c and u.data_c <= ${hoje}
               left join chamada_aluno m on m.id_chamada = u.id_chamada and m.id_aluno = x.id_aluno
              where x.id_aluno = t.id_aluno and ${depois('u')}
                and ${ehEncontroSql({
                  data: 'u.data_c',
                  entrada: 'x.dt_entrada',
                  vinculado: sql`1 = 1`,
                  marcado: sql`m.id_aluno is not null`,
                })}
                and (m.presenca is null or m.presenca <> 0))
       and not exists (
             select 1
               from chamada_aluno m
               join janela c on c.id_chamada = m.id_chamada
              where m.id_aluno = t.id_aluno and m.presenca = 1 and ${depois('c')})
  `.execute(db);
  return rows;
}

export async function emRisco(db: Executor, e: Escopo, hoje: string): Promise<Risco> {
  const rows = await ausentesTresVezes(db, hoje);

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
