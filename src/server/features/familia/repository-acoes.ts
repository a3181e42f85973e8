// What a family does about one of its students, each the user's action in one transaction
// that first checks the student is theirs (policies/familia.ts): accept a pending document
// version, answer or withdraw an optional purpose, file a data subject's request. The
// acceptances and answers are recorded as the desk's and the links' are
// (repositories/consentimentos.ts: rows added, each audited), with the family person as who
// accepted or answered, no operator, channel 'link' (the family's own hand, outside the desk).
import type { Executor } from '#server/db/executor.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { registrarAceites, registrarFinalidades } from '#server/repositories/consentimentos.ts';
import { inserirPedido } from '#server/repositories/pedidos-titular.ts';
import { falha, ok } from '#server/result.ts';
import type { AceitarInput, FinalidadeFamiliaInput, PedidoFamiliaInput } from '#shared/schemas/familia.ts';
import { alunoVisivel, documentosDoAluno } from './repository-alunos';

export interface Familiar {
  id_pessoa: number;
  nome: string;
}

const consentimento = (f: Familiar, id_aluno: number, hoje: string) => ({
  id_aluno,
  id_pessoa: f.id_pessoa,
  canal: 'link' as const,
  id_operador: null,
  hoje,
});

/** Accepts the version `id_documento_versao` when it is one the student has pending. */
export function aceitarVersao(
  db: Executor,
  quem: Autoria,
  f: Familiar,
  a: AceitarInput & { id_aluno: number; hoje: string },
) {
  return db.transaction().execute(async (trx) => {
    const aluno = await alunoVisivel(trx, f.id_pessoa, a.id_aluno, a.hoje);
    if (!aluno) return falha('aluno_inexistente');
    const { pendentes } = await documentosDoAluno(trx, a.id_aluno, aluno.contrato, a.hoje);
    const versao = pendentes.find((p) => p.id_documento_versao === a.id_documento_versao);
    if (!versao) return falha('versao_nao_pendente');
    await registrarAceites(trx, quem, consentimento(f, a.id_aluno, a.hoje), [versao.documento]);
    return ok();
  });
}

/** Answers an optional purpose for its current version (false withdraws a consent). */
export function responderFinalidade(
  db: Executor,
  quem: Autoria,
  f: Familiar,
  r: FinalidadeFamiliaInput & { id_aluno: number; hoje: string },
) {
  return db.transaction().execute(async (trx) => {
    const aluno = await alunoVisivel(trx, f.id_pessoa, r.id_aluno, r.hoje);
    if (!aluno) return falha('aluno_inexistente');
    await registrarFinalidades(trx, quem, consentimento(f, r.id_aluno, r.hoje), {
      [r.finalidade]: r.consente,
    });
    return ok();
  });
}

/**
 * Files a data subject's request about the student in the desk's register: received today,
 * by the family person (the student themself: 'titular'; else 'responsavel'), audited.
 */
export function pedirComoTitular(
  db: Executor,
  quem: Autoria,
  f: Familiar,
  p: PedidoFamiliaInput & { id_aluno: number; hoje: string },
) {
  return db.transaction().execute(async (trx) => {
    const aluno = await alunoVisivel(trx, f.id_pessoa, p.id_aluno, p.hoje);
    if (!aluno) return falha('aluno_inexistente');
    const { id_pedido, prazo } = await inserirPedido(
      trx,
      {
        id_pessoa: p.id_aluno,
        solicitante_nome: f.nome,
        solicitante_relacao: f.id_pessoa === p.id_aluno ? 'titular' : 'responsavel',
        tipo: p.tipo,
        descricao: p.descricao ?? null,
        recebido_em: p.hoje,
      },
      f.id_pessoa,
    );
    await registrarAuditoria(trx, quem, {
      acao: 'familia_pedido',
      id_pessoa: p.id_aluno,
      detalhe: `pedido ${id_pedido} (${p.tipo}) por ${f.id_pessoa}`,
    });
    return ok({ id_pedido, tipo: p.tipo, recebido_em: p.hoje, prazo });
  });
}
