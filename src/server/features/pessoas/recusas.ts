// The HTTP answers of a person's data's refusals: 404 for a missing person, 409 in
// pt-BR for every refusal of the registry and a second anonymisation; in a batch, the
// refusal names the person it stopped at.
import { conflict, type HttpError, notFound, type Recusas, responder } from '#server/http-error.ts';
import type { Falha } from '#server/result.ts';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';
import type { MotivoAnonimizacao, RecusaEmLote } from './repository-anonimizacao';

type FalhaPessoa = Falha<MotivoAnonimizacao | 'anonimizada'> | RecusaEmLote;

/** 409 with `texto`, after the person's number when the refusal is a batch's. */
const conflito =
  (texto: string) =>
  (r: FalhaPessoa): HttpError =>
    conflict('id_pessoa' in r ? MSG_AUDITORIA.recusaDe(`#${r.id_pessoa}`, texto) : texto);

const PESSOA: Recusas<FalhaPessoa> = {
  inexistente: () => notFound(MSG_AUDITORIA.pessoaNaoEncontrada),
  ja_anonimizada: conflito(MSG_AUDITORIA.jaAnonimizada),
  // What needs an identity (the export) is refused once the record is anonymised.
  anonimizada: () => conflict(MSG_AUDITORIA.exportarAnonimizada),
  matricula_ativa: conflito(MSG_AUDITORIA.recusa.matricula_ativa),
  responsavel_de_aluno_ativo: conflito(MSG_AUDITORIA.recusa.responsavel_de_aluno_ativo),
  professor_ativo: conflito(MSG_AUDITORIA.recusa.professor_ativo),
  administrador: conflito(MSG_AUDITORIA.recusa.administrador),
  cobranca_em_aberto: conflito(MSG_AUDITORIA.recusa.cobranca_em_aberto),
};

export const recusaDaPessoa = (r: FalhaPessoa): HttpError => responder(PESSOA, r);
