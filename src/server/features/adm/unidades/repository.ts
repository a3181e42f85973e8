// Units (spec §3) and their addresses.

import { type Busca, contarAteLimite, paginarCursor } from '#server/features/adm/lista.ts';
import { ENDERECO_COLUNAS } from '#server/features/adm/pessoas/repository.ts';
import {
  comoId,
  contem,
  porChave,
  removerEnderecoSeLivre,
  type Tx,
} from '#server/features/adm/repository.ts';
import { limiteTotal } from '#shared/constants.ts';
import type { EnderecoInput } from '#shared/schemas/endereco.ts';
import type { PaginaCursorQuery } from '#shared/schemas/lista.ts';
import type { UnidadeInput } from '#shared/schemas/unidade.ts';

const UNIDADE_COLUNAS = [
  'unidade.id_unidade',
  'unidade.nome_unidade',
  'unidade.cnpj_unidade',
  'unidade.telefone_unidade',
  'unidade.email_unidade',
  'unidade.mais_contatos',
  'unidade.id_endereco',
  'unidade.tipo',
] as const;

function listarUnidadesFiltrada(db: Tx, q: string | undefined) {
  let base = db.selectFrom('unidade').leftJoin('endereco', 'endereco.id_endereco', 'unidade.id_endereco');
  if (q) {
    const id = comoId(q);
    base = base.where((eb) =>
      eb.or([
        contem('unidade.nome_unidade', q),
        contem('endereco.cidade', q),
        ...(id ? [eb('unidade.id_unidade', '=', id)] : []),
      ]),
    );
  }
  return base;
}

export async function listarUnidades(db: Tx, { q, limit, offset }: Busca) {
  const base = listarUnidadesFiltrada(db, q);
  const [items, { total }] = await Promise.all([
    base
      .select([...UNIDADE_COLUNAS, 'endereco.cidade', 'endereco.estado'])
      .orderBy('unidade.nome_unidade')
      .orderBy('unidade.id_unidade')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total) };
}

/** Our client's list: keyset pages in (nome_unidade, id_unidade) order, capped count. */
export function listarUnidadesCursor(db: Tx, pedido: PaginaCursorQuery) {
  const base = listarUnidadesFiltrada(db, pedido.q || undefined);
  return paginarCursor(
    pedido,
    (l) =>
      porChave(
        base.select([...UNIDADE_COLUNAS, 'endereco.cidade', 'endereco.estado']),
        'unidade.nome_unidade',
        'unidade.id_unidade',
        l,
      ).execute(),
    (u) => [u.nome_unidade, u.id_unidade],
    () => contarAteLimite(db, limiteTotal(pedido.q || undefined), base),
  );
}

/** The complete list's next part: units after id `apos`, in id order. */
export function unidadesDepois(db: Tx, q: string | undefined, apos: number | null, limite: number) {
  return listarUnidadesFiltrada(db, q)
    .select([...UNIDADE_COLUNAS, 'endereco.cidade', 'endereco.estado'])
    .where('unidade.id_unidade', '>', apos ?? 0)
    .orderBy('unidade.id_unidade')
    .limit(limite)
    .execute();
}

/** A unit with its address (null when it has none). */
export async function obterUnidade(db: Tx, id_unidade: number) {
  const unidade = await db
    .selectFrom('unidade')
    .select(UNIDADE_COLUNAS)
    .where('id_unidade', '=', id_unidade)
    .executeTakeFirst();
  if (!unidade) return undefined;
  const endereco =
    unidade.id_endereco === null
      ? null
      : ((await db
          .selectFrom('endereco')
          .select(ENDERECO_COLUNAS)
          .where('id_endereco', '=', unidade.id_endereco)
          .executeTakeFirst()) ?? null);
  return { ...unidade, endereco };
}

export async function criarUnidade(db: Tx, u: UnidadeInput): Promise<number> {
  const { id_unidade } = await db
    .insertInto('unidade')
    .values({ ...u, id_endereco: u.id_endereco ?? null, mais_contatos: u.mais_contatos ?? null })
    .returning('id_unidade')
    .executeTakeFirstOrThrow();
  return id_unidade;
}

