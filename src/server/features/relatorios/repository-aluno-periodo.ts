// One student over a period, per class: the class dates due to them, the chamadas sent,
// sent late, and their own presences and absences. Which chamadas are theirs is the one
// rule of a student's meetings (#shared/rules/encontros-aluno.ts): a mark always counts
// (so a class they have left counts the chamadas they were marked in, and a class they
// joined today counts the past sheets filled in with their marks), and a current class
// counts every sent chamada since the day they joined.
import type { Executor } from '#server/db/executor.ts';
import { contarMarcas, datasDoAluno, encontrosDoAluno } from '#shared/rules/encontros-aluno.ts';
import type { AlunoPeriodo } from '#shared/schemas/relatorios.ts';
import { atrasada, type Periodo, Soma } from './comum';
import { tomadaEm } from './repository-comum';
import type { TurmaDoAluno } from './repository-perfil';

export async function alunoPeriodo(
  db: Executor,
  id_aluno: number,
  turmas: TurmaDoAluno[],
  p: Periodo,
): Promise<AlunoPeriodo> {
  // The student's marks on sent chamadas of the period, in any class.
  const marcas = await db
    .selectFrom('chamada_aluno as ca')
    .innerJoin('chamada as c', 'c.id_chamada', 'ca.id_chamada')
    .innerJoin('turma as t', 't.id_turma', 'c.id_turma')
    .select(['c.id_chamada', 'c.id_turma', 't.nome_turma', 'c.data_c', tomadaEm('c'), 'ca.presenca'])
    .where('ca.id_aluno', '=', id_aluno)
    .where('c.status_c', '=', 1)
    .where('c.data_c', '>=', p.de)
    .where('c.data_c', '<=', p.ate)
    .execute();
  // Every sent chamada of the period of their current classes.
  const enviadas =
    turmas.length === 0
      ? []
      : await db
          .selectFrom('chamada')
          .select(['id_chamada', 'id_turma', 'data_c', tomadaEm()])
          .where(
            'id_turma',
            'in',
            turmas.map((t) => t.id_turma),
          )
          .where('status_c', '=', 1)
          .where('data_c', '>=', p.de)
          .where('data_c', '<=', p.ate)
          .execute();

  const ateDevida = p.ate < p.hoje ? p.ate : p.hoje;
  const marcadas = new Set(marcas.map((m) => m.id_chamada));
  /** One class's line: its chamadas of the period, the student's link (null: not in it now). */
  const linha = (
    id_turma: number,
    nome_turma: string,
    chamadas: { id_chamada: number; data_c: string; tomada_em: number | string | null }[],
    vinculo: TurmaDoAluno | null,
  ) => {
    const encontros = encontrosDoAluno(chamadas, vinculo, marcadas);
    const soma = new Soma().somar({
      previstas: vinculo
        ? datasDoAluno(vinculo.dia_semana, vinculo, p.de, ateDevida, encontros).length
        : encontros.length,
      enviadas: encontros.length,
      atrasadas: encontros.filter((c) => atrasada(c.data_c, c.tomada_em, p.fuso)).length,
      ...contarMarcas(marcas.filter((m) => m.id_turma === id_turma)),
    });
    return { id_turma, nome_turma, ...soma.valor };
  };

  const linhas: AlunoPeriodo['turmas'] = turmas.map((t) =>
    linha(
      t.id_turma,
      t.nome_turma,
      enviadas.filter((c) => c.id_turma === t.id_turma),
      t,
    ),
  );
  // Classes they are not in now: the chamadas they were marked in.
  const atuais = new Set(turmas.map((t) => t.id_turma));
  const antigas = new Map<number, typeof marcas>();
  for (const m of marcas) {
    if (atuais.has(m.id_turma)) continue;
    const l = antigas.get(m.id_turma) ?? [];
    l.push(m);
    antigas.set(m.id_turma, l);
  }
  for (const [id_turma, ms] of antigas) linhas.push(linha(id_turma, ms[0].nome_turma, ms, null));

  const geral = new Soma();
  for (const l of linhas) geral.somar(l);
  return { de: p.de, ate: p.ate, geral: geral.valor, turmas: linhas };
}
