// The trial classes' refusals as HTTP answers: one table per reason union of its
// repositories, each reason with its status and pt-BR text, beside its field.
import {
  badRequest,
  conflict,
  type HttpError,
  notFound,
  type Recusas,
  responder,
} from '#server/http-error.ts';
import type { Falha } from '#server/result.ts';
import { MSG_EXPERIMENTAL as M } from '#shared/messages/experimental.ts';
import { EXPERIMENTAL_DIAS_A_FRENTE } from '#shared/schemas/experimental.ts';
import type { RecusaReserva } from './repository-reserva';

const naData = (texto: string) => badRequest(texto, { campos: { data: texto } });

const RESERVA: Recusas<Falha<RecusaReserva>> = {
  turma_inexistente: () => badRequest(M.turmaNaoEncontrada, { campos: { id_turma: M.turmaNaoEncontrada } }),
  passado: () => naData(M.dataNoPassado),
  longe: () => naData(M.dataLonge(EXPERIMENTAL_DIAS_A_FRENTE)),
  nao_e_dia: () => naData(M.dataNaoEDaTurma),
  ja_comecou: () => naData(M.aulaJaComecou),
  lotada: () => naData(M.turmaLotada),
};

const STATUS: Recusas<Falha<'inexistente' | 'matriculada'>> = {
  inexistente: () => notFound(M.experimentalNaoEncontrada),
  matriculada: () => conflict(M.jaMatriculada, { campos: { status: M.jaMatriculada } }),
};

export const recusaDaReserva = (r: Falha<RecusaReserva>): HttpError => responder(RESERVA, r);
export const recusaDoStatus = (r: Falha<'inexistente' | 'matriculada'>): HttpError => responder(STATUS, r);
