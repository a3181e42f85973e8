// The answers of the families' portal's refusals.
import { badRequest, type HttpError, notFound, type Recusas, responder } from '#server/http-error.ts';
import type { Falha } from '#server/result.ts';
import { MSG_FAMILIA as M } from '#shared/messages/familia.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';

type RecusaFamilia = Falha<'codigo_invalido' | 'aluno_inexistente' | 'versao_nao_pendente' | 'sem_acesso'>;

const RECUSAS: Recusas<RecusaFamilia> = {
  /** 400 beside the code: wrong, expired, used, ended by 5 wrong tries, or no code for this e-mail. */
  codigo_invalido: () => badRequest(M.codigoInvalido, { campos: { codigo: M.codigoInvalido } }),
  /** 404: not a student this person answers for (another family's is not theirs to know of). */
  aluno_inexistente: () => notFound(MSG_RECUSA.alunoNaoEncontrado),
  /** 400: the version is not one the student has to accept now. */
  versao_nao_pendente: () =>
    badRequest(M.versaoNaoPendente, { campos: { id_documento_versao: M.versaoNaoPendente } }),
  /** 404: the person does not answer for this student. */
  sem_acesso: () => notFound(M.pessoaSemAcesso),
};

export const recusaDaFamilia = (r: RecusaFamilia): HttpError => responder(RECUSAS, r);
