// The whole enrolment of the wizards (POST /api/matricula), in one transaction.
import { isCpfViolation } from '#server/db/errors.ts';
import type { Executor } from '#server/db/executor.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import {
  documentoDoContrato,
  registrarAceites,
  registrarFinalidades,
} from '#server/repositories/consentimentos.ts';
import { converterExperimental } from '#server/repositories/experimentais.ts';
import { type Falha, falha, ok } from '#server/result.ts';
import { CONTRATO_VERSAO, DATA_NASC_RESPONSAVEL } from '#shared/constants.ts';
import type { MatriculaInput, ResponsavelDados } from '#shared/schemas/matricula.ts';
import {
  atualizarContato,
  gravarCpf,
  inserirEndereco,
  inserirPessoas,
  type PessoaDoCpf,
  pessoasDosCpfs,
  pessoasSemCpfDosEmails,
} from './repository-pessoas';
import { TIPOS_POR_CADASTRO } from './repository-unidades';
import { conferirVagas, type VagasRecusadas } from './repository-vagas';

/** Why an enrolment was refused (nothing written). */
export type MatriculaRecusada =
  | Falha<'unidade_invalida'>
  /** One CPF named for two of its people; `campo`: the later one's CPF field. */
  | (Falha<'cpf_repetido'> & { campo: string })
  /** The student is enrolled already (one person per CPF, decision 013). */
  | (Falha<'aluno_ja_matriculado'> & { id_aluno: number })
  /** A concurrent enrolment took one of its CPFs, twice in a row. */
  | Falha<'cpf_em_uso'>
  /** The trial class it converts does not exist or was converted already. */
  | Falha<'experimental_invalida'>
  | VagasRecusadas;

interface Contexto {
  hoje: string;
  /** The guardian data is used (an adult's guardian fields are ignored). */
  menor: boolean;
  agora: number;
  /** Made by an administrator, who vouches for the contacts of people who come again. */
  admin: boolean;
  /** Made by someone without a session (the bell tells the administrators: decision 018). */
  publica: boolean;
  /** Who enrols (null id: the public wizard) and the request, for the consent's audit entries. */
  quem: Autoria;
}

/** A refusal met after some writes: thrown out of the transaction so they roll back. */
class Desfazer extends Error {
  constructor(readonly recusa: MatriculaRecusada) {
    super(recusa.motivo);
  }
}

/**
 * The user's action "enrol": the whole enrolment in one transaction, or nothing.
 * A person with one of its CPFs written meanwhile (a concurrent enrolment of the same
 * student or guardian) makes it run once more, now finding them (decision 013).
 */
export async function matricular(db: Executor, m: MatriculaInput, contexto: Contexto) {
  const tentar = async () => {
    try {
      return await db.transaction().execute(async (trx) => {
        const r = await salvarMatricula(trx, m, contexto);
        if (!r.ok) throw new Desfazer(r);
        return r;
      });
    } catch (err) {
      if (err instanceof Desfazer) return err.recusa;
      throw err;
    }
  };
  try {
    return await tentar().catch((err: unknown) => {
      if (isCpfViolation(err)) return tentar();
      throw err;
    });
  } catch (err) {
    if (isCpfViolation(err)) return falha('cpf_em_uso');
    throw err;
  }
}

/**
 * Writes a whole enrolment in the transaction `trx`; a refusal after writes must
 * roll them back (matricular does).
 *
 * Statements: the unit, the people the CPFs already belong to (one), the address,
 * every new person (one multi-row insert), an update per person who comes again
 * (decision 013: a student already enrolled is refused), the guardian rows (one), the student, the capacity check (one on SQLite, lock and
 * count on PostgreSQL) and the class links (one). The class rows are read last,
 * so PostgreSQL holds their lock only for the links and the commit.
 */
