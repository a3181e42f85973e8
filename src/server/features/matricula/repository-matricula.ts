// The whole enrolment of the wizards (POST /api/matricula), saved by the caller in one
// transaction.
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables.ts';
import { HttpError } from '#server/http-error.ts';
import { CONTRATO_VERSAO, DATA_NASC_RESPONSAVEL } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import type { MatriculaInput, ResponsavelDados } from '#shared/schemas/matricula.ts';
import { inserirEndereco, inserirPessoas } from './repository-pessoas';
import { TIPOS_POR_CADASTRO } from './repository-unidades';
import { conferirVagas } from './repository-vagas';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Writes a whole enrolment. Call inside one transaction: any error (a class
 * that filled up, a constraint) rolls everything back. `menor` says whether the
 * guardian data is used (an adult's guardian fields are ignored).
 *
 * Statements: the unit, the address, every person (one multi-row insert), their
 * guardian rows (one), the student, the capacity check (one on SQLite, lock and
 * count on PostgreSQL) and the class links (one). The class rows are read last,
 * so PostgreSQL holds their lock only for the links and the commit.
 */
export async function salvarMatricula(
  trx: Db,
  dialect: Dialect,
  m: MatriculaInput,
  { hoje, menor, agora }: { hoje: string; menor: boolean; agora: number },
) {
  const unidade = await trx
    .selectFrom('unidade')
    .select(['id_unidade', 'tipo'])
    .where('id_unidade', '=', m.id_unidade)
    .executeTakeFirst();
  if (!unidade || !TIPOS_POR_CADASTRO[m.tipo_aluno].includes(unidade.tipo)) {
    throw new HttpError(400, MSG.unidadeInvalida);
  }

  // The guardians this wizard keeps (spec §7), then the student, as one insert.
  const responsaveis: ResponsavelDados[] = [];
  let r2 = -1;
  let rf = -1;
  if (menor && m.responsavel1) {
    responsaveis.push(m.responsavel1);
    if (m.tipo_aluno !== 'escola' && m.responsavel2) r2 = responsaveis.push(m.responsavel2) - 1;
    if (m.tipo_aluno === 'pagante' && m.financeiro === 'nao' && m.responsavel_financeiro)
      rf = responsaveis.push(m.responsavel_financeiro) - 1;
  }
  const idEndereco = await inserirEndereco(trx, m.endereco);
  const idsPessoa = await inserirPessoas(
    trx,
    [...responsaveis.map((r) => ({ ...r, dt_nasc_pessoa: DATA_NASC_RESPONSAVEL })), m.aluno],
    idEndereco,
  );
  const idPessoa = idsPessoa[responsaveis.length];
  // A guardian's and the student's ids are their persons' (decision 012).
  const idsResponsavel = idsPessoa.slice(0, responsaveis.length);
  if (idsResponsavel.length > 0) {
    await trx
      .insertInto('responsavel_aluno')
      .values(idsResponsavel.map((id) => ({ id_responsavel: id, id_pessoa: id })))
      .execute();
  }
  const idResp1 = idsResponsavel[0] ?? null;
  const pagante = m.tipo_aluno === 'pagante';
  const contrato = unidade.tipo === 'dec' ? 'clube' : 'escola';
  const idAluno = idPessoa;
  await trx
    .insertInto('aluno')
    .values({
      id_aluno: idAluno,
      id_pessoa: idPessoa,
      destro_canhoto: m.aluno.destro_canhoto,
      id_responsavel: idResp1,
      id_responsavel2: r2 >= 0 ? idsResponsavel[r2] : null,
      id_responsavel_financeiro:
        pagante && idResp1 !== null ? (rf >= 0 ? idsResponsavel[rf] : idResp1) : null,
      dt_inicio: hoje,
      tipo_plano: pagante ? m.tipo_plano : null,
      dia_pagamento: pagante ? m.dia_pagamento : null,
      tipo_aluno: m.tipo_aluno,
      contrato,
      contrato_versao: CONTRATO_VERSAO[contrato],
      contrato_aceito_em: agora,
    })
    .execute();

  await conferirVagas(trx, dialect, m.turmas, m.id_unidade);
  await vincularTurmas(trx, idAluno, m.turmas, hoje);
  return { id_aluno: idAluno, id_pessoa: idPessoa, contrato };
}

/** Puts a student in classes (one statement), joining them on `dtEntrada`. */
export async function vincularTurmas(trx: Db, idAluno: number, turmas: number[], dtEntrada: string) {
  await trx
    .insertInto('aluno_has_turma')
    .values(turmas.map((id_turma) => ({ id_aluno: idAluno, id_turma, dt_entrada: dtEntrada })))
    .execute();
}
