// One student over a period, per class: the chamadas due to them (the class's days
// since they joined, up to today), sent, sent late, and their own presences and
// absences. Classes they have left count only the chamadas they were marked in.
import { datasNoDia, taxa } from '#shared/rules/frequencia.ts';
import type { AlunoPeriodo } from '#shared/schemas/relatorios.ts';
import { atrasada, type Db, type Periodo, Soma } from './comum';
import type { TurmaDoAluno } from './repository-perfil';

export async function alunoPeriodo(
  db: Db,
  id_aluno: number,
  turmas: TurmaDoAluno[],
  p: Periodo,
): Promise<AlunoPeriodo> {
  const marcas = await db
    .selectFrom('chamada_aluno as ca')
    .innerJoin('chamada as c', 'c.id_chamada', 'ca.id_chamada')
    .innerJoin('turma as t', 't.id_turma', 'c.id_turma')
    .select(['c.id_chamada', 'c.id_turma', 't.nome_turma', 'c.data_c', 'c.enviada_em', 'ca.presenca'])
    .where('ca.id_aluno', '=', id_aluno)
    .where('c.status_c', '=', 1)
    .where('c.data_c', '>=', p.de)
    .where('c.data_c', '<=', p.ate)
    .execute();
  const enviadas =
    turmas.length === 0
      ? []
      : await db
          .selectFrom('chamada')
          .select(['id_chamada', 'id_turma', 'data_c', 'enviada_em'])
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
  const linhas: AlunoPeriodo['turmas'] = [];
  const geral = new Soma();
  const marcasDe = (id_turma: number) => marcas.filter((m) => m.id_turma === id_turma);
  const contar = (ms: typeof marcas) => ({
    presencas: ms.filter((m) => m.presenca === 1).length,
    faltas: ms.filter((m) => m.presenca !== 1).length,
  });

  for (const t of turmas) {
    const inicio = t.dt_entrada && t.dt_entrada > p.de ? t.dt_entrada : p.de;
    const sent = enviadas.filter((c) => c.id_turma === t.id_turma && c.data_c >= inicio);
    const datas = new Set([...datasNoDia(t.dia_semana, inicio, ateDevida), ...sent.map((c) => c.data_c)]);
    const soma = new Soma().somar({
      previstas: datas.size,
      enviadas: sent.length,
      atrasadas: sent.filter((c) => atrasada(c.data_c, c.enviada_em, p.fuso)).length,
      ...contar(marcasDe(t.id_turma)),
    });
    geral.somar(soma.valor);
    linhas.push({ id_turma: t.id_turma, nome_turma: t.nome_turma, ...soma.valor });
  }
  const atuais = new Set(turmas.map((t) => t.id_turma));
  const antigas = new Map<number, string>();
  for (const m of marcas) if (!atuais.has(m.id_turma)) antigas.set(m.id_turma, m.nome_turma);
  for (const [id_turma, nome_turma] of antigas) {
    const ms = marcasDe(id_turma);
    const soma = new Soma().somar({
      previstas: ms.length,
      enviadas: ms.length,
      atrasadas: ms.filter((m) => atrasada(m.data_c, m.enviada_em, p.fuso)).length,
      ...contar(ms),
    });
    geral.somar(soma.valor);
    linhas.push({ id_turma, nome_turma, ...soma.valor });
  }
  const g = geral.valor;
  return { de: p.de, ate: p.ate, geral: { ...g, taxa: taxa(g.presencas, g.faltas) }, turmas: linhas };
}
