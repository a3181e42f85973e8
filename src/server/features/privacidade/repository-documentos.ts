// The versioned documents: every version, publishing a new one, the students whose
// acceptance of their contract is older than its version in force, and their personal links.
import type { Executor } from '#server/db/executor.ts';
import { documentoDoContrato, versoesVigentes } from '#server/repositories/consentimentos.ts';
import { criarLink, tokenDoLink } from '#server/repositories/links-publicos.ts';
import { falha, ok } from '#server/result.ts';
import { DOCUMENTOS, type Documento, type NovaVersaoInput } from '#shared/schemas/privacidade.ts';

/** How long a consent link lasts. */
const VALIDADE_LINK_MS = 30 * 86_400_000;

const comoVersao = <T extends { publicado_em: number | string; documento: string }>(v: T) => ({
  ...v,
  publicado_em: Number(v.publicado_em),
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
  return (await versoesVigentes(db, DOCUMENTOS, hoje)).map(({ id_publicador: _, ...v }) => comoVersao(v));
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
 * Active students with a contract whose newest acceptance of it is of an older version
 * than the one in force (or who have none recorded), by name; with the personal link
 * already made for them, if one is still valid.
 */
export async function pendentes(db: Executor, segredo: string, hoje: string) {
  const atuais = await versoesVigentes(db, ['contrato_clube', 'contrato_escola'], hoje);
  const linhas = await db
    .selectFrom('aluno as a')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
    .select((eb) => [
      'a.id_aluno',
      'p.nome_pessoa as nome_aluno',
      'a.contrato',
      eb
        .selectFrom('aceite as ac')
        .innerJoin('documento_versao as d', 'd.id_documento_versao', 'ac.id_documento_versao')
        .select((e) => e.fn.max('d.versao').as('v'))
        .whereRef('ac.id_aluno', '=', 'a.id_aluno')
        .where('d.documento', 'in', ['contrato_clube', 'contrato_escola'])
        .as('versao_aceita'),
      eb
        .selectFrom('aceite as ac')
        .innerJoin('documento_versao as d', 'd.id_documento_versao', 'ac.id_documento_versao')
        .select((e) => e.fn.max('ac.em').as('em'))
        .whereRef('ac.id_aluno', '=', 'a.id_aluno')
        .where('d.documento', 'in', ['contrato_clube', 'contrato_escola'])
        .as('aceito_em'),
    ])
    .where('a.contrato', 'in', ['clube', 'escola'])
    .where('a.inativo_desde', 'is', null)
    .orderBy('p.nome_busca')
    .orderBy('a.id_aluno')
    .execute();
  const resultado = [];
  for (const l of linhas) {
    const documento = documentoDoContrato(l.contrato)!;
    const atual = atuais.find((v) => v.documento === documento)!;
    const aceita = l.versao_aceita === null ? null : Number(l.versao_aceita);
    if (aceita !== null && aceita >= atual.versao) continue;
    resultado.push({
      id_aluno: l.id_aluno,
      nome_aluno: l.nome_aluno,
      documento,
      versao_aceita: aceita,
      versao_atual: atual.versao,
      aceito_em: l.aceito_em === null ? null : Number(l.aceito_em),
      token: await tokenDoLink(db, segredo, 'consentimento', l.id_aluno),
    });
  }
  return resultado;
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
  return ok({ token, expira_em });
}
