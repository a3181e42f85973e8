// The whole enrolment of the wizards (POST /api/matricula), saved by the caller in one
// transaction.
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables.ts';
import { HttpError } from '#server/http-error.ts';
import { CONTRATO_VERSAO, DATA_NASC_RESPONSAVEL } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import type { MatriculaInput, ResponsavelDados } from '#shared/schemas/matricula.ts';
import { atualizarContato, inserirEndereco, inserirPessoas, pessoasDosCpfs } from './repository-pessoas';
import { TIPOS_POR_CADASTRO } from './repository-unidades';
import { conferirVagas } from './repository-vagas';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Writes a whole enrolment. Call inside one transaction: any error (a class
 * that filled up, a constraint) rolls everything back. `menor` says whether the
 * guardian data is used (an adult's guardian fields are ignored).
 *
 * Statements: the unit, the people the CPFs already belong to (one), the address,
 * every new person (one multi-row insert), an update per person who comes again
 * (decision 013: a student already enrolled is refused), the guardian rows (one), the student, the capacity check (one on SQLite, lock and
 * count on PostgreSQL) and the class links (one). The class rows are read last,
 * so PostgreSQL holds their lock only for the links and the commit.
 */
export async function salvarMatricula(
  trx: Db,
  dialect: Dialect,
  m: MatriculaInput,
  {
    hoje,
    menor,
    agora,
    admin,
    publica,
  }: { hoje: string; menor: boolean; agora: number; admin: boolean; publica: boolean },
) {
  const unidade = await trx
    .selectFrom('unidade')
    .select(['id_unidade', 'tipo'])
    .where('id_unidade', '=', m.id_unidade)
    .executeTakeFirst();
  if (!unidade || !TIPOS_POR_CADASTRO[m.tipo_aluno].includes(unidade.tipo)) {
    throw new HttpError(400, MSG.unidadeInvalida);
  }

  // The guardians this wizard keeps (spec §7): slot -> index in `responsaveis`.
  const responsaveis: ResponsavelDados[] = [];
  let r2 = -1;
  let rf = -1;
  if (menor && m.responsavel1) {
    responsaveis.push(m.responsavel1);
    if (m.tipo_aluno !== 'escola' && m.responsavel2) r2 = responsaveis.push(m.responsavel2) - 1;
    if (m.tipo_aluno === 'pagante' && m.financeiro === 'nao' && m.responsavel_financeiro)
      rf = responsaveis.push(m.responsavel_financeiro) - 1;
  }
  conferirCpfs(m.aluno.cpf_pessoa, responsaveis, r2, rf);

  // One person per CPF (decision 013): who is already someone.
  const existentes = await pessoasDosCpfs(trx, [
    m.aluno.cpf_pessoa,
    ...responsaveis.map((r) => r.cpf_pessoa),
  ]);
  const jaAluno = existentes.get(m.aluno.cpf_pessoa);
  if (jaAluno?.aluno) throw alunoJaMatriculado(jaAluno.id_pessoa, admin);

  const idEndereco = await inserirEndereco(trx, m.endereco);
  // The new people in one insert (a guardian named in two slots once), the others updated.
  const pessoas = [...responsaveis.map((r) => ({ ...r, dt_nasc_pessoa: DATA_NASC_RESPONSAVEL })), m.aluno];
  const novas = pessoas.filter(
    (p, i) => !existentes.has(p.cpf_pessoa) && pessoas.findIndex((o) => o.cpf_pessoa === p.cpf_pessoa) === i,
  );
  const idsNovas = novas.length > 0 ? await inserirPessoas(trx, novas, idEndereco) : [];
  const idDoCpf = new Map(novas.map((p, i) => [p.cpf_pessoa, idsNovas[i]]));
  for (const [i, p] of pessoas.entries()) {
    const e = existentes.get(p.cpf_pessoa);
    if (!e || pessoas.findIndex((o) => o.cpf_pessoa === p.cpf_pessoa) !== i) continue;
    await atualizarContato(trx, e, p, { admin, idEndereco });
    idDoCpf.set(p.cpf_pessoa, e.id_pessoa);
  }
  const idPessoa = idDoCpf.get(m.aluno.cpf_pessoa)!;
  // A guardian's and the student's ids are their persons' (decision 012).
  const idsResponsavel = responsaveis.map((r) => idDoCpf.get(r.cpf_pessoa)!);
  const semPapel = [...new Set(idsResponsavel)].filter(
    (id) => ![...existentes.values()].some((e) => e.id_pessoa === id && e.responsavel),
  );
  if (semPapel.length > 0) {
    await trx
      .insertInto('responsavel_aluno')
      .values(semPapel.map((id) => ({ id_responsavel: id, id_pessoa: id })))
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
      matricula_publica: publica ? 1 : null,
    })
    .execute();

  await conferirVagas(trx, dialect, m.turmas, m.id_unidade);
  await vincularTurmas(trx, idAluno, m.turmas, hoje);
  return { id_aluno: idAluno, id_pessoa: idPessoa, contrato };
}

/**
 * The refusal of an enrolment of someone already enrolled (decision 013), beside the
 * student's CPF; an administrator also gets the student's id (a link to the profile).
 */
const alunoJaMatriculado = (idAluno: number, admin: boolean) =>
  new HttpError(409, MSG.alunoJaMatriculado, {
    campos: { 'aluno.cpf_pessoa': MSG.alunoJaMatriculado },
    ...(admin ? { id_aluno: idAluno } : {}),
  });

/**
 * One CPF is one person, so one enrolment cannot name a CPF for two of its people:
 * the student is not their own guardian, guardian 2 is not guardian 1. The financial
 * guardian may be guardian 1 or 2 again (then it is that person).
 */
function conferirCpfs(cpfAluno: string, responsaveis: ResponsavelDados[], r2: number, rf: number) {
  const campo = (i: number) =>
    i === r2 ? 'responsavel2' : i === rf ? 'responsavel_financeiro' : 'responsavel1';
  for (const [i, r] of responsaveis.entries()) {
    const repetido = r.cpf_pessoa === cpfAluno || (i === r2 && responsaveis[0].cpf_pessoa === r.cpf_pessoa);
    if (repetido)
      throw new HttpError(400, MSG.cpfRepetidoNaMatricula, {
        campos: { [`${campo(i)}.cpf_pessoa`]: MSG.cpfRepetidoNaMatricula },
      });
  }
}

/** Puts a student in classes (one statement), joining them on `dtEntrada`. */
export async function vincularTurmas(trx: Db, idAluno: number, turmas: number[], dtEntrada: string) {
  await trx
    .insertInto('aluno_has_turma')
    .values(turmas.map((id_turma) => ({ id_aluno: idAluno, id_turma, dt_entrada: dtEntrada })))
    .execute();
}
