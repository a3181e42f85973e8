// The grid of one class over a period (students × class dates, P / F / blank), also
// built for a batch of classes at once by the CSV export. Four short statements per
// batch, each on an index: the class's chamadas by (id_turma, data_c), their marks
// by the primary key, the roster by class, and the names of anyone marked who left.
import type { Executor } from '#server/db/executor.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import { desdeEntrada } from '#shared/rules/encontros-aluno.ts';
import { datasNoDia, taxa } from '#shared/rules/frequencia.ts';
import type { GradeTurma, TurmaInfo } from '#shared/schemas/relatorios.ts';
import { atrasada, type Periodo, Soma } from './comum';
import { tomadaEm, turmasInfo } from './repository-comum';

export type TurmaLinha = TurmaInfo & { id_professor: number; id_unidade: number };

/** One class's info and owner. */
export async function turmaDoRelatorio(
  db: Executor,
  id_turma: number,
): Promise<Resultado<{ turma: TurmaLinha }, 'turma_nao_encontrada'>> {
  const turma = await turmasInfo(db).where('t.id_turma', '=', id_turma).executeTakeFirst();
  return turma ? ok({ turma }) : falha('turma_nao_encontrada');
}

type Grade = Omit<GradeTurma, 'hoje'>;

/** Names in pt-BR order (accents and case do not split them). */
export const porNome = new Intl.Collator('pt-BR');

/** The grids of several classes over one period, in the order given. */
export async function gradesDe(db: Executor, turmas: TurmaLinha[], p: Periodo): Promise<Grade[]> {
  if (turmas.length === 0) return [];
  const ids = turmas.map((t) => t.id_turma);
  const chamadas = await db
    .selectFrom('chamada')
    .select(['id_chamada', 'id_turma', 'data_c', tomadaEm()])
    .where('id_turma', 'in', ids)
    .where('data_c', '>=', p.de)
    .where('data_c', '<=', p.ate)
    .where('status_c', '=', 1)
    .execute();
  const marcas =
    chamadas.length === 0
      ? []
      : await db
          .selectFrom('chamada_aluno as ca')
          .innerJoin('chamada as c', 'c.id_chamada', 'ca.id_chamada')
          .select(['ca.id_chamada', 'ca.id_aluno', 'ca.presenca'])
          .where('c.id_turma', 'in', ids)
          .where('c.data_c', '>=', p.de)
          .where('c.data_c', '<=', p.ate)
          .where('c.status_c', '=', 1)
          .execute();
  const roster = await db
    .selectFrom('aluno_has_turma as x')
    .innerJoin('aluno as a', 'a.id_aluno', 'x.id_aluno')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
    .select(['x.id_turma', 'x.id_aluno', 'x.dt_entrada', 'p.nome_pessoa'])
    .where('x.id_turma', 'in', ids)
    .execute();

  // Students marked in a class they are no longer in: their names.
  const turmaDaChamada = new Map(chamadas.map((c) => [c.id_chamada, c.id_turma]));
  const naTurma = new Set(roster.map((r) => `${r.id_turma}:${r.id_aluno}`));
  const fora = new Set<number>();
  for (const m of marcas) {
    if (!naTurma.has(`${turmaDaChamada.get(m.id_chamada)}:${m.id_aluno}`)) fora.add(m.id_aluno);
  }
  const nomesFora = new Map<number, string>();
  if (fora.size > 0) {
    const rows = await db
      .selectFrom('aluno as a')
      .innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
      .select(['a.id_aluno', 'p.nome_pessoa'])
      .where('a.id_aluno', 'in', [...fora])
      .execute();
    for (const r of rows) nomesFora.set(r.id_aluno, r.nome_pessoa);
  }

  const agrupar = <T>(rows: T[], chave: (r: T) => number) => {
    const m = new Map<number, T[]>();
    for (const r of rows) {
      const k = chave(r);
      const l = m.get(k);
      if (l) l.push(r);
      else m.set(k, [r]);
    }
    return m;
  };
  const chamadasPorTurma = agrupar(chamadas, (c) => c.id_turma);
  const marcasPorTurma = agrupar(marcas, (m) => turmaDaChamada.get(m.id_chamada)!);
  const rosterPorTurma = agrupar(roster, (r) => r.id_turma);
  const ateDevida = p.ate < p.hoje ? p.ate : p.hoje;

  return turmas.map((turma) => {
    const minhas = chamadasPorTurma.get(turma.id_turma) ?? [];
    const porData = new Map(minhas.map((c) => [c.data_c, c]));
    const datas = [...new Set([...datasNoDia(turma.dia_semana, p.de, ateDevida), ...porData.keys()])].sort();
    const coluna = new Map(datas.map((d, i) => [d, i]));
    const colunaDaChamada = new Map(minhas.map((c) => [c.id_chamada, coluna.get(c.data_c)!]));

    type Linha = Grade['alunos'][number];
    const linhas = new Map<number, Linha>();
    const linha = (id_aluno: number, nome: string, dt_entrada: string | null): Linha => ({
      id_aluno,
      nome,
      dt_entrada,
      marcas: datas.map(() => null),
      presencas: 0,
      faltas: 0,
      taxa: null,
    });
    const doRoster = new Map((rosterPorTurma.get(turma.id_turma) ?? []).map((r) => [r.id_aluno, r]));
    for (const r of doRoster.values()) {
      // A student's meetings (#shared/rules/encontros-aluno.ts): a current member's from
      // the day they joined, so one who joined after the period has none in it (unless
      // marked: every mark counts, below).
      if (desdeEntrada(p.ate, r)) {
        linhas.set(r.id_aluno, linha(r.id_aluno, r.nome_pessoa, r.dt_entrada));
      }
    }
    const presentes = datas.map(() => 0);
    const ausentes = datas.map(() => 0);
    for (const m of marcasPorTurma.get(turma.id_turma) ?? []) {
      const col = colunaDaChamada.get(m.id_chamada)!;
      let l = linhas.get(m.id_aluno);
      if (!l) {
        const r = doRoster.get(m.id_aluno);
        l = linha(m.id_aluno, r?.nome_pessoa ?? nomesFora.get(m.id_aluno) ?? '', r?.dt_entrada ?? null);
        linhas.set(m.id_aluno, l);
      }
      const presenca = m.presenca === 1 ? 1 : 0;
      l.marcas[col] = presenca;
      if (presenca) {
        l.presencas++;
        presentes[col]++;
      } else {
        l.faltas++;
        ausentes[col]++;
      }
    }
    const alunos = [...linhas.values()]
      .map((l) => ({ ...l, taxa: taxa(l.presencas, l.faltas) }))
      .sort((a, b) => porNome.compare(a.nome, b.nome) || a.id_aluno - b.id_aluno);

    const colunas = datas.map((data, i) => {
      const c = porData.get(data);
      return {
        data,
        enviada: c !== undefined,
        atrasada: c !== undefined && atrasada(data, c.tomada_em, p.fuso),
        presentes: presentes[i],
        ausentes: ausentes[i],
      };
    });
    const soma = new Soma().somar({
      previstas: datas.length,
      enviadas: minhas.length,
      atrasadas: colunas.filter((c) => c.atrasada).length,
      presencas: presentes.reduce((a, b) => a + b, 0),
      faltas: ausentes.reduce((a, b) => a + b, 0),
    });
    const { id_professor: _p, id_unidade: _u, ...info } = turma;
    return { turma: info, de: p.de, ate: p.ate, datas: colunas, alunos, indicadores: soma.valor };
  });
}