export async function atualizarUnidade(db: Tx, id_unidade: number, u: UnidadeInput): Promise<boolean> {
  const res = await db
    .updateTable('unidade')
    .set({ ...u, id_endereco: u.id_endereco ?? null, mais_contatos: u.mais_contatos ?? null })
    .where('id_unidade', '=', id_unidade)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** Unit and address created together (call inside a transaction). */
export async function criarUnidadeCompleta(
  trx: Tx,
  u: Omit<UnidadeInput, 'id_endereco'>,
  endereco: EnderecoInput,
): Promise<{ id_unidade: number; id_endereco: number }> {
  const { id_endereco } = await trx
    .insertInto('endereco')
    .values(endereco)
    .returning('id_endereco')
    .executeTakeFirstOrThrow();
  const id_unidade = await criarUnidade(trx, { ...u, id_endereco });
  return { id_unidade, id_endereco };
}

/**
 * Updates the unit and its address (call inside a transaction). An address
 * shared with someone else is not edited in place: the unit gets its own copy.
 */
export async function atualizarUnidadeCompleta(
  trx: Tx,
  id_unidade: number,
  u: Omit<UnidadeInput, 'id_endereco'>,
  endereco: EnderecoInput,
): Promise<boolean> {
  const atual = await trx
    .selectFrom('unidade')
    .select('id_endereco')
    .where('id_unidade', '=', id_unidade)
    .executeTakeFirst();
  if (!atual) return false;
  const id_endereco = await enderecoProprio(trx, atual.id_endereco, endereco, 'unidade', id_unidade);
  return atualizarUnidade(trx, id_unidade, { ...u, id_endereco });
}

/**
 * The address id to keep for an owner after an edit: its current address
 * updated in place when nobody else uses it, otherwise a new row.
 */
export async function enderecoProprio(
  trx: Tx,
  atual: number | null,
  endereco: EnderecoInput,
  dono: 'unidade' | 'pessoa',
  idDono: number,
): Promise<number> {
  if (atual !== null) {
    const outraPessoa = await trx
      .selectFrom('pessoa')
      .select('id_pessoa')
      .where('id_endereco', '=', atual)
      .$if(dono === 'pessoa', (qb) => qb.where('id_pessoa', '<>', idDono))
      .limit(1)
      .executeTakeFirst();
    const outraUnidade = await trx
      .selectFrom('unidade')
      .select('id_unidade')
      .where('id_endereco', '=', atual)
      .$if(dono === 'unidade', (qb) => qb.where('id_unidade', '<>', idDono))
      .limit(1)
      .executeTakeFirst();
    if (!outraPessoa && !outraUnidade) {
      await trx.updateTable('endereco').set(endereco).where('id_endereco', '=', atual).execute();
      return atual;
    }
  }
  const { id_endereco } = await trx
    .insertInto('endereco')
    .values(endereco)
    .returning('id_endereco')
    .executeTakeFirstOrThrow();
  return id_endereco;
}

export type ResultadoExclusao = 'ok' | 'inexistente' | 'em-uso';

/** Deletes a unit no class uses, and its address when nobody else uses it. */
export async function excluirUnidade(trx: Tx, id_unidade: number): Promise<ResultadoExclusao> {
  const unidade = await trx
    .selectFrom('unidade')
    .select('id_endereco')
    .where('id_unidade', '=', id_unidade)
    .executeTakeFirst();
  if (!unidade) return 'inexistente';
  const turma = await trx
    .selectFrom('turma')
    .select('id_turma')
    .where('id_unidade', '=', id_unidade)
    .limit(1)
    .executeTakeFirst();
  if (turma) return 'em-uso';
  await trx.deleteFrom('unidade').where('id_unidade', '=', id_unidade).execute();
  await removerEnderecoSeLivre(trx, unidade.id_endereco);
  return 'ok';
}
