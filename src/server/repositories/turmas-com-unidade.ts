// Classes with their unit and the unit's address: the query every class list starts from,
// and, by weekday and time with the address in one line, what the enrolment's receipt and
// the families' portal show of a student's classes.
import type { Executor } from '#server/db/executor.ts';
import type { DiaSemana } from '#shared/constants.ts';
import { enderecoEmUmaLinha, porDiaEHora } from '#shared/rules/endereco.ts';

export interface TurmaComUnidade {
  id_turma: number;
  nome_turma: string;
  dia_semana: DiaSemana;
  /** hh:mm */
  horario: string;
  nome_unidade: string;
  /** The unit's address in one line (empty when the unit has none). */
  endereco_unidade: string;
}

/**
 * Classes joined with their unit and the unit's address (its parts): the one query the
 * class cards, the enrolment's receipt and the families' portal start from.
 */
export function turmasComEndereco(db: Executor) {
  return db
    .selectFrom('turma as t')
    .innerJoin('unidade as u', 'u.id_unidade', 't.id_unidade')
    .leftJoin('endereco as e', 'e.id_endereco', 'u.id_endereco')
    .select([
      't.id_turma',
      't.nome_turma',
      't.dia_semana',
      't.horario',
      't.qtd_maxima',
      't.id_professor',
      't.arma',
      'u.nome_unidade',
      'e.rua',
      'e.numero',
      'e.bairro',
      'e.cidade',
      'e.estado',
    ]);
}

/** The classes given by id, or those a student is in. */
export async function turmasComUnidade(
  db: Executor,
  quais: { ids: readonly number[] } | { id_aluno: number },
): Promise<TurmaComUnidade[]> {
  if ('ids' in quais && quais.ids.length === 0) return [];
  let consulta = turmasComEndereco(db);
  consulta =
    'ids' in quais
      ? consulta.where('t.id_turma', 'in', [...quais.ids])
      : consulta.where('t.id_turma', 'in', (eb) =>
          eb.selectFrom('aluno_has_turma').select('id_turma').where('id_aluno', '=', quais.id_aluno),
        );
  const linhas = await consulta.execute();
  return linhas
    .map((l) => ({
      id_turma: l.id_turma,
      nome_turma: l.nome_turma,
      dia_semana: l.dia_semana,
      horario: l.horario.slice(0, 5),
      nome_unidade: l.nome_unidade,
      endereco_unidade: enderecoEmUmaLinha(l),
    }))
    .sort(porDiaEHora);
}
