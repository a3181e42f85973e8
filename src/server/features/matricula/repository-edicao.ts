// The edit mode of an enrolment: its read (allData, docs/product/data.md) and its save.
import { isCpfViolation } from '#server/db/errors.ts';
import type { Executor } from '#server/db/executor.ts';
import { alunoEResponsaveis } from '#server/repositories/aluno-e-responsaveis.ts';
import { estaAnonimizada } from '#server/repositories/anonimizadas.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { type IdentidadeRecusada, resolverIdentidade } from '#server/repositories/identidade-mascarada.ts';
import { type Falha, falha, type Ok, ok } from '#server/result.ts';
import { instanteIso } from '#shared/rules/datas.ts';
import type {
  AlunoAllData,
  AlunoDados,
  EdicaoMatriculaInput,
  ResponsavelDados,
  ResponsavelEdicao,
} from '#shared/schemas/matricula.ts';
import { dadosPessoa, inserirEndereco, salvarResponsavel } from './repository-pessoas';

/**
 * GET /api/aluno/allData/{id_aluno}: the edit mode's read (docs/product/data.md), or undefined.
 * A full record's read: an audit entry 'ver' for the student and each guardian it shows.
 */
export async function alunoAllData(
  db: Executor,
  quem: Autoria,
  idAluno: number,
): Promise<AlunoAllData | undefined> {
  const row = await alunoEResponsaveis(db)
    .leftJoin('endereco as e', 'e.id_endereco', 'pa.id_endereco')
    .select([
      'a.id_aluno',
      'a.id_pessoa',
      'a.tipo_aluno',
      'a.dt_inicio',
      'a.contrato',
      'a.contrato_aceito_em',
      'pa.nome_pessoa as nome_aluno',
      'pa.email_pessoa as email_aluno',
      'pa.cpf_pessoa as cpf_aluno',
      'pa.genero as genero_aluno',
      'pa.rg_pessoa as rg_aluno',
      'pa.telefone_pessoa as telefone_aluno',
      'pa.dt_nasc_pessoa as data_nascimento_aluno',
      'a.destro_canhoto',
      'p1.nome_pessoa as nome_responsavel1',
      'p1.email_pessoa as email_responsavel1',
      'p1.cpf_pessoa as cpf_responsavel1',
      'p1.rg_pessoa as rg_responsavel1',
      'p1.telefone_pessoa as telefone_responsavel1',
      'p1.genero as genero_responsavel1',
      'p2.nome_pessoa as nome_responsavel2',
      'p2.email_pessoa as email_responsavel2',
      'p2.cpf_pessoa as cpf_responsavel2',
      'p2.rg_pessoa as rg_responsavel2',
      'p2.telefone_pessoa as telefone_responsavel2',
      'p2.genero as genero_responsavel2',
      'pf.nome_pessoa as nome_responsavel_financeiro',
      'pf.email_pessoa as email_responsavel_financeiro',
      'pf.cpf_pessoa as cpf_responsavel_financeiro',
      'pf.rg_pessoa as rg_responsavel_financeiro',
      'pf.telefone_pessoa as telefone_responsavel_financeiro',
      'pf.genero as genero_responsavel_financeiro',
      'a.id_responsavel',
      'a.id_responsavel_financeiro',
      'e.cep',
      'e.rua',
      'e.bairro',
      'e.cidade',
      'e.estado',
      'e.numero as numero_aluno',
      'a.dia_pagamento',
      'a.tipo_plano',
      'a.id_responsavel2',
    ])
    .where('a.id_aluno', '=', idAluno)
    .executeTakeFirst();
  if (!row) return undefined;
  const { id_responsavel2, ...allData } = row;
  const pessoas = new Set([
    row.id_pessoa,
    row.id_responsavel,
    id_responsavel2,
    row.id_responsavel_financeiro,
  ]);
  pessoas.delete(null);
  await registrarAuditoria(
    db,
    quem,
    [...pessoas].map((id_pessoa) => ({ acao: 'ver' as const, id_pessoa })),
  );
  return {
    ...allData,
    contrato_aceito_em: allData.contrato_aceito_em === null ? null : instanteIso(allData.contrato_aceito_em),
  };
}

/** The student's type (which wizard enrolled them), or undefined when there is no such student. */
export async function tipoDoAluno(db: Executor, idAluno: number) {
  const r = await db
    .selectFrom('aluno')
    .select('tipo_aluno')
    .where('id_aluno', '=', idAluno)
    .executeTakeFirst();
  return r?.tipo_aluno;
}

/** A CPF or RG sent masked that is not its person's stored number; `campo`: its field's path. */
type EdicaoMascaraRecusada = Falha<IdentidadeRecusada> & { campo: string };

/** Why the edit mode's save was refused (nothing written). */
export type EdicaoRecusada =
  | Falha<'aluno_inexistente' | 'edicao_anonimizada' | 'cpf_em_uso'>
  | EdicaoMascaraRecusada;

/**
 * The user's action "save the edit mode", in one transaction: the address, the
 * student's person, the guardians and (paying students) the plan and due day.
 */
export async function salvarEdicao(
  db: Executor,
  quem: Autoria,
  idAluno: number,
  e: EdicaoMatriculaInput,
  menor: boolean,
): Promise<Ok | EdicaoRecusada> {
  try {
    return await db.transaction().execute(async (trx) => {
      // An anonymised record identifies no one: nothing is written back into it.
      if (await estaAnonimizada(trx, idAluno)) return falha('edicao_anonimizada');
      const pessoas = await gravarEdicao(trx, idAluno, e, menor);
      if (pessoas === false) return falha('aluno_inexistente');
      if (!Array.isArray(pessoas)) return pessoas;
      await registrarAuditoria(
        trx,
        quem,
        pessoas.map((id_pessoa) => ({ acao: 'editar' as const, id_pessoa })),
      );
      return ok();
    });
  } catch (err) {
    if (isCpfViolation(err)) return falha('cpf_em_uso');
    throw err;
  }
}

