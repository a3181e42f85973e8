// The classes a user sees: the week of classes, one class's detail and owner, and
// the classes a student may be moved to. Which classes a user sees is the caller's
// rule (`AcessoTurma`), applied here as the statement's condition.
import type { Executor } from '#server/db/executor.ts';
import type { AcessoTurma } from '#server/policies/index.ts';
import { turmasComEndereco } from '#server/repositories/turmas-com-unidade.ts';
import type { DiaSemana } from '#shared/constants.ts';
import { enderecoEmUmaLinha, porDiaEHora } from '#shared/rules/endereco.ts';
import type { Arma } from '#shared/rules/esgrima.ts';
import type { TurmaNoAparelho } from '#shared/schemas/aparelho.ts';
import type { MinhaTurma, TurmaDestino, TurmaDetalhe } from '#shared/schemas/chamada.ts';

/** The unit's name and full address in one line, as the cards show it. */
function formatarEndereco(nome_unidade: string, e: Parameters<typeof enderecoEmUmaLinha>[0]): string {
  return e.rua ? `${nome_unidade} - ${enderecoEmUmaLinha(e)}` : nome_unidade;
}

type LinhaTurma = {
  id_turma: number;
  nome_turma: string;
  dia_semana: DiaSemana;
  horario: string;
  qtd_maxima: number;
  arma: Arma | null;
  nome_unidade: string;
  rua: string | null;
  numero: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
};

const paraMinhaTurma = (r: LinhaTurma): MinhaTurma => ({
  id_turma: r.id_turma,
  nome_turma: r.nome_turma,
  dia_semana: r.dia_semana,
  horario: r.horario,
  endereco_completo: formatarEndereco(r.nome_unidade, r),
  nome_unidade: r.nome_unidade,
  qtd_maxima: r.qtd_maxima,
  arma: r.arma,
});

/** The classes `acesso` admits (optionally on one weekday), by weekday and time. */
export async function listarMinhasTurmas(
  db: Executor,
  opts: { acesso: AcessoTurma; dia?: DiaSemana },
): Promise<MinhaTurma[]> {
  let q = turmasComEndereco(db).where(opts.acesso.condicao('t.id_professor'));
  if (opts.dia) q = q.where('t.dia_semana', '=', opts.dia);
  const rows = await q.execute();
  return rows.map(paraMinhaTurma).sort(porDiaEHora);
}

/**
 * The classes `acesso` admits, by weekday and time (at most `maximo`: an administrator
 * sees every class), each with its students' ids and names only, in two statements.
 */
export async function turmasParaOAparelho(
  db: Executor,
  opts: { acesso: AcessoTurma; maximo: number },
): Promise<TurmaNoAparelho[]> {
  const turmas = (
    await db
      .selectFrom('turma as t')
      .innerJoin('unidade as u', 'u.id_unidade', 't.id_unidade')
      .select(['t.id_turma', 't.nome_turma', 't.dia_semana', 't.horario', 'u.nome_unidade'])
      .where(opts.acesso.condicao('t.id_professor'))
      .execute()
  )
    .sort(porDiaEHora)
    .slice(0, opts.maximo);
  if (turmas.length === 0) return [];
  const alunos = await db
    .selectFrom('aluno_has_turma as aht')
    .innerJoin('aluno as a', 'a.id_aluno', 'aht.id_aluno')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
    .select(['aht.id_turma', 'a.id_aluno', 'p.nome_pessoa'])
    .where(
      'aht.id_turma',
      'in',
      turmas.map((t) => t.id_turma),
    )
    .orderBy('p.nome_pessoa')
    .orderBy('a.id_aluno')
    .execute();
  const porTurma = new Map(
    turmas.map((t) => [t.id_turma, { ...t, alunos: [] as TurmaNoAparelho['alunos'] }]),
  );
  for (const a of alunos)
    porTurma.get(a.id_turma)?.alunos.push({ id_aluno: a.id_aluno, nome: a.nome_pessoa });
  return [...porTurma.values()];
}

/** Who teaches a class, how big it may get and when it meets; undefined when it does not exist. */
export async function turmaDono(db: Executor, id_turma: number) {
  return db
    .selectFrom('turma')
    .select(['id_turma', 'id_professor', 'qtd_maxima', 'dia_semana'])
    .where('id_turma', '=', id_turma)
    .executeTakeFirst();
}

export async function turmaDetalhe(db: Executor, id_turma: number): Promise<TurmaDetalhe | undefined> {
  const row = await turmasComEndereco(db)
    .innerJoin('professor as pr', 'pr.id_professor', 't.id_professor')
    .innerJoin('pessoa as pp', 'pp.id_pessoa', 'pr.id_pessoa')
    .select((eb) => [
      'pp.nome_pessoa as nome_professor',
      eb
        .selectFrom('aluno_has_turma as aht')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('aht.id_turma', '=', 't.id_turma')
        .as('total_alunos'),
    ])
    .where('t.id_turma', '=', id_turma)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...paraMinhaTurma(row),
    total_alunos: Number(row.total_alunos ?? 0),
    nome_professor: row.nome_professor,
  };
}

/**
 * Classes a student of class `de` can move to: every other class `acesso` admits,
 * minus those the student is already in, with free places.
 */
export async function turmasDestino(
  db: Executor,
  opts: { id_aluno: number; de: number; acesso: AcessoTurma },
): Promise<TurmaDestino[]> {
  const q = db
    .selectFrom('turma as t')
    .innerJoin('unidade as u', 'u.id_unidade', 't.id_unidade')
    .select((eb) => [
      't.id_turma',
      't.nome_turma',
      't.dia_semana',
      't.horario',
      't.qtd_maxima',
      'u.nome_unidade',
      eb
        .selectFrom('aluno_has_turma as aht')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('aht.id_turma', '=', 't.id_turma')
        .as('ocupadas'),
    ])
    .where('t.id_turma', '<>', opts.de)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('aluno_has_turma as x')
            .select('x.id_aluno')
            .whereRef('x.id_turma', '=', 't.id_turma')
            .where('x.id_aluno', '=', opts.id_aluno),
        ),
      ),
    );
  const rows = await q.where(opts.acesso.condicao('t.id_professor')).execute();
  return rows
    .map((r) => {
      const vagas = Math.max(0, r.qtd_maxima - Number(r.ocupadas ?? 0));
      return {
        id_turma: r.id_turma,
        nome_turma: r.nome_turma,
        dia_semana: r.dia_semana,
        horario: r.horario,
        nome_unidade: r.nome_unidade,
        vagas,
        lotada: vagas === 0,
      };
    })
    .sort(porDiaEHora);
}
