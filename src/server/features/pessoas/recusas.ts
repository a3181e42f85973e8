// The HTTP answers of the privacy repositories' reasons.
import { conflict, type HttpError, notFound } from '#server/http-error.ts';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';
import type { MotivoAnonimizacao } from './repository-anonimizacao';

/** 404 for a missing person, 409 in pt-BR for every refusal of the registry and a second anonymisation. */
export function recusaAnonimizacao(motivo: MotivoAnonimizacao, nome?: string): HttpError {
  if (motivo === 'inexistente') return notFound(MSG_AUDITORIA.pessoaNaoEncontrada);
  const texto = motivo === 'ja_anonimizada' ? MSG_AUDITORIA.jaAnonimizada : MSG_AUDITORIA.recusa[motivo];
  return conflict(nome ? MSG_AUDITORIA.recusaDe(nome, texto) : texto);
}
