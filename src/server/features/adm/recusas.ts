// The administration's refusals as HTTP answers: one table per record a repository of
// this area refuses a change of, each reason with its status and pt-BR text.
import type { ComMaterial } from '#server/features/adm/alunos/repository.ts';
import type { TurmaLotada } from '#server/features/adm/alunos/repository-inativos.ts';
import type { PessoaRepetida } from '#server/features/adm/repository.ts';
import type { AbaixoDaOcupacao, ReferenciasAusentes } from '#server/features/adm/turmas/repository.ts';
import {
  badRequest,
  conflict,
  type HttpError,
  notFound,
  type Recusas,
  responder,
} from '#server/http-error.ts';
import type { IdentidadeRecusada } from '#server/repositories/identidade-mascarada.ts';
import type { Falha } from '#server/result.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';
import { MSG_REG } from '#shared/messages/chamada.ts';
import { MSG_INATIVO } from '#shared/messages/inativos.ts';
import { MSG_MATERIAL } from '#shared/messages/material.ts';
import { MSG_PRIVACIDADE } from '#shared/messages/privacidade.ts';

/** 409 beside the field another person holds: the CPF (decision 013) or the login e-mail. */
const PESSOA_REPETIDA: Recusas<Falha<PessoaRepetida>> = {
  cpf_de_outra_pessoa: () =>
    conflict(MSG_ADM.cpfDeOutraPessoa, { campos: { cpf_pessoa: MSG_ADM.cpfDeOutraPessoa } }),
  email_em_uso: () => conflict(MSG_ADM.emailEmUso, { campos: { email_pessoa: MSG_ADM.emailEmUso } }),
};

/** 400 beside the CPF or RG sent masked that is not the stored number's mask. */
const DOCUMENTO_MASCARADO: Recusas<Falha<IdentidadeRecusada>> = {
  cpf_mascarado: () =>
    badRequest(MSG_PRIVACIDADE.cpfMascaradoNaoConfere, {
      campos: { cpf_pessoa: MSG_PRIVACIDADE.cpfMascaradoNaoConfere },
    }),
  rg_mascarado: () =>
    badRequest(MSG_PRIVACIDADE.rgMascaradoNaoConfere, {
      campos: { rg_pessoa: MSG_PRIVACIDADE.rgMascaradoNaoConfere },
    }),
};

/** 400 beside `id_endereco`: no address has that id. */
const enderecoInexistente = () =>
  badRequest(MSG_ADM.enderecoNaoEncontrado, { campos: { id_endereco: MSG_ADM.enderecoNaoEncontrado } });

type FalhaPessoa = Falha<'inexistente' | 'endereco_inexistente' | IdentidadeRecusada | PessoaRepetida>;
const PESSOA: Recusas<FalhaPessoa> = {
  inexistente: () => notFound(MSG_ADM.pessoaNaoEncontrada),
  endereco_inexistente: enderecoInexistente,
  ...DOCUMENTO_MASCARADO,
  ...PESSOA_REPETIDA,
};

type FalhaEndereco = Falha<'inexistente'>;
const ENDERECO: Recusas<FalhaEndereco> = {
  inexistente: () => notFound(MSG_ADM.enderecoNaoEncontrado),
};

type FalhaProfessor = Falha<
  | 'inexistente'
  | 'ja_inativo'
  | 'ja_ativo'
  | 'anonimizado'
  | 'edicao_anonimizada'
  | 'em_uso'
  | 'ja_professor'
  | 'pessoa_inexistente'
  | IdentidadeRecusada
  | PessoaRepetida
>;
const PROFESSOR: Recusas<FalhaProfessor> = {
  inexistente: () => notFound(MSG_ADM.professorNaoEncontrado),
  ja_inativo: () => conflict(MSG_INATIVO.professorJaInativo),
  ja_ativo: () => conflict(MSG_INATIVO.professorJaAtivo),
  anonimizado: () => conflict(MSG_AUDITORIA.reativarProfessorAnonimizado),
  edicao_anonimizada: () => conflict(MSG_AUDITORIA.editarAnonimizada),
  em_uso: () => conflict(MSG_ADM.professorEmUso),
  ja_professor: () => conflict(MSG_ADM.pessoaJaProfessor),
  pessoa_inexistente: () =>
    badRequest(MSG_ADM.pessoaNaoEncontrada, { campos: { id_pessoa: MSG_ADM.pessoaNaoEncontrada } }),
  ...DOCUMENTO_MASCARADO,
  ...PESSOA_REPETIDA,
};

type FalhaAluno =
  | Falha<'inexistente' | 'ja_inativo' | 'ja_ativo' | 'anonimizado' | 'tem_cobrancas'>
  | TurmaLotada
  | ComMaterial;
const ALUNO: Recusas<FalhaAluno> = {
  inexistente: () => notFound(MSG_ADM.alunoNaoEncontrado),
  ja_inativo: () => conflict(MSG_INATIVO.alunoJaInativo),
  ja_ativo: () => conflict(MSG_INATIVO.alunoJaAtivo),
  anonimizado: () => conflict(MSG_AUDITORIA.reativarAnonimizado),
  tem_cobrancas: () => conflict(MSG_ADM.alunoComCobrancas),
  turma_lotada: (r) => conflict(MSG_INATIVO.turmaLotadaReativar(r.nome_turma)),
  material_emprestado: (r) => conflict(MSG_MATERIAL.alunoComMaterial(r.itens)),
};

type FalhaUnidade = Falha<'inexistente' | 'endereco_inexistente' | 'em_uso'>;
const UNIDADE: Recusas<FalhaUnidade> = {
  inexistente: () => notFound(MSG_ADM.unidadeNaoEncontrada),
  endereco_inexistente: enderecoInexistente,
  em_uso: () => conflict(MSG_ADM.unidadeEmUso),
};

type FalhaTurma = Falha<'inexistente'> | ReferenciasAusentes | AbaixoDaOcupacao;
const TURMA: Recusas<FalhaTurma> = {
  inexistente: () => notFound(MSG_ADM.turmaNaoEncontrada),
  /** 400 beside each reference that does not exist (the message: the first). */
  referencia_inexistente: (r) => {
    const campos: Record<string, string> = {};
    if (r.professor) campos.id_professor = MSG_ADM.professorNaoEncontrado;
    if (r.unidade) campos.id_unidade = MSG_ADM.unidadeNaoEncontrada;
    return badRequest(Object.values(campos)[0]!, { campos });
  },
  // Lowering qtd_maxima below the students the class holds: refused, nothing changed.
  abaixo_da_ocupacao: (r) => {
    const message = MSG_REG.turmaAbaixoDaOcupacao(r.ocupacao);
    return conflict(message, { campos: { qtd_maxima: message } });
  },
};

export const recusaDaPessoa = (r: FalhaPessoa): HttpError => responder(PESSOA, r);
export const recusaDoEndereco = (r: FalhaEndereco): HttpError => responder(ENDERECO, r);
export const recusaDoProfessor = (r: FalhaProfessor): HttpError => responder(PROFESSOR, r);
export const recusaDoAluno = (r: FalhaAluno): HttpError => responder(ALUNO, r);
export const recusaDaUnidade = (r: FalhaUnidade): HttpError => responder(UNIDADE, r);
export const recusaDaTurma = (r: FalhaTurma): HttpError => responder(TURMA, r);
