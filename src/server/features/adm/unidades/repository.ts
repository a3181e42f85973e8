// Units (docs/product/data.md) and their addresses.

import type { Executor } from '#server/db/executor.ts';
import type { Busca } from '#server/features/adm/lista.ts';
import { ENDERECO_COLUNAS } from '#server/features/adm/pessoas/repository.ts';
import { comoId, enderecoExiste, removerEnderecoSeLivre } from '#server/features/adm/repository.ts';
import { contarAteLimite, contem, paginarCursor, porChave } from '#server/repositories/listas.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
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

function listarUnidadesFiltrada(db: Executor, q: string | undefined) {
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

export async function listarUnidades(db: Executor, { q, limit, offset }: Busca) {
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
export function listarUnidadesCursor(db: Executor, pedido: PaginaCursorQuery) {
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
    (limite) => contarAteLimite(db, limite, base),
  );
}

/** The complete list's next part: units after id `apos`, in id order. */
export function unidadesDepois(db: Executor, q: string | undefined, apos: number | null, limite: number) {
  return listarUnidadesFiltrada(db, q)
    .select([...UNIDADE_COLUNAS, 'endereco.cidade', 'endereco.estado'])
    .where('unidade.id_unidade', '>', apos ?? 0)
    .orderBy('unidade.id_unidade')
    .limit(limite)
    .execute();
}

/** A unit with its address (null when it has none). */
export async function obterUnidade(db: Executor, id_unidade: number) {
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

const valoresUnidade = (u: UnidadeInput) => ({
  ...u,
  id_endereco: u.id_endereco ?? null,
  mais_contatos: u.mais_contatos ?? null,
});

async function inserirUnidade(db: Executor, u: UnidadeInput): Promise<number> {
  const { id_unidade } = await db
    .insertInto('unidade')
    .values(valoresUnidade(u))
    .returning('id_unidade')
    .executeTakeFirstOrThrow();
  return id_unidade;
}

async function gravarUnidade(db: Executor, id_unidade: number, u: UnidadeInput): Promise<boolean> {
  const res = await db
    .updateTable('unidade')
    .set(valoresUnidade(u))
    .where('id_unidade', '=', id_unidade)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** A unit pointing at an existing address, if any. One transaction. */
export function criarUnidade(
  db: Executor,
  u: UnidadeInput,
): Promise<Resultado<{ id_unidade: number }, 'endereco_inexistente'>> {
  return db.transaction().execute(async (trx) => {
    if (u.id_endereco && !(await enderecoExiste(trx, u.id_endereco))) return falha('endereco_inexistente');
    return ok({ id_unidade: await inserirUnidade(trx, u) });
  });
}

/** Updates a unit, pointing at an existing address, if any. One transaction. */
export function atualizarUnidade(
  db: Executor,
  id_unidade: number,
  u: UnidadeInput,
): Promise<Resultado<object, 'endereco_inexistente' | 'inexistente'>> {
  return db.transaction().execute(async (trx) => {
    if (u.id_endereco && !(await enderecoExiste(trx, u.id_endereco))) return falha('endereco_inexistente');
    return (await gravarUnidade(trx, id_unidade, u)) ? ok() : falha('inexistente');
  });
}

/** Unit and address created together, in one transaction. */
export function criarUnidadeCompleta(
  db: Executor,
  u: Omit<UnidadeInput, 'id_endereco'>,
  endereco: EnderecoInput,
): Promise<{ id_unidade: number; id_endereco: number }> {
  return db.transaction().execute(async (trx) => {
    const { id_endereco } = await trx
      .insertInto('endereco')
      .values(endereco)
      .returning('id_endereco')
      .executeTakeFirstOrThrow();
    const id_unidade = await inserirUnidade(trx, { ...u, id_endereco });
    return { id_unidade, id_endereco };
  });
}

/**
 * Updates the unit and its address, in one transaction. An address shared with
 * someone else is not edited in place: the unit gets its own copy.
 */
export function atualizarUnidadeCompleta(
  db: Executor,
  id_unidade: number,
  u: Omit<UnidadeInput, 'id_endereco'>,
  endereco: EnderecoInput,
): Promise<Resultado<object, 'inexistente'>> {
  return db.transaction().execute(async (trx) => {
    const atual = await trx
      .selectFrom('unidade')
      .select('id_endereco')
      .where('id_unidade', '=', id_unidade)
      .executeTakeFirst();
    if (!atual) return falha('inexistente');
    const id_endereco = await enderecoProprio(trx, atual.id_endereco, endereco, 'unidade', id_unidade);
    await gravarUnidade(trx, id_unidade, { ...u, id_endereco });
    return ok();
  });
}

/**
 * The address id to keep for an owner after an edit: its current address
 * updated in place when nobody else uses it, otherwise a new row.
 */
export async function enderecoProprio(
  trx: Executor,
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

/** Deletes a unit no class uses, and its address when nobody else uses it. One transaction. */
export function excluirUnidade(
  db: Executor,
  id_unidade: number,
): Promise<Resultado<object, 'inexistente' | 'em_uso'>> {
  return db.transaction().execute(async (trx) => {
    const unidade = await trx
      .selectFrom('unidade')
      .select('id_endereco')
      .where('id_unidade', '=', id_unidade)
      .executeTakeFirst();
    if (!unidade) return falha('inexistente');
    const turma = await trx
      .selectFrom('turma')
      .select('id_turma')
      .where('id_unidade', '=', id_unidade)
      .limit(1)
      .executeTakeFirst();
    if (turma) return falha('em_uso');
    await trx.deleteFrom('unidade').where('id_unidade', '=', id_unidade).execute();
    await removerEnderecoSeLivre(trx, unidade.id_endereco);
    return ok();
  });
}
