// The enrolment's refusals as HTTP answers: each reason a repository gives, with the
// status and pt-BR text the API has always answered.
import { badRequest, conflict, type HttpError, notFound } from '#server/http-error.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_PRIVACIDADE } from '#shared/messages/privacidade.ts';
import type { EdicaoRecusada, MatriculaRecusada } from './repository';

/** An enrolment refused; `admin`: the caller may see the id of a student already enrolled. */
export function recusaDaMatricula(r: MatriculaRecusada, { admin }: { admin: boolean }): HttpError {
  switch (r.motivo) {
    case 'unidade_invalida':
      return badRequest(MSG.unidadeInvalida);
    case 'cpf_repetido':
      return badRequest(MSG.cpfRepetidoNaMatricula, { campos: { [r.campo]: MSG.cpfRepetidoNaMatricula } });
    case 'aluno_ja_matriculado':
      // Beside the student's CPF; an administrator also gets the id (a link to the profile).
      return conflict(MSG.alunoJaMatriculado, {
        campos: { 'aluno.cpf_pessoa': MSG.alunoJaMatriculado },
        ...(admin ? { id_aluno: r.id_aluno } : {}),
      });
    case 'cpf_em_uso':
      return conflict(MSG.cpfEmUso);
    case 'turma_fora_da_unidade':
      return badRequest(MSG.turmaForaDaUnidade);
    case 'turma_lotada':
      return conflict(MSG.turmaLotada, { id_turma: r.id_turma });
  }
}

/** The edit mode's save refused; a CPF or RG sent masked that is not the stored one is answered beside its field. */
export function recusaDaEdicao(r: EdicaoRecusada): HttpError {
  switch (r.motivo) {
    case 'aluno_inexistente':
      return notFound();
    case 'cpf_em_uso':
      return conflict(MSG.cpfEmUso);
    case 'cpf_mascarado':
    case 'rg_mascarado': {
      const msg =
        r.motivo === 'cpf_mascarado'
          ? MSG_PRIVACIDADE.cpfMascaradoNaoConfere
          : MSG_PRIVACIDADE.rgMascaradoNaoConfere;
      return badRequest(msg, { campos: { [r.campo]: msg } });
    }
  }
}
