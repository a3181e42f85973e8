// The armory's refusals as HTTP answers: one table per reason union of its repositories,
// each reason with its status and pt-BR text, beside its field where a field caused it.
import {
  badRequest,
  conflict,
  type HttpError,
  notFound,
  type Recusas,
  responder,
} from '#server/http-error.ts';
import type { Falha } from '#server/result.ts';
import { MSG_MATERIAL as M } from '#shared/messages/material.ts';
import type { RecusaEmprestimo } from './repository-emprestimos';

type FalhaMaterial = Falha<'inexistente' | 'codigo_em_uso' | 'emprestado_estado' | 'nao_emprestado'>;
const MATERIAL: Recusas<FalhaMaterial> = {
  inexistente: () => notFound(M.materialNaoEncontrado),
  codigo_em_uso: () => conflict(M.codigoEmUso, { campos: { codigo: M.codigoEmUso } }),
  emprestado_estado: () => conflict(M.devolvaAntes, { campos: { estado: M.devolvaAntes } }),
  nao_emprestado: () => conflict(M.naoEmprestado),
};

const EMPRESTIMO: Recusas<RecusaEmprestimo> = {
  inexistente: () => notFound(M.materialNaoEncontrado),
  emprestado: (r) => conflict(M.jaEmprestado(r.aluno)),
  em_reparo: () => conflict(M.emReparo),
  baixado: () => conflict(M.baixado),
  aluno_inexistente: () => badRequest(M.alunoNaoEncontrado, { campos: { id_aluno: M.alunoNaoEncontrado } }),
  aluno_inativo: () => conflict(M.alunoInativo, { campos: { id_aluno: M.alunoInativo } }),
};

export const recusaDoMaterial = (r: FalhaMaterial): HttpError => responder(MATERIAL, r);
export const recusaDoEmprestimo = (r: RecusaEmprestimo): HttpError => responder(EMPRESTIMO, r);
