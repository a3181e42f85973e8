// Persons and addresses (docs/product/data.md). senha_pessoa is written here as a hash and
// never selected: every read goes through PESSOA_PUBLICA. Lists carry the CPF and RG masked;
// a person's own record (read or written) is an audit entry.

import type { Executor } from '#server/db/executor.ts';
import type { Busca, Pagina } from '#server/features/adm/lista.ts';
import {
  comoId,
  enderecoExiste,
  type PessoaRepetida,
  semPessoaRepetida,
} from '#server/features/adm/repository.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { type IdentidadeRecusada, resolverIdentidade } from '#server/repositories/identidade-mascarada.ts';
import { contem, nomeContem } from '#server/repositories/listas.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import { mascararCpf, mascararRg } from '#shared/rules/mascara-documento.ts';
import type { Endereco, EnderecoInput } from '#shared/schemas/endereco.ts';
import type { IdentidadeMascarada } from '#shared/schemas/fields.ts';
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
interface PessoaDados {
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

function pessoasFiltradas(db: Executor, q: string | undefined) {
  let base = db.selectFrom('pessoa');
  if (q) {
    const id = comoId(q);
    // A whole CPF (with or without its mask) finds its person: lists show it masked, the
    // search still compares the stored digits.
    const cpf = /^[\d.\-\s]+$/.test(q) ? q.replace(/\D/g, '') : '';
    base = base.where((eb) =>
      eb.or([
        nomeContem('pessoa.nome_busca', q),
        ...(id ? [eb('pessoa.id_pessoa', '=', id)] : []),
        ...(cpf.length === 11 ? [eb('pessoa.cpf_pessoa', '=', cpf)] : []),
      ]),
    );
  }
  return base;
}

export async function listarPessoas(
  db: Executor,
  { q, limit, offset }: Busca,
): Promise<Pagina<PessoaPublica>> {
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
  return { items: items.map(mascarada), total: Number(total) };
}

/** The complete list's next part: people after id `apos`, in id order. */
export async function pessoasDepois(
  db: Executor,
  q: string | undefined,
  apos: number | null,
  limite: number,
) {
  const linhas = await pessoasFiltradas(db, q)
    .select(PESSOA_PUBLICA)
    .where('pessoa.id_pessoa', '>', apos ?? 0)
    .orderBy('pessoa.id_pessoa')
    .limit(limite)
    .execute();
  return linhas.map(mascarada);
}

/** A person's full record: a read the audit log records ('ver'). */
export async function obterPessoa(db: Executor, quem: Autoria, id_pessoa: number) {
  const pessoa = await db
    .selectFrom('pessoa')
    .select(PESSOA_PUBLICA)
    .where('id_pessoa', '=', id_pessoa)
    .executeTakeFirst();
  if (pessoa) await registrarAuditoria(db, quem, { acao: 'ver', id_pessoa });
  return pessoa;
}

/** A list's row: the CPF and RG masked (#shared/rules/mascara-documento.ts). */
const mascarada = <T extends { cpf_pessoa: string | null; rg_pessoa: string | null }>(p: T): T => ({
  ...p,
  cpf_pessoa: mascararCpf(p.cpf_pessoa),
  rg_pessoa: mascararRg(p.rg_pessoa),
});

/** Why a person's write is refused. */
export type PessoaRecusada = 'endereco_inexistente' | IdentidadeRecusada | PessoaRepetida;

/** A person as a write sends it: the CPF and RG may be a list's mask (identidade-mascarada.ts). */
export type PessoaEnviada = Omit<PessoaDados, 'cpf_pessoa' | 'rg_pessoa'> & {
  cpf_pessoa: string | IdentidadeMascarada;
  rg_pessoa: string | IdentidadeMascarada;
};

/** A person (password already hashed) pointing at an existing address, if any. One transaction. */
export function criarPessoa(
  db: Executor,
  quem: Autoria,
  enviada: PessoaEnviada,
): Promise<Resultado<{ id_pessoa: number }, PessoaRecusada>> {
  return semPessoaRepetida(() =>
    db.transaction().execute(async (trx) => {
      const docs = await resolverIdentidade(trx, null, enviada);
      if (!docs.ok) return docs;
      const p = { ...enviada, cpf_pessoa: docs.cpf_pessoa, rg_pessoa: docs.rg_pessoa };
      if (p.id_endereco && !(await enderecoExiste(trx, p.id_endereco))) return falha('endereco_inexistente');
      const { id_pessoa } = await trx
        .insertInto('pessoa')
        .values(valoresPessoa(p))
        .returning('id_pessoa')
        .executeTakeFirstOrThrow();
      await registrarAuditoria(trx, quem, { acao: 'editar', id_pessoa, detalhe: 'cadastro' });
      return ok({ id_pessoa });
    }),
  );
}

/** Updates a person; a new password also ends the person's open sessions. One transaction. */
export function atualizarPessoa(
  db: Executor,
  quem: Autoria,
  id_pessoa: number,
  enviada: PessoaEnviada,
): Promise<Resultado<object, 'inexistente' | PessoaRecusada>> {
  return semPessoaRepetida(() =>
    db.transaction().execute(async (trx) => {
      const docs = await resolverIdentidade(trx, id_pessoa, enviada);
      if (!docs.ok) return docs;
      const p = { ...enviada, cpf_pessoa: docs.cpf_pessoa, rg_pessoa: docs.rg_pessoa };
      if (p.id_endereco && !(await enderecoExiste(trx, p.id_endereco))) return falha('endereco_inexistente');
      const res = await trx
        .updateTable('pessoa')
        .set(valoresPessoa(p))
        .where('id_pessoa', '=', id_pessoa)
        .executeTakeFirst();
      if (res.numUpdatedRows === 0n) return falha('inexistente');
      if (p.senhaHash) await trx.deleteFrom('sessao').where('id_pessoa', '=', id_pessoa).execute();
      await registrarAuditoria(trx, quem, { acao: 'editar', id_pessoa });
      return ok();
    }),
  );
}

function enderecosFiltrados(db: Executor, q: string | undefined) {
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

export async function listarEnderecos(db: Executor, { q, limit, offset }: Busca): Promise<Pagina<Endereco>> {
  const base = enderecosFiltrados(db, q);
  const [items, { total }] = await Promise.all([
    base.select(ENDERECO_COLUNAS).orderBy('endereco.id_endereco').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total) };
}

/** The complete list's next part: addresses after id `apos`, in id order. */
export function enderecosDepois(db: Executor, q: string | undefined, apos: number | null, limite: number) {
  return enderecosFiltrados(db, q)
    .select(ENDERECO_COLUNAS)
    .where('endereco.id_endereco', '>', apos ?? 0)
    .orderBy('endereco.id_endereco')
    .limit(limite)
    .execute();
}

export function obterEndereco(db: Executor, id_endereco: number) {
  return db
    .selectFrom('endereco')
    .select(ENDERECO_COLUNAS)
    .where('id_endereco', '=', id_endereco)
    .executeTakeFirst();
}

export async function criarEndereco(db: Executor, e: EnderecoInput): Promise<number> {
  const { id_endereco } = await db
    .insertInto('endereco')
    .values(e)
    .returning('id_endereco')
    .executeTakeFirstOrThrow();
  return id_endereco;
}

export async function atualizarEndereco(
  db: Executor,
  id_endereco: number,
  e: EnderecoInput,
): Promise<Resultado<object, 'inexistente'>> {
  const res = await db
    .updateTable('endereco')
    .set(e)
    .where('id_endereco', '=', id_endereco)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n ? ok() : falha('inexistente');
}
