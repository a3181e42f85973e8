// List query parameters shared by the administration lists.
//
// Two shapes, one rule: the original client's list paths (GET /api/unidade, /admbackend/aluno …)
// answer a plain array. Without paging parameters it is the complete list (docs/compatibility.md:
// the client finds an item in it by id), in id order, streamed in keyset
// parts (server/lista-completa.ts); `q` alone narrows it. With `limit` or `offset` it is at
// most PAGINA_MAX rows, with the full count in the X-Total-Count header.
// Our own client uses GET /api/adm/<lista>?q=&pageSize=&after=|before=|last=1
// (keyset pages, shared/schemas/lista.ts), answering { items, total, totalExato,
// anterior, proxima }, and never asks for a whole table. Both use the same search filter.
import type { FastifyReply } from 'fastify';
import { enviarListaCompleta } from '#server/lista-completa.ts';
import { PAGINA_MAX } from '#shared/constants.ts';
import { busca, inteiroQuery, z } from '#shared/schemas/fields.ts';
import type { PaginaCursor, PaginaCursorQuery } from '#shared/schemas/lista.ts';

/** ?q=&limit=&offset= on the original client's list paths; without limit and offset, the complete list. */
export const listaQuery = z.object({
  q: busca,
  limit: inteiroQuery(1, PAGINA_MAX).optional(),
  offset: inteiroQuery(0, 10_000_000).optional(),
});

export interface Busca {
  q?: string;
  limit: number;
  offset: number;
}

/**
 * An original client's list answer: the page its `limit`/`offset` ask for (at most PAGINA_MAX
 * rows in name order, the count in X-Total-Count), or without them the complete list
 * in id order, streamed: `depois(q, apos, n)` reads the rows with an id above `apos`.
 */
export async function responderLista<T>(
  reply: FastifyReply,
  { q, limit, offset }: z.infer<typeof listaQuery>,
  item: z.ZodType,
  listar: (b: Busca) => Promise<Pagina<T>>,
  depois: (q: string | undefined, apos: number | null, n: number) => Promise<T[]>,
  chave: (row: T) => number,
) {
  if (limit === undefined && offset === undefined)
    return enviarListaCompleta(reply, item, (apos, n) => depois(q || undefined, apos, n), chave);
  return comoArray(reply, await listar({ q, limit: limit ?? PAGINA_MAX, offset: offset ?? 0 }));
}

/**
 * The older numbered page of our client's lists (`page=`), answered with offset
 * paging and an exact count, in the keyset answer's shape.
 */
export async function paginaNumerada<T>(
  { q, page = 1, pageSize }: PaginaCursorQuery,
  listar: (b: Busca) => Promise<Pagina<T>>,
): Promise<PaginaCursor<T>> {
  const { items, total } = await listar({ q, limit: pageSize, offset: (page - 1) * pageSize });
  return { items, total, totalExato: true, anterior: null, proxima: null };
}

export interface Pagina<T> {
  items: T[];
  total: number;
}

/** The original client's array answer, with the total for clients that want it. */
function comoArray<T>(reply: FastifyReply, pagina: Pagina<T>): T[] {
  reply.header('x-total-count', String(pagina.total));
  return pagina.items;
}
