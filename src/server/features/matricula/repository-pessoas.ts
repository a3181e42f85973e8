// Person and address writes of the enrolment: addresses, persons (one or several in
// one statement), guardians and students, the existence checks of the granular admin
// calls, and the edit mode's guardian slot update.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/tables.ts';
import { DATA_NASC_RESPONSAVEL } from '#shared/constants.ts';
import type { AlunoInput } from '#shared/schemas/aluno.ts';
import type { EnderecoInput } from '#shared/schemas/endereco.ts';
import type { ResponsavelDados } from '#shared/schemas/matricula.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function inserirEndereco(db: Db, e: EnderecoInput) {
  const { id_endereco } = await db
    .insertInto('endereco')
    .values(e)
    .returning('id_endereco')
    .executeTakeFirstOrThrow();
  return id_endereco;
}

async function inserirPessoa(db: Db, p: ResponsavelDados & { dt_nasc_pessoa: string }, idEndereco: number) {
  const { id_pessoa } = await db
    .insertInto('pessoa')
    .values(linhaPessoa(p, idEndereco))
    .returning('id_pessoa')
    .executeTakeFirstOrThrow();
  return id_pessoa;
}

/** A guardian person (fixed birth date, spec §7) and its responsavel_aluno row. */
async function inserirResponsavel(db: Db, r: ResponsavelDados, idEndereco: number) {
  const idPessoa = await inserirPessoa(db, { ...r, dt_nasc_pessoa: DATA_NASC_RESPONSAVEL }, idEndereco);
  return inserirResponsavelAluno(db, idPessoa);
}

export async function inserirResponsavelAluno(db: Db, idPessoa: number) {
  const { id_responsavel } = await db
    .insertInto('responsavel_aluno')
    .values({ id_responsavel: idPessoa, id_pessoa: idPessoa })
    .returning('id_responsavel')
    .executeTakeFirstOrThrow();
  return id_responsavel;
}

export async function inserirAluno(db: Db, a: AlunoInput & { id_responsavel_financeiro?: number | null }) {
  const { id_aluno } = await db
    .insertInto('aluno')
    .values({
      id_aluno: a.id_pessoa,
      id_pessoa: a.id_pessoa,
      destro_canhoto: a.destro_canhoto,
      id_responsavel: a.id_responsavel ?? null,
      id_responsavel2: a.id_responsavel2 ?? null,
      id_responsavel_financeiro: a.id_responsavel_financeiro ?? null,
      dt_inicio: a.dt_inicio,
      tipo_plano: a.tipo_plano ?? null,
      dia_pagamento: a.dia_pagamento ?? null,
      tipo_aluno: a.tipo_aluno,
    })
    .returning('id_aluno')
    .executeTakeFirstOrThrow();
  return id_aluno;
}

export const pessoaExiste = async (db: Db, idPessoa: number) =>
  !!(await db.selectFrom('pessoa').select('id_pessoa').where('id_pessoa', '=', idPessoa).executeTakeFirst());

export const responsavelExiste = async (db: Db, idResponsavel: number) =>
  !!(await db
    .selectFrom('responsavel_aluno')
    .select('id_responsavel')
    .where('id_responsavel', '=', idResponsavel)
    .executeTakeFirst());

/** The columns of a person the enrolment writes (never a login: no password, never an administrator). */
const linhaPessoa = (p: ResponsavelDados & { dt_nasc_pessoa: string }, idEndereco: number) => ({
  nome_pessoa: p.nome_pessoa,
  dt_nasc_pessoa: p.dt_nasc_pessoa,
  cpf_pessoa: p.cpf_pessoa,
  rg_pessoa: p.rg_pessoa,
  email_pessoa: p.email_pessoa,
  telefone_pessoa: p.telefone_pessoa,
  genero: p.genero,
  id_endereco: idEndereco,
  senha_pessoa: null,
  adm: 0 as const,
});

/**
 * Inserts several persons with one statement and answers their ids in the order
 * of `pessoas`. RETURNING does not promise an order, but the ids do: both
 * dialects number the rows of one INSERT in the order of its VALUES (SQLite's
 * autoincrement takes max + 1 per row; PostgreSQL calls the sequence once per
 * row, in order, so concurrent inserts can interleave but never reorder ours).
 */
export async function inserirPessoas(
  db: Db,
  pessoas: (ResponsavelDados & { dt_nasc_pessoa: string })[],
  idEndereco: number,
) {
  const rows = await db
    .insertInto('pessoa')
    .values(pessoas.map((p) => linhaPessoa(p, idEndereco)))
    .returning('id_pessoa')
    .execute();
  return rows.map((r) => r.id_pessoa).sort((a, b) => a - b);
}

export function dadosPessoa(p: ResponsavelDados) {
  return {
    nome_pessoa: p.nome_pessoa,
    cpf_pessoa: p.cpf_pessoa,
    rg_pessoa: p.rg_pessoa,
    email_pessoa: p.email_pessoa,
    telefone_pessoa: p.telefone_pessoa,
    genero: p.genero,
  };
}

/** Updates a guardian slot: edits the linked person, creates one, or unlinks. */
export async function salvarResponsavel(
  trx: Db,
  atual: number | null,
  dados: ResponsavelDados | null | undefined,
  idEndereco: number,
): Promise<number | null> {
  if (!dados) return null;
  if (atual === null) return inserirResponsavel(trx, dados, idEndereco);
  const ra = await trx
    .selectFrom('responsavel_aluno')
    .select('id_pessoa')
    .where('id_responsavel', '=', atual)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('pessoa')
    .set({ ...dadosPessoa(dados), id_endereco: idEndereco })
    .where('id_pessoa', '=', ra.id_pessoa)
    .execute();
  return atual;
}
