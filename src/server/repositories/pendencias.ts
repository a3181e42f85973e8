// What is still to do in the club, read by the home page (features/inicio) and the bell
// (features/notificacoes): class days without a sent chamada, and full classes. Both
// dialects; each list comes with its total, and its rows are cut at `limite` when one
// is given. Which classes count is the caller's to say: it passes the class rule
// (#server/policies, `acessoTurma`) and these statements apply its condition.
import { sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import type { AcessoTurma } from '#server/policies/index.ts';
import { diaSemanaDe, somarDias } from '#shared/rules/datas.ts';

export interface Pendente {
  id_turma: number;
  nome_turma: string;
  data_c: string;
  horario: string;
}

/**
 * Class days of the `dias` days before `hoje` (today not included) whose chamada was not
 * sent, for classes that had a student on that day (joined by then; a place from before
 * joining days were recorded counts): newest first. Only the classes `acesso` admits.
 */
export async function chamadasPendentes(
  db: Executor,
  hoje: string,
  opts: { dias: number; limite: number | null; acesso: AcessoTurma },
) {
  const dias = Array.from({ length: opts.dias }, (_, i) => somarDias(hoje, -(i + 1)));
  const valores = sql.join(dias.map((d) => sql`(${d}, ${diaSemanaDe(d)})`));
  const limite = opts.limite === null ? sql`` : sql`limit ${opts.limite}`;
  // One pass: the window's count is taken over every pending day before the limit.
  const { rows } = await sql<Pendente & { total: number | string }>`
    with dias(data_c, dia) as (values ${valores})
    select t.id_turma, t.nome_turma, t.horario, dias.data_c, count(*) over () as total
      from dias join turma t on t.dia_semana = dias.dia
     where not exists (select 1 from chamada c
                        where c.id_turma = t.id_turma and c.data_c = dias.data_c and c.status_c = 1)
       and exists (select 1 from aluno_has_turma x where x.id_turma = t.id_turma
                     and (x.dt_entrada is null or x.dt_entrada <= dias.data_c))
       and ${opts.acesso.condicao('t.id_professor')}
     order by dias.data_c desc, t.horario, t.id_turma
     ${limite}`.execute(db);
  return {
    total: Number(rows[0]?.total ?? 0),
    itens: rows.map(({ total: _, ...r }): Pendente => ({ ...r, horario: r.horario.slice(0, 5) })),
  };
}

/**
 * Classes with at least `percentual` % of their places taken, fullest first, each with
 * the last day a student joined it (null when every student's place predates the
 * recorded joining days). Only the classes `acesso` admits.
 */
export async function turmasCheias(
  db: Executor,
  opts: { percentual: number; limite: number | null; acesso: AcessoTurma },
) {
  const base = db
    .selectFrom('turma as t')
    .innerJoin('painel_turma as pt', 'pt.id_turma', 't.id_turma')
    .where(opts.acesso.condicao('t.id_professor'))
    .where(sql<boolean>`pt.alunos * 100 >= t.qtd_maxima * ${opts.percentual}`);
  let linhas = base
    .select(['t.id_turma', 't.nome_turma', 'pt.alunos', 't.qtd_maxima'])
    .select(
      sql<string | null>`(select max(x.dt_entrada) from aluno_has_turma x where x.id_turma = t.id_turma)`.as(
        'ultima_entrada',
      ),
    )
    .orderBy(sql`pt.alunos * 1.0 / t.qtd_maxima`, 'desc')
    .orderBy('t.id_turma');
  if (opts.limite !== null) linhas = linhas.limit(opts.limite);
  const [rows, total] = await Promise.all([
    linhas.execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(total.n), itens: rows.map((r) => ({ ...r, alunos: Number(r.alunos) })) };
}
