// Persons and addresses (spec §3). senha_pessoa is written here as a hash and
// never selected: every read goes through PESSOA_PUBLICA.

import type { Busca, Pagina } from '#server/features/adm/lista.ts';
import { comoId, contem, type Tx } from '#server/features/adm/repository.ts';
import type { Endereco, EnderecoInput } from '#shared/schemas/endereco.ts';
import type { PessoaPublica } from '#shared/schemas/pessoa.ts';

export const PESSOA_PUBLICA = [
  'pessoa.id_pessoa',
  'pessoa.nome_pessoa',
  'pessoa.dt_nasc_pessoa',
  'pessoa.cpf_pessoa',
  'pessoa.rg_pessoa',
  'pessoa.email_pessoa',
  'pessoa.telefone_pessoa',
  'pessoa.genero',
  'pessoa.id_endereco',
  'pessoa.adm',
] as const;

export const ENDERECO_COLUNAS = [
  'endereco.id_endereco',
  'endereco.cep',
  'endereco.estado',
  'endereco.cidade',
  'endereco.bairro',
  'endereco.rua',
  'endereco.numero',
] as const;

/** Person fields as the repository writes them (password already hashed). */
export interface PessoaDados {
  nome_pessoa: string;
  dt_nasc_pessoa: string;
  cpf_pessoa: string;
  rg_pessoa: string;
  email_pessoa: string;
  telefone_pessoa: string;
  genero: 'm' | 'f';
  id_endereco?: number | null;
  senhaHash?: string | null;
  adm?: 0 | 1;
}

function valoresPessoa(p: PessoaDados) {
  return {
    nome_pessoa: p.nome_pessoa,
    dt_nasc_pessoa: p.dt_nasc_pessoa,
    cpf_pessoa: p.cpf_pessoa,
    rg_pessoa: p.rg_pessoa,
    email_pessoa: p.email_pessoa,
    telefone_pessoa: p.telefone_pessoa,
    genero: p.genero,
    ...(p.id_endereco !== undefined ? { id_endereco: p.id_endereco } : {}),
    ...(p.senhaHash ? { senha_pessoa: p.senhaHash } : {}),
    ...(p.adm !== undefined ? { adm: p.adm } : {}),
  };
}

function pessoasFiltradas(db: Tx, q: string | undefined) {
  let base = db.selectFrom('pessoa');
  if (q) {
    const id = comoId(q);
    base = base.where((eb) =>
      eb.or([contem('pessoa.nome_pessoa', q), ...(id ? [eb('pessoa.id_pessoa', '=', id)] : [])]),
    );
  }
  return base;
}

export async function listarPessoas(db: Tx, { q, limit, offset }: Busca): Promise<Pagina<PessoaPublica>> {
  const base = pessoasFiltradas(db, q);
  const [items, { total }] = await Promise.all([
    base
      .select(PESSOA_PUBLICA)
      .orderBy('pessoa.nome_pessoa')
      .orderBy('pessoa.id_pessoa')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total) };
}

/** The complete list's next part: people after id `apos`, in id order. */
export function pessoasDepois(db: Tx, q: string | undefined, apos: number | null, limite: number) {
  return pessoasFiltradas(db, q)
    .select(PESSOA_PUBLICA)
    .where('pessoa.id_pessoa', '>', apos ?? 0)
    .orderBy('pessoa.id_pessoa')
    .limit(limite)
    .execute();
}

export function obterPessoa(db: Tx, id_pessoa: number) {
  return db.selectFrom('pessoa').select(PESSOA_PUBLICA).where('id_pessoa', '=', id_pessoa).executeTakeFirst();
}

export async function criarPessoa(db: Tx, p: PessoaDados): Promise<number> {
  const { id_pessoa } = await db
    .insertInto('pessoa')
    .values(valoresPessoa(p))
    .returning('id_pessoa')
    .executeTakeFirstOrThrow();
  return id_pessoa;
}

/** Updates a person; a new password also ends the person's open sessions. False when absent. */
export async function atualizarPessoa(db: Tx, id_pessoa: number, p: PessoaDados): Promise<boolean> {
  const res = await db
    .updateTable('pessoa')
    .set(valoresPessoa(p))
    .where('id_pessoa', '=', id_pessoa)
    .executeTakeFirst();
  if (res.numUpdatedRows === 0n) return false;
  if (p.senhaHash) await db.deleteFrom('sessao').where('id_pessoa', '=', id_pessoa).execute();
  return true;
}

function enderecosFiltrados(db: Tx, q: string | undefined) {
  let base = db.selectFrom('endereco');
  if (q) {
    const id = comoId(q);
    base = base.where((eb) =>
      eb.or([
        contem('endereco.rua', q),
        contem('endereco.cidade', q),
        contem('endereco.bairro', q),
        ...(id ? [eb('endereco.id_endereco', '=', id), eb('endereco.cep', '=', q)] : []),
      ]),
    );
  }
  return base;
}

export async function listarEnderecos(db: Tx, { q, limit, offset }: Busca): Promise<Pagina<Endereco>> {
  const base = enderecosFiltrados(db, q);
  const [items, { total }] = await Promise.all([
    base.select(ENDERECO_COLUNAS).orderBy('endereco.id_endereco').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total) };
}

/** The complete list's next part: addresses after id `apos`, in id order. */
export function enderecosDepois(db: Tx, q: string | undefined, apos: number | null, limite: number) {
  return enderecosFiltrados(db, q)
    .select(ENDERECO_COLUNAS)
    .where('endereco.id_endereco', '>', apos ?? 0)
    .orderBy('endereco.id_endereco')
    .limit(limite)
    .execute();
}

export function obterEndereco(db: Tx, id_endereco: number) {
  return db
    .selectFrom('endereco')
    .select(ENDERECO_COLUNAS)
    .where('id_endereco', '=', id_endereco)
    .executeTakeFirst();
}

export async function criarEndereco(db: Tx, e: EnderecoInput): Promise<number> {
  const { id_endereco } = await db
    .insertInto('endereco')
    .values(e)
    .returning('id_endereco')
    .executeTakeFirstOrThrow();
  return id_endereco;
}

export async function atualizarEndereco(db: Tx, id_endereco: number, e: EnderecoInput): Promise<boolean> {
  const res = await db
    .updateTable('endereco')
    .set(e)
    .where('id_endereco', '=', id_endereco)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}
