// Person and address writes of the enrolment: addresses, persons (one or several in
// one statement), guardians and students, the existence checks of the granular admin
// calls, and the edit mode's guardian slot update.
import type { Updateable } from 'kysely';
import { isForeignKeyViolation, isUniqueViolation } from '#server/db/errors.ts';
import type { Executor } from '#server/db/executor.ts';
import type { Database } from '#server/db/tables.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import { DATA_NASC_RESPONSAVEL } from '#shared/constants.ts';
import type { AlunoInput } from '#shared/schemas/aluno.ts';
import type { EnderecoInput } from '#shared/schemas/endereco.ts';
import type { ResponsavelDados } from '#shared/schemas/matricula.ts';

export async function inserirEndereco(db: Executor, e: EnderecoInput) {
  const { id_endereco } = await db
    .insertInto('endereco')
    .values(e)
    .returning('id_endereco')
    .executeTakeFirstOrThrow();
  return id_endereco;
}

async function inserirPessoa(
  db: Executor,
  p: ResponsavelDados & { dt_nasc_pessoa: string },
  idEndereco: number,
) {
  const { id_pessoa } = await db
    .insertInto('pessoa')
    .values(linhaPessoa(p, idEndereco))
    .returning('id_pessoa')
    .executeTakeFirstOrThrow();
  return id_pessoa;
}

/** A guardian person (fixed birth date, docs/product/constants.md) and its responsavel_aluno row. */
async function inserirResponsavel(db: Executor, r: ResponsavelDados, idEndereco: number) {
  const idPessoa = await inserirPessoa(db, { ...r, dt_nasc_pessoa: DATA_NASC_RESPONSAVEL }, idEndereco);
  return inserirResponsavelAluno(db, idPessoa);
}

export async function inserirResponsavelAluno(db: Executor, idPessoa: number) {
  const { id_responsavel } = await db
    .insertInto('responsavel_aluno')
    .values({ id_responsavel: idPessoa, id_pessoa: idPessoa })
    .returning('id_responsavel')
    .executeTakeFirstOrThrow();
  return id_responsavel;
}

