// The export's part about trial classes (#server/repositories/dados-pessoais.ts:
// experimental): the trials that became the person's enrolment, and those booked with the
// person's e-mail, as the one who came or as the guardian.
import { sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import { instanteIso } from '#shared/rules/datas.ts';
import type { Exportacao } from '#shared/schemas/pessoas-dados.ts';

export async function experimentaisDaPessoa(
  db: Executor,
  id_pessoa: number,
): Promise<Exportacao['experimentais']> {
  const email = sql<string | null>`(select p.email_pessoa from pessoa p where p.id_pessoa = ${id_pessoa})`;
  const linhas = await db
    .selectFrom('experimental as e')
    .innerJoin('turma as t', 't.id_turma', 'e.id_turma')
    .select([
      'e.nome',
      'e.dt_nasc',
      'e.email',
      'e.telefone',
      'e.nome_responsavel',
      'e.email_responsavel',
      'e.telefone_responsavel',
      't.nome_turma as turma',
      'e.data',
      'e.status',
      'e.criada_em',
    ])
    .select((eb) =>
      eb
        .selectFrom('experimental_consentimento as c')
        .select((c) => c.fn.min('c.em').as('em'))
        .whereRef('c.id_experimental', '=', 'e.id_experimental')
        .as('consentimento_em'),
    )
    .where((eb) =>
      eb.or([
        eb('e.id_aluno', '=', id_pessoa),
        eb('e.email', '=', email),
        eb('e.email_responsavel', '=', email),
      ]),
    )
    .orderBy('e.data')
    .orderBy('e.id_experimental')
    .execute();
  return linhas.map(({ criada_em, consentimento_em, ...l }) => ({
    ...l,
    criada_em: instanteIso(criada_em),
    consentimento_em: consentimento_em === null ? null : instanteIso(consentimento_em),
  }));
}
