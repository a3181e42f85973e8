// Keyset paging of the administration lists (our client's GET /api/adm/<lista>).
// A page is asked for as the first (default), the last (`last=1`), the one after
// a cursor (`after=`) or the one before it (`before=`). A cursor is an opaque
// string the server hands out: the sort key (name, id) of a row, as base64url
// JSON. The server decodes it with this schema, so garbage is a 400.
import { PAGINA_MAX, PAGINA_PADRAO } from '#shared/constants.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { busca, ID_MAXIMO, inteiroQuery, textoLimpo, z } from './fields';

/** A row's place in the list: its name and its id (the tie-breaker). */
export type Chave = readonly [nome: string, id: number];

function base64url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function codificarCursor([nome, id]: Chave): string {
  return base64url(new TextEncoder().encode(JSON.stringify([nome, id])));
}

/** The key inside a cursor, or null when the text is not one of ours. */
export function decodificarCursor(cursor: string): Chave | null {
  if (!/^[A-Za-z0-9_-]{1,700}$/.test(cursor)) return null;
  try {
    const bin = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    const valor: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (!Array.isArray(valor) || valor.length !== 2) return null;
    const [nome, id] = valor;
    if (typeof nome !== 'string' || nome.length > 500) return null;
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
    return [nome, id];
  } catch {
    return null;
  }
}

/**
 * A cursor of ours whose key the database can compare: clean text (fields.ts) and
 * an id from 0 (before every row of that name) to the largest id.
 */
const cursor = z.string().transform((texto, ctx): Chave => {
  const chave = decodificarCursor(texto);
  if (!chave || !textoLimpo(chave[0]) || chave[1] < 0 || chave[1] > ID_MAXIMO) {
    ctx.addIssue({ code: 'custom', message: MSG_ADM.cursorInvalido });
    return z.NEVER;
  }
  return chave;
});

const paginaCursorCampos = {
  q: busca,
  pageSize: inteiroQuery(1, PAGINA_MAX).default(PAGINA_PADRAO),
  after: cursor.optional(),
  before: cursor.optional(),
  last: z.literal('1', { error: 'Valor inválido.' }).optional(),
  /** A numbered page (offset paging), still answered for old links; slower deep in a long list. */
  page: inteiroQuery(1, 1_000_000).optional(),
};

/** At most one of after, before, last and page. */
const umaPosicao = (v: object) => {
  const p = v as { after?: unknown; before?: unknown; last?: unknown; page?: unknown };
  return [p.after, p.before, p.last, p.page].filter((x) => x !== undefined).length <= 1;
};

/** The page query with a list's own filters beside it (`extra`); one position at most. */
export function paginaCursorQueryCom<T extends z.ZodRawShape>(extra: T) {
  return z.object({ ...paginaCursorCampos, ...extra }).refine(umaPosicao, {
    message: MSG_ADM.paginaUnica,
    path: ['after'],
  });
}

/** ?q=&pageSize=&after=|before=|last=1 (or the older page=) */
export const paginaCursorQuery = paginaCursorQueryCom({});

export type PaginaCursorQuery = z.output<typeof paginaCursorQuery>;

/** One page's fields besides its rows. */
const paginaCampos = {
  /** Rows counted up to limiteTotal(q); when `totalExato` is false there are more than `total`. */
  total: z.int(),
  totalExato: z.boolean(),
  /** Cursor of the page before (null on the first page). */
  anterior: z.string().nullable(),
  /** Cursor of the page after (null on the last page). */
  proxima: z.string().nullable(),
};

/** One page (the answer of GET /api/adm/<lista>): its rows in list order, the cursors around it, the count. */
export const paginaCursor = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), ...paginaCampos });

export type PaginaCursor<T> = { items: T[] } & Omit<z.infer<ReturnType<typeof paginaCursor>>, 'items'>;
