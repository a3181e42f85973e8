// List query parameters shared by the administration lists.
//
// Two shapes, one rule: the spec's list paths (GET /api/unidade, /admbackend/aluno …)
// keep answering a plain array, now at most PAGINA_MAX rows chosen by `q`,
// `limit` and `offset`, with the full count in the X-Total-Count header.
// Our own client uses GET /api/adm/<lista>?q=&page=&pageSize=, answering
// { items, total }. Both call the same repository function.
import type { FastifyReply } from 'fastify';
import { PAGINA_MAX, PAGINA_PADRAO } from '../../../shared/constants';
import { z } from '../../../shared/schemas/fields';

const busca = z.string().trim().max(120, 'Máximo de 120 caracteres.').optional();
const inteiro = (min: number, max: number, padrao: number) =>
  z.coerce
    .number({ error: 'Número inválido.' })
    .int('Número inválido.')
    .min(min, 'Número inválido.')
    .max(max, 'Número inválido.')
    .default(padrao);

/** ?q=&limit=&offset= on the spec's list paths. */
export const listaQuery = z.object({
  q: busca,
  limit: inteiro(1, PAGINA_MAX, PAGINA_MAX),
  offset: inteiro(0, 10_000_000, 0),
});

/** ?q=&page=&pageSize= on our client's list paths. */
export const paginaQuery = z.object({
  q: busca,
  page: inteiro(1, 1_000_000, 1),
  pageSize: inteiro(1, PAGINA_MAX, PAGINA_PADRAO),
});

export interface Busca {
  q?: string;
  limit: number;
  offset: number;
}

export const deLista = (query: z.infer<typeof listaQuery>): Busca => query;

export const dePagina = ({ q, page, pageSize }: z.infer<typeof paginaQuery>): Busca => ({
  q,
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

export interface Pagina<T> {
  items: T[];
  total: number;
}

/** The spec's array answer, with the total for clients that want it. */
export function comoArray<T>(reply: FastifyReply, pagina: Pagina<T>): T[] {
  reply.header('x-total-count', String(pagina.total));
  return pagina.items;
}

/** `%texto%` for a case-insensitive contains search; LIKE wildcards typed by the user are literal. */
export function padraoBusca(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