/** The person a guardian slot links (`id_responsavel`), or null for an empty slot. */
async function pessoaDoResponsavel(trx: Executor, idResponsavel: number | null) {
  if (idResponsavel === null) return null;
  const ra = await trx
    .selectFrom('responsavel_aluno')
    .select('id_pessoa')
    .where('id_responsavel', '=', idResponsavel)
    .executeTakeFirst();
  return ra?.id_pessoa ?? null;
}

/**
 * A person of the edit with its masked CPF/RG resolved against the person the slot holds
 * now (null: an empty slot, where no mask can match); refused with the field's path.
 */
async function semMascara<T extends ResponsavelEdicao>(
  trx: Executor,
  idPessoa: number | null,
  p: T,
  campo: string,
): Promise<Ok<{ p: T & ResponsavelDados }> | EdicaoMascaraRecusada> {
  const docs = await resolverIdentidade(trx, idPessoa, p);
  if (!docs.ok)
    return falha(docs.motivo, { campo: `${campo}.${docs.motivo === 'cpf_mascarado' ? 'cpf' : 'rg'}_pessoa` });
  return ok({ p: { ...p, cpf_pessoa: docs.cpf_pessoa, rg_pessoa: docs.rg_pessoa } });
}

/**
 * The edit mode's writes in `trx`: the people written (student, guardians), false when the
 * student does not exist, or the refusal of a mask that is not its person's number (checked
 * before anything is written).
 */
async function gravarEdicao(
  trx: Executor,
  idAluno: number,
  enviada: EdicaoMatriculaInput,
  menor: boolean,
): Promise<number[] | false | EdicaoMascaraRecusada> {
  const atual = await trx
    .selectFrom('aluno')
    .innerJoin('pessoa', 'pessoa.id_pessoa', 'aluno.id_pessoa')
    .select([
      'aluno.id_pessoa',
      'aluno.tipo_aluno',
      'aluno.id_responsavel',
      'aluno.id_responsavel2',
      'aluno.id_responsavel_financeiro',
      'pessoa.id_endereco',
    ])
    .where('aluno.id_aluno', '=', idAluno)
    .executeTakeFirst();
  if (!atual) return false;

  const escola = atual.tipo_aluno === 'escola';
  const pagante = atual.tipo_aluno === 'pagante';
  const separado =
    atual.id_responsavel_financeiro !== atual.id_responsavel ? atual.id_responsavel_financeiro : null;
  const alunoR = await semMascara(trx, atual.id_pessoa, enviada.aluno, 'aluno');
  if (!alunoR.ok) return alunoR;
  const slots = [
    ['responsavel1', atual.id_responsavel, menor],
    ['responsavel2', atual.id_responsavel2, menor && !escola],
    ['responsavel_financeiro', separado, menor && pagante && enviada.financeiro === 'nao'],
  ] as const;
  const guardioes: Partial<Record<(typeof slots)[number][0], ResponsavelDados>> = {};
  for (const [campo, idResponsavel, usado] of slots) {
    const dados = enviada[campo];
    if (!usado || !dados) continue;
    const r = await semMascara(trx, await pessoaDoResponsavel(trx, idResponsavel), dados, campo);
    if (!r.ok) return r;
    guardioes[campo] = r.p;
  }
  const e = {
    ...enviada,
    aluno: alunoR.p,
    responsavel1: guardioes.responsavel1,
    responsavel2: guardioes.responsavel2,
    responsavel_financeiro: guardioes.responsavel_financeiro,
  };

  let idEndereco = atual.id_endereco;
  if (idEndereco === null) idEndereco = await inserirEndereco(trx, e.endereco);
  else await trx.updateTable('endereco').set(e.endereco).where('id_endereco', '=', idEndereco).execute();

  const aluno: AlunoDados = e.aluno;
  await trx
    .updateTable('pessoa')
    .set({ ...dadosPessoa(aluno), dt_nasc_pessoa: aluno.dt_nasc_pessoa, id_endereco: idEndereco })
    .where('id_pessoa', '=', atual.id_pessoa)
    .execute();

  const idResp1 = menor
    ? await salvarResponsavel(trx, atual.id_responsavel, e.responsavel1, idEndereco)
    : null;
  const idResp2 =
    menor && !escola ? await salvarResponsavel(trx, atual.id_responsavel2, e.responsavel2, idEndereco) : null;
  let idFinanceiro: number | null = null;
  if (menor && pagante) {
    if (e.financeiro === 'nao') {
      idFinanceiro = await salvarResponsavel(trx, separado, e.responsavel_financeiro, idEndereco);
    } else {
      idFinanceiro = idResp1;
    }
  }
  await trx
    .updateTable('aluno')
    .set({
      destro_canhoto: aluno.destro_canhoto,
      // An adult's wizard has no guardian steps: existing links stay as they are.
      ...(menor
        ? { id_responsavel: idResp1, id_responsavel2: idResp2, id_responsavel_financeiro: idFinanceiro }
        : {}),
      ...(pagante ? { tipo_plano: e.tipo_plano ?? null, dia_pagamento: e.dia_pagamento ?? null } : {}),
    })
    .where('id_aluno', '=', idAluno)
    .execute();
  return [atual.id_pessoa, idResp1, idResp2, idFinanceiro].filter(
    (id, i, todos): id is number => id !== null && todos.indexOf(id) === i,
  );
}