async function salvarMatricula(
  trx: Executor,
  m: MatriculaInput,
  { hoje, menor, agora, admin, publica, quem }: Contexto,
) {
  const unidade = await trx
    .selectFrom('unidade')
    .select(['id_unidade', 'tipo'])
    .where('id_unidade', '=', m.id_unidade)
    .executeTakeFirst();
  if (!unidade || !TIPOS_POR_CADASTRO[m.tipo_aluno].includes(unidade.tipo)) {
    return falha('unidade_invalida');
  }

  // The guardians this wizard keeps (docs/product/validation.md): slot -> index in `responsaveis`.
  const responsaveis: ResponsavelDados[] = [];
  let r2 = -1;
  let rf = -1;
  if (menor && m.responsavel1) {
    responsaveis.push(m.responsavel1);
    if (m.tipo_aluno !== 'escola' && m.responsavel2) r2 = responsaveis.push(m.responsavel2) - 1;
    if (m.tipo_aluno === 'pagante' && m.financeiro === 'nao' && m.responsavel_financeiro)
      rf = responsaveis.push(m.responsavel_financeiro) - 1;
  }
  const repetido = cpfRepetido(m.aluno.cpf_pessoa, responsaveis, r2, rf);
  if (repetido) return { ...falha('cpf_repetido'), campo: repetido };

  // One person per CPF (decision 013): who is already someone.
  const existentes = await pessoasDosCpfs(trx, [
    m.aluno.cpf_pessoa,
    ...responsaveis.map((r) => r.cpf_pessoa),
  ]);
  // A trial's conversion: whoever has no CPF match may be someone registered without a CPF
  // under the same e-mail (a guardian of an earlier trial or import); they are that person.
  const peloEmail = m.id_experimental
    ? await acharPeloEmail(trx, [m.aluno, ...responsaveis], existentes)
    : new Map<string, PessoaDoCpf>();
  for (const [cpf, p] of peloEmail) existentes.set(cpf, p);
  const jaAluno = existentes.get(m.aluno.cpf_pessoa);
  if (jaAluno?.aluno) return { ...falha('aluno_ja_matriculado'), id_aluno: jaAluno.id_pessoa };

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
    if (peloEmail.has(p.cpf_pessoa)) await gravarCpf(trx, e.id_pessoa, p.cpf_pessoa);
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

  // A converted trial becomes `matriculada`, pointing to the student (the same person when
  // their CPF was known already).
  if (m.id_experimental && !(await converterExperimental(trx, m.id_experimental, idAluno, agora)))
    return falha('experimental_invalida');
  const vagas = await conferirVagas(trx, m.turmas, m.id_unidade);
  if (!vagas.ok) return vagas;
  await vincularTurmas(trx, idAluno, m.turmas, hoje);
  // The audit log (decision 028): the student and each guardian the enrolment wrote.
  await registrarAuditoria(
    trx,
    quem,
    [idPessoa, ...new Set(idsResponsavel)].map((id) => ({
      acao: 'editar' as const,
      id_pessoa: id,
      detalhe: 'matricula',
    })),
  );

  // The acceptance, recorded (docs/decisions/027): the contract's and the privacy notice's
  // current versions, accepted by guardian 1 for a minor or by the adult student; the
  // optional purposes as separate answers.
  const consentimento = {
    id_aluno: idAluno,
    id_pessoa: idResp1 ?? idPessoa,
    canal: publica ? ('assistente_publico' as const) : ('secretaria' as const),
    id_operador: publica ? null : quem.id_autor,
    hoje,
  };
  await registrarAceites(trx, quem, consentimento, [documentoDoContrato(contrato)!, 'aviso_privacidade']);
  if (m.finalidades) await registrarFinalidades(trx, quem, consentimento, m.finalidades);
  return ok({ id_aluno: idAluno, id_pessoa: idPessoa, contrato });
}

/**
 * The enrolment's people without a CPF match found by e-mail instead, by their CPF in the
 * enrolment: a registered person without a CPF who alone holds that e-mail. An e-mail given
 * for two of the enrolment's people (a child with a parent's e-mail) links neither of them.
 */
async function acharPeloEmail(
  trx: Executor,
  pessoas: { cpf_pessoa: string; email_pessoa: string }[],
  existentes: Map<string, PessoaDoCpf>,
) {
  // One entry per CPF (a guardian named in two slots is one person).
  const unicas = [...new Map(pessoas.map((p) => [p.cpf_pessoa, p])).values()];
  const vezes = new Map<string, number>();
  for (const p of unicas) vezes.set(p.email_pessoa, (vezes.get(p.email_pessoa) ?? 0) + 1);
  const sem = unicas.filter((p) => !existentes.has(p.cpf_pessoa) && vezes.get(p.email_pessoa) === 1);
  const achadas = await pessoasSemCpfDosEmails(
    trx,
    sem.map((p) => p.email_pessoa),
  );
  const porCpf = new Map<string, PessoaDoCpf>();
  for (const p of sem) {
    const e = achadas.get(p.email_pessoa);
    if (e) porCpf.set(p.cpf_pessoa, e);
  }
  return porCpf;
}

/**
 * One CPF is one person, so one enrolment cannot name a CPF for two of its people:
 * the student is not their own guardian, guardian 2 is not guardian 1. The financial
 * guardian may be guardian 1 or 2 again (then it is that person). Answers the CPF
 * field of the first person who repeats one, or null.
 */
function cpfRepetido(cpfAluno: string, responsaveis: ResponsavelDados[], r2: number, rf: number) {
  const campo = (i: number) =>
    i === r2 ? 'responsavel2' : i === rf ? 'responsavel_financeiro' : 'responsavel1';
  for (const [i, r] of responsaveis.entries()) {
    const repetido = r.cpf_pessoa === cpfAluno || (i === r2 && responsaveis[0].cpf_pessoa === r.cpf_pessoa);
    if (repetido) return `${campo(i)}.cpf_pessoa`;
  }
  return null;
}

/** Puts a student in classes (one statement), joining them on `dtEntrada`. */
export async function vincularTurmas(trx: Executor, idAluno: number, turmas: number[], dtEntrada: string) {
  await trx
    .insertInto('aluno_has_turma')
    .values(turmas.map((id_turma) => ({ id_aluno: idAluno, id_turma, dt_entrada: dtEntrada })))
    .execute();
}
