// The versioned documents: every version, publishing a new one, the students whose
// acceptance of their contract is older than its version in force, and their personal links.
import { type SqlBool, sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import { documentoDoContrato, versoesVigentes } from '#server/repositories/consentimentos.ts';
import { criarLink, tokenDoLink } from '#server/repositories/links-publicos.ts';
import {
  contarAteLimite,
  type Leitura,
  nomeContem,
  paginarCursor,
  porChave,
} from '#server/repositories/listas.ts';
import { falha, ok } from '#server/result.ts';
import { instanteIso } from '#shared/rules/datas.ts';
import type { PaginaCursorQuery } from '#shared/schemas/lista.ts';
import { DOCUMENTOS, type Documento, type NovaVersaoInput } from '#shared/schemas/privacidade.ts';

/** How long a consent link lasts. */
const VALIDADE_LINK_MS = 30 * 86_400_000;

const comoVersao = <T extends { publicado_em: number | string; documento: string }>(v: T) => ({
  ...v,
  publicado_em: instanteIso(v.publicado_em),
  documento: v.documento as Documento,
});

/** Every version of every document, newest first within each document. */
export async function listarVersoes(db: Executor) {
  const linhas = await db
    .selectFrom('documento_versao')
    .select([
      'id_documento_versao',
      'documento',
      'versao',
      'titulo',
      'texto',
      'pdf_sha256',
      'vigente_desde',
      'publicado_em',
    ])
    .orderBy('documento')
    .orderBy('versao', 'desc')
    .execute();
  return linhas.map(comoVersao);
}

/** The version in force of every document (the wizard, the notice, the consent page). */
export async function vigentes(db: Executor, hoje: string) {
  return (await versoesVigentes(db, DOCUMENTOS, hoje)).map(({ id_publicador: _, ...v }) => v);
}

/**
 * The user's action "publish a version": the next number of its document. Two publishing
 * at once cannot both take a number (the unique constraint); the later one runs again.
 */
export async function publicarVersao(db: Executor, v: NovaVersaoInput, id_publicador: number) {
  const tentar = () =>
    db.transaction().execute(async (trx) => {
      const { ultima } = await trx
        .selectFrom('documento_versao')
        .select((eb) => eb.fn.max('versao').as('ultima'))
        .where('documento', '=', v.documento)
        .executeTakeFirstOrThrow();
      const versao = Number(ultima ?? 0) + 1;
      const { id_documento_versao } = await trx
        .insertInto('documento_versao')
        .values({
          documento: v.documento,
          versao,
          titulo: v.titulo,
          texto: v.texto ?? null,
          pdf_sha256: v.pdf_sha256 ?? null,
          vigente_desde: v.vigente_desde,
          publicado_em: Date.now(),
          id_publicador,
        })
        .returning('id_documento_versao')
        .executeTakeFirstOrThrow();
      return { id_documento_versao, versao };
    });
  return tentar().catch(() => tentar());
}

/**
 * Active students with a contract who have not accepted its version in force (an older
 * version or none recorded), in name order by keyset pages, searched by name; with the
 * personal link already made for them, if one is still valid. A new version makes every
 * student pending: the page is read by key, never the whole list.
 */
export async function pendentes(db: Executor, segredo: string, hoje: string, pedido: PaginaCursorQuery) {
  const atuais = await versoesVigentes(db, ['contrato_clube', 'contrato_escola'], hoje);
  const versaoAtual = (documento: Documento) => atuais.find((v) => v.documento === documento)!.versao;
  /** The newest version of `documento` the student accepted. */
  const aceita = (documento: Documento) =>
    db
      .selectFrom('aceite as ac')
      .innerJoin('documento_versao as d', 'd.id_documento_versao', 'ac.id_documento_versao')
      .select((e) => e.fn.max('d.versao').as('v'))
      .where('ac.id_aluno', '=', sql.ref<number>('a.id_aluno'))
      .where('d.documento', '=', documento);
  const pendenteDe = (contrato: 'clube' | 'escola') => {
    const documento = documentoDoContrato(contrato)!;
    return sql<SqlBool>`(a.contrato = ${contrato} and coalesce((${aceita(documento)}), 0) < ${versaoAtual(documento)})`;
  };
  let base = db
    .selectFrom('aluno as a')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
    .leftJoin('pessoa as r1', 'r1.id_pessoa', 'a.id_responsavel')
    .leftJoin('pessoa as r2', 'r2.id_pessoa', 'a.id_responsavel2')
    .where('a.inativo_desde', 'is', null)
    .where(sql<SqlBool>`(${pendenteDe('clube')} or ${pendenteDe('escola')})`);
  if (pedido.q) base = base.where(nomeContem('p.nome_busca', pedido.q));
  const ler = async (l: Leitura) => {
    const linhas = await porChave(
      base.select((eb) => [
        'a.id_aluno',
        'p.nome_pessoa as nome_aluno',
        'a.contrato',
        'a.id_responsavel',
        'p.telefone_pessoa as tel_aluno',
        'r1.telefone_pessoa as tel_r1',
        'r2.telefone_pessoa as tel_r2',
        aceita('contrato_clube').as('v_clube'),
        aceita('contrato_escola').as('v_escola'),
        eb
          .selectFrom('aceite as ac')
          .innerJoin('documento_versao as d', 'd.id_documento_versao', 'ac.id_documento_versao')
          .select((e) => e.fn.max('ac.em').as('em'))
          .whereRef('ac.id_aluno', '=', 'a.id_aluno')
          .where('d.documento', 'in', ['contrato_clube', 'contrato_escola'])
          .as('aceito_em'),
      ]),
      'p.nome_pessoa',
      'a.id_aluno',
      l,
    ).execute();
    return Promise.all(
      linhas.map(async (linha) => {
        const documento = documentoDoContrato(linha.contrato)!;
        const v = documento === 'contrato_clube' ? linha.v_clube : linha.v_escola;
        return {
          id_aluno: linha.id_aluno,
          nome_aluno: linha.nome_aluno,
          documento,
          versao_aceita: v === null ? null : Number(v),
          versao_atual: versaoAtual(documento),
          aceito_em: linha.aceito_em === null ? null : instanteIso(linha.aceito_em),
          token: await tokenDoLink(db, segredo, 'consentimento', linha.id_aluno),
          // Who answers the link (a guardian of a minor, else the student): their phone.
          telefone: linha.id_responsavel === null ? linha.tel_aluno : (linha.tel_r1 ?? linha.tel_r2),
        };
      }),
    );
  };
  const contar = (limite: number) => contarAteLimite(db, limite, base.select('a.id_aluno'));
  return paginarCursor(pedido, ler, (p) => [p.nome_aluno, p.id_aluno], contar);
}

/** A personal consent link for a student with a contract; expires in 30 days. */
export async function linkDeConsentimento(db: Executor, segredo: string, id_aluno: number) {
  const aluno = await db
    .selectFrom('aluno')
    .select('contrato')
    .where('id_aluno', '=', id_aluno)
    .executeTakeFirst();
  if (!aluno) return falha('aluno_inexistente');
  if (!documentoDoContrato(aluno.contrato)) return falha('sem_contrato');
  const expira_em = Date.now() + VALIDADE_LINK_MS;
  const token = await criarLink(db, segredo, 'consentimento', id_aluno, expira_em);
  return ok({ token, expira_em: instanteIso(expira_em) });
}
