// The enrolment's refusals as HTTP answers: each reason a repository of this area gives
// (the wizards' save, a student's edit, the granular calls), with the status and pt-BR
// text the API has always answered.
import {
  badRequest,
  conflict,
  type HttpError,
  notFound,
  type Recusas,
  responder,
} from '#server/http-error.ts';
import type { Falha } from '#server/result.ts';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';
import { MSG_EXPERIMENTAL } from '#shared/messages/experimental.ts';
import { MSG_MATRICULA } from '#shared/messages/matricula.ts';
import { MSG_PRIVACIDADE } from '#shared/messages/privacidade.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import type { EdicaoRecusada, MatriculaRecusada } from './repository';

type FalhaMatricula =
  | MatriculaRecusada
  | EdicaoRecusada
  | Falha<
      | 'aluno_inexistente'
      | 'pessoa_inexistente'
      | 'responsavel_inexistente'
      | 'referencia_inexistente'
      | 'ja_responsavel'
      | 'ja_aluno'
    >;

/** `admin`: the caller may see the id of a student already enrolled. */
const recusas = (admin: boolean): Recusas<FalhaMatricula> => ({
  unidade_invalida: () => badRequest(MSG_RECUSA.unidadeInvalida),
  cpf_repetido: (r) =>
    badRequest(MSG_RECUSA.cpfRepetidoNaMatricula, {
      campos: { [r.campo]: MSG_RECUSA.cpfRepetidoNaMatricula },
    }),
  // Beside the student's CPF; an administrator also gets the id (a link to the profile).
  aluno_ja_matriculado: (r) =>
    conflict(MSG_RECUSA.alunoJaMatriculado, {
      campos: { 'aluno.cpf_pessoa': MSG_RECUSA.alunoJaMatriculado },
      ...(admin ? { id_aluno: r.id_aluno } : {}),
    }),
  cpf_em_uso: () => conflict(MSG_RECUSA.cpfEmUso),
  experimental_invalida: () =>
    conflict(MSG_EXPERIMENTAL.conversaoInvalida, {
      campos: { id_experimental: MSG_EXPERIMENTAL.conversaoInvalida },
    }),
  turma_fora_da_unidade: () => badRequest(MSG_RECUSA.turmaForaDaUnidade),
  turma_lotada: (r) => conflict(MSG_RECUSA.turmaLotada, { id_turma: r.id_turma }),
  aluno_inexistente: () => notFound(),
  edicao_anonimizada: () => conflict(MSG_AUDITORIA.editarAnonimizada),
  pessoa_inexistente: () => badRequest(MSG_RECUSA.naoEncontrado),
  responsavel_inexistente: () => badRequest(MSG_RECUSA.naoEncontrado),
  referencia_inexistente: () => badRequest(MSG_RECUSA.naoEncontrado),
  ja_responsavel: () => conflict(MSG_MATRICULA.jaResponsavel),
  ja_aluno: () => conflict(MSG_MATRICULA.jaAluno),
  // The edit mode: a CPF or RG sent masked that is not the stored one, beside its field.
  cpf_mascarado: (r) =>
    badRequest(MSG_PRIVACIDADE.cpfMascaradoNaoConfere, {
      campos: { [r.campo]: MSG_PRIVACIDADE.cpfMascaradoNaoConfere },
    }),
  rg_mascarado: (r) =>
    badRequest(MSG_PRIVACIDADE.rgMascaradoNaoConfere, {
      campos: { [r.campo]: MSG_PRIVACIDADE.rgMascaradoNaoConfere },
    }),
});

/** An enrolment's call refused; `admin`: the caller may see the id of a student already enrolled. */
export const recusaDaMatricula = (r: FalhaMatricula, { admin }: { admin: boolean }): HttpError =>
  responder(recusas(admin), r);