export async function inserirAluno(
  db: Executor,
  a: AlunoInput & { id_responsavel_financeiro?: number | null },
) {
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

const pessoaExiste = async (db: Executor, idPessoa: number) =>
  !!(await db.selectFrom('pessoa').select('id_pessoa').where('id_pessoa', '=', idPessoa).executeTakeFirst());

const responsavelExiste = async (db: Executor, idResponsavel: number) =>
  !!(await db
    .selectFrom('responsavel_aluno')
    .select('id_responsavel')
    .where('id_responsavel', '=', idResponsavel)
    .executeTakeFirst());

/**
 * POST /api/responsavel_aluno: a person becomes a guardian (their id is the person's),
 * with its audit entry in the same transaction (decision 028).
 */
export async function tornarResponsavel(
  db: Executor,
  quem: Autoria,
  idPessoa: number,
): Promise<Resultado<{ id_responsavel: number }, 'pessoa_inexistente' | 'ja_responsavel'>> {
  if (!(await pessoaExiste(db, idPessoa))) return falha('pessoa_inexistente');
  try {
    return await db.transaction().execute(async (trx) => {
      const id_responsavel = await inserirResponsavelAluno(trx, idPessoa);
      await registrarAuditoria(trx, quem, { acao: 'editar', id_pessoa: idPessoa, detalhe: 'responsavel' });
      return ok({ id_responsavel });
    });
  } catch (err) {
    if (isUniqueViolation(err)) return falha('ja_responsavel');
    throw err;
  }
}

/**
 * POST /api/aluno: a person becomes a student, with guardians who must exist, and its
 * audit entry in the same transaction (decision 028).
 * `referencia_inexistente`: the person or a guardian went away meanwhile.
 */
export async function tornarAluno(
  db: Executor,
  quem: Autoria,
  a: AlunoInput,
): Promise<
  Resultado<
    { id_aluno: number },
    'pessoa_inexistente' | 'responsavel_inexistente' | 'referencia_inexistente' | 'ja_aluno'
  >
> {
  if (!(await pessoaExiste(db, a.id_pessoa))) return falha('pessoa_inexistente');
  for (const r of [a.id_responsavel, a.id_responsavel2]) {
    if (r != null && !(await responsavelExiste(db, r))) return falha('responsavel_inexistente');
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const id_aluno = await inserirAluno(trx, a);
      await registrarAuditoria(trx, quem, { acao: 'editar', id_pessoa: a.id_pessoa, detalhe: 'aluno' });
      return ok({ id_aluno });
    });
  } catch (err) {
    if (isUniqueViolation(err)) return falha('ja_aluno');
    if (isForeignKeyViolation(err)) return falha('referencia_inexistente');
    throw err;
  }
}

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
  db: Executor,
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
  trx: Executor,
  atual: number | null,
  dados: ResponsavelDados | null | undefined,
  idEndereco: number,
): Promise<number | null> {
  if (!dados) return null;
  if (atual === null) {
    // A guardian who is already someone is that person (decision 013).
    const e = (await pessoasDosCpfs(trx, [dados.cpf_pessoa])).get(dados.cpf_pessoa);
    if (!e) return inserirResponsavel(trx, dados, idEndereco);
    await atualizarContato(trx, e, dados, { admin: true, idEndereco });
    return e.responsavel ? e.id_pessoa : inserirResponsavelAluno(trx, e.id_pessoa);
  }
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

/** A person found by CPF, with the roles the enrolment cares about. */
export interface PessoaDoCpf {
  id_pessoa: number;
  nome_pessoa: string;
  aluno: boolean;
  responsavel: boolean;
  /** Can log in: the e-mail is their login and is never changed here. */
  login: boolean;
  telefone_pessoa: string | null;
  email_pessoa: string | null;
  rg_pessoa: string | null;
  genero: string | null;
  dt_nasc_pessoa: string | null;
  id_endereco: number | null;
}

/** The people with their roles, as the enrolment reads them; `filtro` narrows the people. */
async function lerPessoas(
  db: Executor,
  filtro: (q: ReturnType<typeof consultaPessoas>) => ReturnType<typeof consultaPessoas>,
) {
  const rows = await filtro(consultaPessoas(db)).execute();
  return rows.map((r) => ({
    cpf_pessoa: r.cpf_pessoa,
    pessoa: {
      id_pessoa: r.id_pessoa,
      nome_pessoa: r.nome_pessoa,
      aluno: r.id_aluno !== null,
      responsavel: r.id_responsavel !== null,
      login: r.senha_pessoa !== null,
      telefone_pessoa: r.telefone_pessoa,
      email_pessoa: r.email_pessoa,
      rg_pessoa: r.rg_pessoa,
      genero: r.genero,
      dt_nasc_pessoa: r.dt_nasc_pessoa,
      id_endereco: r.id_endereco,
    } satisfies PessoaDoCpf,
  }));
}

const consultaPessoas = (db: Executor) =>
  db
    .selectFrom('pessoa as p')
    .leftJoin('aluno as a', 'a.id_pessoa', 'p.id_pessoa')
    .leftJoin('responsavel_aluno as r', 'r.id_pessoa', 'p.id_pessoa')
    .select([
      'p.id_pessoa',
      'p.nome_pessoa',
      'p.cpf_pessoa',
      'p.senha_pessoa',
      'p.telefone_pessoa',
      'p.email_pessoa',
      'p.rg_pessoa',
      'p.genero',
      'p.dt_nasc_pessoa',
      'p.id_endereco',
      'a.id_aluno',
      'r.id_responsavel',
    ]);

/** The people the CPFs belong to (one person per CPF, decision 013), by CPF. */
export async function pessoasDosCpfs(db: Executor, cpfs: string[]): Promise<Map<string, PessoaDoCpf>> {
  const achadas = new Map<string, PessoaDoCpf>();
  if (cpfs.length === 0) return achadas;
  const rows = await lerPessoas(db, (q) => q.where('p.cpf_pessoa', 'in', [...new Set(cpfs)]));
  for (const r of rows) if (r.cpf_pessoa) achadas.set(r.cpf_pessoa, r.pessoa);
  return achadas;
}

/**
 * The people without a CPF recorded who hold these e-mails (compared in lower case), by
 * e-mail: an e-mail held by two or more such people names no one (it cannot tell which).
 * A person with a CPF is never found here: another CPF is another person.
 */
export async function pessoasSemCpfDosEmails(
  db: Executor,
  emails: string[],
): Promise<Map<string, PessoaDoCpf>> {
  const achadas = new Map<string, PessoaDoCpf>();
  if (emails.length === 0) return achadas;
  const rows = await lerPessoas(db, (q) =>
    q
      .where('p.cpf_pessoa', 'is', null)
      .where((eb) => eb(eb.fn('lower', ['p.email_pessoa']), 'in', [...new Set(emails)])),
  );
  const repetidos = new Set<string>();
  for (const r of rows) {
    const email = r.pessoa.email_pessoa!.toLowerCase();
    if (achadas.has(email) && achadas.get(email)!.id_pessoa !== r.pessoa.id_pessoa) repetidos.add(email);
    achadas.set(email, r.pessoa);
  }
  for (const e of repetidos) achadas.delete(e);
  return achadas;
}

/** A person found by e-mail takes the enrolment's CPF (they had none). */
export async function gravarCpf(db: Executor, idPessoa: number, cpf: string) {
  await db
    .updateTable('pessoa')
    .set({ cpf_pessoa: cpf })
    .where('id_pessoa', '=', idPessoa)
    .where('cpf_pessoa', 'is', null)
    .execute();
}

/**
 * A person who comes again (a guardian of siblings, an adult guardian who enrols,
 * decision 013): what is stored is kept; an empty field takes the new value. An
 * administrator (the admin wizard, the import) vouches for the new phone and e-mail,
 * which replace the stored ones, except the e-mail of a person who logs in (their
 * login). Name, CPF, birth date and address are never changed here.
 */
export async function atualizarContato(
  db: Executor,
  existente: PessoaDoCpf,
  novos: ResponsavelDados & { dt_nasc_pessoa?: string },
  { admin, idEndereco }: { admin: boolean; idEndereco: number },
) {
  const mudar: Updateable<Database['pessoa']> = {};
  const vazio = (v: unknown) => v === null || v === '';
  if (novos.telefone_pessoa && (admin || vazio(existente.telefone_pessoa)))
    mudar.telefone_pessoa = novos.telefone_pessoa;
  if (novos.email_pessoa && !existente.login && (admin || vazio(existente.email_pessoa)))
    mudar.email_pessoa = novos.email_pessoa;
  if (novos.rg_pessoa && vazio(existente.rg_pessoa)) mudar.rg_pessoa = novos.rg_pessoa;
  if (novos.genero && vazio(existente.genero)) mudar.genero = novos.genero;
  if (novos.dt_nasc_pessoa && vazio(existente.dt_nasc_pessoa)) mudar.dt_nasc_pessoa = novos.dt_nasc_pessoa;
  if (existente.id_endereco === null) mudar.id_endereco = idEndereco;
  if (mudar.telefone_pessoa === existente.telefone_pessoa) delete mudar.telefone_pessoa;
  if (mudar.email_pessoa === existente.email_pessoa) delete mudar.email_pessoa;
  if (Object.keys(mudar).length === 0) return;
  await db.updateTable('pessoa').set(mudar).where('id_pessoa', '=', existente.id_pessoa).execute();
}
