// What the audit log records (docs/product/access.md): the kinds of action on a person's data.
import { dataIso, id, inteiroQuery, z } from './fields';

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
  'senha_recuperacao',
  'senha_redefinida',
  'familia_codigo',
  'familia_entrada',
  'familia_pedido',
  'familia_sessoes_encerradas',
] as const;
export const acaoAuditoria = z.enum(ACOES_AUDITORIA);
export type AcaoAuditoria = z.infer<typeof acaoAuditoria>;

/** GET /api/auditoria: the search (every filter optional; days are the club's, inclusive). */
export const auditoriaQuery = z
  .object({
    id_pessoa: id.optional(),
    autor: id.optional(),
    acao: acaoAuditoria.optional(),
    de: dataIso.optional(),
    ate: dataIso.optional(),
    pagina: inteiroQuery(1, 100_000).default(1),
    pageSize: inteiroQuery(1, 100).default(50),
  })
  .refine((q) => !q.de || !q.ate || q.de <= q.ate, {
    message: 'A data final não pode ser antes da inicial.',
    path: ['ate'],
  });

/** One entry as administrators read it: who (null: an anonymous public request), when (ISO instant), what, about whom. */
export const entradaAuditoria = z.object({
  id_auditoria: z.number(),
  quando: z.string(),
  acao: z.string(),
  id_pessoa: z.number().nullable(),
  pessoa: z.string().nullable(),
  quem: z.object({ id_pessoa: z.number(), nome: z.string() }).nullable(),
  id_requisicao: z.string().nullable(),
  detalhe: z.string().nullable(),
});
export type EntradaAuditoriaLida = z.infer<typeof entradaAuditoria>;

export const paginaAuditoria = z.object({ items: z.array(entradaAuditoria), total: z.number() });
export type PaginaAuditoria = z.infer<typeof paginaAuditoria>;
