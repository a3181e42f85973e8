// What the audit log records (docs/product/access.md): the kinds of action on a person's data.
import { z } from './fields';

export const ACOES_AUDITORIA = [
  'ver',
  'exportar',
  'editar',
  'anonimizar',
  'revelar_documento',
  'consentimento',
  'financeiro_emissao',
  'financeiro_cancelamento',
  'financeiro_pagamento',
  'financeiro_estorno',
  'financeiro_desconto',
  'financeiro_importacao',
] as const;
export const acaoAuditoria = z.enum(ACOES_AUDITORIA);
export type AcaoAuditoria = z.infer<typeof acaoAuditoria>;
