// The edit mode of an enrolment: its read (spec §3 allData) and its save.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/tables.ts';
import type { AlunoAllData, AlunoDados, EdicaoMatriculaInput } from '#shared/schemas/matricula.ts';
import { dadosPessoa, inserirEndereco, salvarResponsavel } from './repository-pessoas';

type Db = Kysely<Database> | Transaction<Database>;

/** GET /api/aluno/allData/{id_aluno}: the edit mode's read (spec §3), or undefined. */
export async function alunoAllData(db: Db, idAluno: number): Promise<AlunoAllData | undefined> {
  return db
    .selectFrom('aluno')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'aluno.id_pessoa')
    .leftJoin('endereco as e', 'e.id_endereco', 'p.id_endereco')
    .leftJoin('responsavel_aluno as ra1', 'ra1.id_responsavel', 'aluno.id_responsavel')
    .leftJoin('pessoa as r1', 'r1.id_pessoa', 'ra1.id_pessoa')
    .leftJoin('responsavel_aluno as ra2', 'ra2.id_responsavel', 'aluno.id_responsavel2')
    .leftJoin('pessoa as r2', 'r2.id_pessoa', 'ra2.id_pessoa')
    .leftJoin('responsavel_aluno as raf', 'raf.id_responsavel', 'aluno.id_responsavel_financeiro')
    .leftJoin('pessoa as rf', 'rf.id_pessoa', 'raf.id_pessoa')
    .select([
      'aluno.id_aluno',
      'aluno.id_pessoa',
      'aluno.tipo_aluno',
      'aluno.dt_inicio',
      'aluno.contrato',
      'aluno.contrato_aceito_em',
      'p.nome_pessoa as nome_aluno',
      'p.email_pessoa as email_aluno',
      'p.cpf_pessoa as cpf_aluno',
      'p.genero as genero_aluno',
      'p.rg_pessoa as rg_aluno',
      'p.telefone_pessoa as telefone_aluno',
      'p.dt_nasc_pessoa as data_nascimento_aluno',
      'aluno.destro_canhoto',
      'r1.nome_pessoa as nome_responsavel1',
      'r1.email_pessoa as email_responsavel1',
      'r1.cpf_pessoa as cpf_responsavel1',
      'r1.rg_pessoa as rg_responsavel1',
      'r1.telefone_pessoa as telefone_responsavel1',
      'r1.genero as genero_responsavel1',
      'r2.nome_pessoa as nome_responsavel2',
      'r2.email_pessoa as email_responsavel2',
      'r2.cpf_pessoa as cpf_responsavel2',
      'r2.rg_pessoa as rg_responsavel2',
      'r2.telefone_pessoa as telefone_responsavel2',
      'r2.genero as genero_responsavel2',
      'rf.nome_pessoa as nome_responsavel_financeiro',
      'rf.email_pessoa as email_responsavel_financeiro',
      'rf.cpf_pessoa as cpf_responsavel_financeiro',
      'rf.rg_pessoa as rg_responsavel_financeiro',
      'rf.telefone_pessoa as telefone_responsavel_financeiro',
      'rf.genero as genero_responsavel_financeiro',
      'aluno.id_responsavel',
      'aluno.id_responsavel_financeiro',
      'e.cep',
      'e.rua',
      'e.bairro',
      'e.cidade',
      'e.estado',
      'e.numero as numero_aluno',
      'aluno.dia_pagamento',
      'aluno.tipo_plano',
    ])
    .where('aluno.id_aluno', '=', idAluno)
    .executeTakeFirst();
}

/**
 * Edit mode's save, in one transaction: the address, the student's person,
 * the guardians and (paying students) the plan and due day. Returns false when
 * the student does not exist.
 */
export async function salvarEdicao(trx: Db, idAluno: number, e: EdicaoMatriculaInput, menor: boolean) {
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
  return true;
}
