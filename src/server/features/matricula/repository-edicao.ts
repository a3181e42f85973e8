// The edit mode of an enrolment: its read (allData, docs/product/data.md) and its save.
import { isCpfViolation } from '#server/db/errors.ts';
import type { Executor } from '#server/db/executor.ts';
import { alunoEResponsaveis } from '#server/repositories/aluno-e-responsaveis.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import { instanteIso } from '#shared/rules/datas.ts';
import type { AlunoAllData, AlunoDados, EdicaoMatriculaInput } from '#shared/schemas/matricula.ts';
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
): Promise<Resultado<object, 'aluno_inexistente' | 'cpf_em_uso'>> {
  try {
    const salvo = await db.transaction().execute(async (trx) => {
      const pessoas = await gravarEdicao(trx, idAluno, e, menor);
      if (pessoas === false) return false;
      await registrarAuditoria(
        trx,
        quem,
        pessoas.map((id_pessoa) => ({ acao: 'editar' as const, id_pessoa })),
      );
      return true;
    });
    return salvo ? ok() : falha('aluno_inexistente');
  } catch (err) {
    if (isCpfViolation(err)) return falha('cpf_em_uso');
    throw err;
  }
}

/** The edit mode's writes in `trx`: the people written (student, guardians), or false when the student does not exist. */
async function gravarEdicao(trx: Executor, idAluno: number, e: EdicaoMatriculaInput, menor: boolean) {
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

  let idEndereco = atual.id_endereco;
  if (idEndereco === null) idEndereco = await inserirEndereco(trx, e.endereco);
  else await trx.updateTable('endereco').set(e.endereco).where('id_endereco', '=', idEndereco).execute();

  const aluno: AlunoDados = e.aluno;
  await trx
    .updateTable('pessoa')
    .set({ ...dadosPessoa(aluno), dt_nasc_pessoa: aluno.dt_nasc_pessoa, id_endereco: idEndereco })
    .where('id_pessoa', '=', atual.id_pessoa)
    .execute();

  const escola = atual.tipo_aluno === 'escola';
  const pagante = atual.tipo_aluno === 'pagante';
  const idResp1 = menor
    ? await salvarResponsavel(trx, atual.id_responsavel, e.responsavel1, idEndereco)
    : null;
  const idResp2 =
    menor && !escola ? await salvarResponsavel(trx, atual.id_responsavel2, e.responsavel2, idEndereco) : null;
  let idFinanceiro: number | null = null;
  if (menor && pagante) {
    if (e.financeiro === 'nao') {
      const separado =
        atual.id_responsavel_financeiro !== atual.id_responsavel ? atual.id_responsavel_financeiro : null;
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
