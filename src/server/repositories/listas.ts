// Search and keyset pages, one way for every list: a contains search over folded text, and
// pages in key order (a name or a date, then the id) read by key (#shared/schemas/lista.ts),
// so every page costs what the first does.
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { dialectOf, type Executor } from '#server/db/executor.ts';
import { semAcento } from '#server/db/sem-acento.ts';
import { limiteTotal } from '#shared/constants.ts';
import { normalizarBusca } from '#shared/rules/busca.ts';
import {
  type Chave,
  codificarCursor,
  type PaginaCursor,
  type PaginaCursorQuery,
} from '#shared/schemas/lista.ts';

/**
 * The FTS5 phrase of a name search over the trigram index of folded names (SQLite's
 * pessoa_busca): the whole search folded and quoted, quotes doubled, so quotes, `*`, `-`,
 * `NEAR` and the like are literal text. Null where the index cannot serve: PostgreSQL (its
 * pg_trgm index serves the LIKE), searches under three characters, and text holding NUL,
 * which an FTS5 string cannot hold (the request schemas refuse it anyway).
 */
export function fraseTrigramas(db: Executor, q: string): string | null {
  const dobrada = normalizarBusca(q);
  if (dialectOf(db) !== 'sqlite' || [...dobrada].length < 3 || q.includes('\u0000')) return null;
  return `"${dobrada.replace(/"/g, '""')}"`;
}

/** `%texto%` for a contains search of folded text (accents and case ignored); LIKE wildcards typed by the user are literal. */
function padraoBusca(q: string): string {
  return `%${normalizarBusca(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** How one keyset read goes: direction, the bound it starts after (if any), how many rows. */
export interface Leitura {
  ordem: 'asc' | 'desc';
  /** Rows strictly after (asc: `>`, desc: `<`) this key. */
  apos: Chave | null;
  limite: number;
}

/**
 * One page of a list in (key, id) order, by keyset: every page costs what the
 * first does. `ler` runs one bounded read on the list's index; `contar` counts
 * the matches, stopping at `limite` (limiteTotal(q)) + 1. A `before` that reaches the start
 * answers the first page; an `after` past the end answers the last one.
 *
 * The count and the reads run together and are awaited together: when one of
 * them fails, the other's outcome is still handled (a count left running
 * unawaited would reject with nobody listening and end the process).
 */
export async function paginarCursor<T>(
  pedido: PaginaCursorQuery,
  ler: (l: Leitura) => Promise<T[]>,
  chave: (item: T) => Chave,
  contar: (limite: number) => Promise<number>,
): Promise<PaginaCursor<T>> {
  const n = pedido.pageSize;
  const limite = limiteTotal(pedido.q || undefined);
  let anterior = false;
  let proxima = false;
  const primeira = async () => {
    const rows = await ler({ ordem: 'asc', apos: null, limite: n + 1 });
    proxima = rows.length > n;
    anterior = false;
    return rows.slice(0, n);
  };
  const ultima = async () => {
    const rows = await ler({ ordem: 'desc', apos: null, limite: n + 1 });
    anterior = rows.length > n;
    proxima = false;
    return rows.slice(0, n).reverse();
  };
  const pagina = async (): Promise<T[]> => {
    if (pedido.after) {
      const rows = await ler({ ordem: 'asc', apos: pedido.after, limite: n + 1 });
      if (rows.length === 0) return ultima();
      proxima = rows.length > n;
      anterior = true;
      return rows.slice(0, n);
    }
    if (pedido.before) {
      const rows = await ler({ ordem: 'desc', apos: pedido.before, limite: n + 1 });
      if (rows.length <= n) return primeira();
      anterior = true;
      proxima = true;
      return rows.slice(0, n).reverse();
    }
    if (pedido.page && pedido.page > 1) {
      // A numbered page: walk from the start (keyset reads, bounded by the count's cap).
      const rows = await ler({ ordem: 'asc', apos: null, limite: Math.min(pedido.page * n, limite) + 1 });
      const itens = rows.slice((pedido.page - 1) * n, pedido.page * n);
      anterior = itens.length > 0;
      proxima = rows.length > pedido.page * n;
      return itens;
    }
    return pedido.last ? ultima() : primeira();
  };
  const [total, items] = await Promise.all([contar(limite), pagina()]);
  const first = items[0];
  const last = items[items.length - 1];
  return {
    items,
    total: Math.min(total, limite),
    totalExato: total <= limite,
    anterior: anterior && first ? codificarCursor(chave(first)) : null,
    proxima: proxima && last ? codificarCursor(chave(last)) : null,
  };
}

/**
 * "Contains" on a text column, accents and case ignored (#shared/rules/busca.ts),
 * portable to SQLite and PostgreSQL; folded as it is read: for the small tables.
 */
export function contem(coluna: string, q: string): Expression<SqlBool> {
  return sql<SqlBool>`${semAcento(sql.ref(coluna))} like ${padraoBusca(q)} escape '\\'`;
}

/** The same on a person's stored folded name, `nome_busca` (indexed: migration 2026-11-24-004-busca-sem-acento). */
export function nomeContem(colunaNomeBusca: string, q: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(colunaNomeBusca)} like ${padraoBusca(q)} escape '\\'`;
}

/**
 * One keyset read of a list ordered by (`nome`, `id`): the rows after `apos`
 * in the asked direction, at most `limite`.
 */
// biome-ignore lint/suspicious/noExplicitAny: any select over any tables
export function porChave<Q extends SelectQueryBuilder<any, any, any>>(
  consulta: Q,
  nome: string,
  id: string,
  { ordem, apos, limite }: Leitura,
): Q {
  // biome-ignore lint/suspicious/noExplicitAny: any select over any tables
  let c = consulta as SelectQueryBuilder<any, any, any>;
  if (apos) {
    const op = sql.raw(ordem === 'asc' ? '>' : '<');
    c = c.where(sql<SqlBool>`(${sql.ref(nome)}, ${sql.ref(id)}) ${op} (${apos[0]}, ${apos[1]})`);
  }
  return c.orderBy(sql.ref(nome), ordem).orderBy(sql.ref(id), ordem).limit(limite) as Q;
}

/** `count(*)` of a query's rows, stopping at `limite` + 1: cheap however many match. */
export async function contarAteLimite(
  db: Executor,
  limite: number,
  // biome-ignore lint/suspicious/noExplicitAny: any select over any tables
  consulta: SelectQueryBuilder<any, any, any>,
): Promise<number> {
  const { total } = await db
    .selectFrom(
      consulta
        .clearSelect()
        .select(sql.lit(1).as('um'))
        .limit(limite + 1)
        .as('m'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}
