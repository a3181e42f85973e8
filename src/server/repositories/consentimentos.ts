// Recording consent (docs/decisions/027): the current version of each document, and the
// acceptances and purpose answers written in the transaction of the action that gathers
// them (an enrolment, a personal link, the desk). Rows are only ever added: a new answer
// or a new acceptance is a new row, so the history stays whole. Each one writes an audit
// entry about the student.
import type { Executor } from '#server/db/executor.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { instanteIso } from '#shared/rules/datas.ts';
import type { Documento, Finalidade, RespostasFinalidades } from '#shared/schemas/privacidade.ts';

type Canal = 'assistente_publico' | 'secretaria' | 'link';

/** The contract a student accepts: the club's (a DEC unit's students) or the school programme's. */
export const documentoDoContrato = (contrato: string | null): Documento | null =>
  contrato === 'clube' ? 'contrato_clube' : contrato === 'escola' ? 'contrato_escola' : null;

/**
 * The version in force of each document: the highest whose effective day has come, or
 * (none yet) the first. Ordered as asked.
 */
export async function versoesVigentes(db: Executor, documentos: readonly Documento[], hoje: string) {
  if (documentos.length === 0) return [];
  const linhas = await db
    .selectFrom('documento_versao')
    .selectAll()
    .where('documento', 'in', documentos)
    .orderBy('documento')
    .orderBy('versao', 'desc')
    .execute();
  return documentos.map((d) => {
    const doDocumento = linhas.filter((l) => l.documento === d);
    const vigente = doDocumento.find((l) => l.vigente_desde <= hoje) ?? doDocumento[doDocumento.length - 1];
    return { ...vigente, publicado_em: instanteIso(vigente.publicado_em), documento: d };
  });
}

export interface Consentimento {
  id_aluno: number;
  /** The guardian's person, or the adult student's. */
  id_pessoa: number;
  canal: Canal;
  /** The staff member who entered it (null from the public wizard or a link). */
  id_operador: number | null;
  hoje: string;
}

/** Records the acceptance of the current version of each document, and one audit entry each. */
export async function registrarAceites(
  tx: Executor,
  quem: Autoria,
  c: Consentimento,
  documentos: readonly Documento[],
): Promise<void> {
  const versoes = await versoesVigentes(tx, documentos, c.hoje);
  if (versoes.length === 0) return;
  const em = Date.now();
  await tx
    .insertInto('aceite')
    .values(
      versoes.map((v) => ({
        id_documento_versao: v.id_documento_versao,
        id_aluno: c.id_aluno,
        id_aceitante: c.id_pessoa,
        em,
        canal: c.canal,
        id_operador: c.id_operador,
      })),
    )
    .execute();
  await registrarAuditoria(
    tx,
    quem,
    versoes.map((v) => ({
      acao: 'consentimento' as const,
      id_pessoa: c.id_aluno,
      detalhe: `aceite ${v.documento} v${v.versao} (${c.canal}) por ${c.id_pessoa}`,
    })),
  );
}

/** Records yes/no answers to the optional purposes (current versions), one audit entry each. */
export async function registrarFinalidades(
  tx: Executor,
  quem: Autoria,
  c: Consentimento,
  respostas: Partial<RespostasFinalidades>,
): Promise<void> {
  const finalidades = (Object.keys(respostas) as Finalidade[]).filter((f) => respostas[f] !== undefined);
  const versoes = await versoesVigentes(tx, finalidades, c.hoje);
  if (versoes.length === 0) return;
  const em = Date.now();
  await tx
    .insertInto('consentimento_finalidade')
    .values(
      versoes.map((v) => ({
        id_documento_versao: v.id_documento_versao,
        id_aluno: c.id_aluno,
        id_respondente: c.id_pessoa,
        consente: respostas[v.documento as Finalidade] ? 1 : 0,
        em,
        canal: c.canal,
        id_operador: c.id_operador,
      })),
    )
    .execute();
  await registrarAuditoria(
    tx,
    quem,
    versoes.map((v) => ({
      acao: 'consentimento' as const,
      id_pessoa: c.id_aluno,
      detalhe: `${respostas[v.documento as Finalidade] ? 'autoriza' : 'revoga'} ${v.documento} v${v.versao} (${c.canal}) por ${c.id_pessoa}`,
    })),
  );
}
