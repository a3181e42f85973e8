// Personal links (a charge's payment page, a consent to read and accept). Each has one
// purpose and a token of 256 bits: HMAC-SHA256 under the server's link secret of the
// purpose, the reference and a random nonce. Only the token's SHA-256 and the nonce are
// stored, so the table alone opens no link; the staff screens that show a link again
// derive its token from the nonce and the secret. The secret is LINK_SECRET, or (unset)
// one made once and kept in the database, the same for every instance.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import type { Database } from '#server/db/tables.ts';
import { type FinalidadeLink, linkAberto, linkAbre } from '#server/policies/index.ts';

export type { FinalidadeLink };

/** A token as it travels in a URL: 43 characters of base64url. */
export const TOKEN_LINK = /^[A-Za-z0-9_-]{43}$/;

export const hashDe = (token: string) => createHash('sha256').update(token).digest('hex');

/** A link's token from its nonce (a list that read link_publico's nonce beside its rows derives each token). */
export const tokenDe = (segredo: string, finalidade: string, id_referencia: number, nonce: string) =>
  createHmac('sha256', segredo).update(`${finalidade}:${id_referencia}:${nonce}`).digest('base64url');

/** The link secret: the environment's, else the one kept in the database (made by whoever needs it first). */
export async function segredoDosLinks(db: Executor, doAmbiente: string | undefined): Promise<string> {
  if (doAmbiente) return doAmbiente;
  const novo = randomBytes(32).toString('base64url');
  await db
    .insertInto('segredo')
    .values({ nome: 'links', valor: novo })
    .onConflict((oc) => oc.column('nome').doNothing())
    .execute();
  const { valor } = await db
    .selectFrom('segredo')
    .select('valor')
    .where('nome', '=', 'links')
    .executeTakeFirstOrThrow();
  return valor;
}

/** Makes a link and answers its token. */
export async function criarLink(
  db: Executor,
  segredo: string,
  finalidade: FinalidadeLink,
  id_referencia: number,
  expira_em: number | null = null,
): Promise<string> {
  const nonce = randomBytes(16).toString('base64url');
  const token = tokenDe(segredo, finalidade, id_referencia, nonce);
  await db
    .insertInto('link_publico')
    .values({ hash: hashDe(token), finalidade, id_referencia, nonce, criado_em: Date.now(), expira_em })
    .execute();
  return token;
}

/** Makes one link per reference in one statement (a batch: the issuing job); answers the tokens in order. */
export async function criarLinks(
  db: Executor,
  segredo: string,
  finalidade: FinalidadeLink,
  ids_referencia: readonly number[],
): Promise<string[]> {
  if (ids_referencia.length === 0) return [];
  const criado_em = Date.now();
  const linhas = ids_referencia.map((id_referencia) => {
    const nonce = randomBytes(16).toString('base64url');
    const token = tokenDe(segredo, finalidade, id_referencia, nonce);
    return {
      token,
      row: { hash: hashDe(token), finalidade, id_referencia, nonce, criado_em, expira_em: null },
    };
  });
  await db
    .insertInto('link_publico')
    .values(linhas.map((l) => l.row))
    .execute();
  return linhas.map((l) => l.token);
}

/** The token of the newest unexpired link of this purpose and reference, or null. */
export async function tokenDoLink(
  db: Executor,
  segredo: string,
  finalidade: FinalidadeLink,
  id_referencia: number,
  agora = Date.now(),
): Promise<string | null> {
  const link = await db
    .selectFrom('link_publico')
    .select('nonce')
    .where('id_referencia', '=', id_referencia)
    .where(linkAberto(finalidade, agora, 'link_publico'))
    .orderBy('criado_em', 'desc')
    .limit(1)
    .executeTakeFirst();
  return link ? tokenDe(segredo, finalidade, id_referencia, link.nonce) : null;
}

/** The link's reference when the token is one of this purpose and has not expired; otherwise null. */
export async function abrirLink(
  db: Executor,
  finalidade: FinalidadeLink,
  token: string,
  agora = Date.now(),
): Promise<number | null> {
  if (!TOKEN_LINK.test(token)) return null;
  const link = await db
    .selectFrom('link_publico')
    .select(['id_referencia', 'finalidade', 'expira_em'])
    .where('hash', '=', hashDe(token))
    .executeTakeFirst();
  if (!link || !linkAbre(link, finalidade, agora)) return null;
  return link.id_referencia;
}

/**
 * The nonce of the charge `c`'s newest public link that still opens it at `agora` (its token
 * is made from it), as the column `nonce` of a select on charges.
 */
export const nonceDoLink = (
  eb: ExpressionBuilder<Database & { c: Database['cobranca'] }, 'c'>,
  agora = Date.now(),
) =>
  eb
    .selectFrom('link_publico as l')
    .select('l.nonce')
    .where(linkAberto('cobranca', agora, 'l'))
    .whereRef('l.id_referencia', '=', 'c.id_cobranca')
    .orderBy('l.criado_em', 'desc')
    .limit(1)
    .as('nonce');
