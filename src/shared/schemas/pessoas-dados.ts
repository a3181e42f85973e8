// A person's data as the privacy screens ask for it: the revealed documents, the export,
// the anonymisation (single and in bulk) and the retention settings
// (docs/decisions/028-audit-and-anonymisation.md).
import { MSG_AUDITORIA } from '#shared/messages-auditoria.ts';
import { entradaAuditoria } from './auditoria';
import { id, z } from './fields';

/** POST /api/pessoas/{id}/documentos: the whole CPF and RG, once, audited. */
export const documentosRevelados = z.object({ cpf: z.string().nullable(), rg: z.string().nullable() });
export type DocumentosRevelados = z.infer<typeof documentosRevelados>;

/** A value of an exported row as JSON carries it. */
const valor = z.union([z.string(), z.number(), z.null()]);

/** GET /api/pessoas/{id}/exportacao: every registered table's rows about the person, and who accessed them. */
export const exportacao = z.object({
  id_pessoa: z.number(),
  nome: z.string(),
  gerada_em: z.string(),
  secoes: z.array(
    z.object({ tabela: z.string(), titulo: z.string(), linhas: z.array(z.record(z.string(), valor)) }),
  ),
  acessos: z.array(entradaAuditoria),
});
export type Exportacao = z.infer<typeof exportacao>;

export const CONFIRMACAO_ANONIMIZAR = 'ANONIMIZAR';

/** The typed confirmation: exactly ANONIMIZAR. */
const confirmacao = z.literal(CONFIRMACAO_ANONIMIZAR, { error: MSG_AUDITORIA.confirmacaoErrada });

/** POST /api/pessoas/{id}/anonimizacao */
export const anonimizacaoInput = z.object({ confirmacao });
export type AnonimizacaoInput = z.infer<typeof anonimizacaoInput>;
export const anonimizacaoFeita = z.object({ id_pessoa: z.number(), nome: z.string() });

/** POST /api/privacidade/anonimizacoes: the due people chosen on the retention screen, at once. */
export const anonimizacaoEmLoteInput = z.object({
  ids: z.array(id).min(1, MSG_AUDITORIA.nenhumaSelecionada).max(500),
  confirmacao,
});
export type AnonimizacaoEmLoteInput = z.infer<typeof anonimizacaoEmLoteInput>;
export const anonimizacaoEmLoteFeita = z.object({ anonimizadas: z.number() });

const anos = z
  .number({ error: MSG_AUDITORIA.anosInvalidos })
  .int(MSG_AUDITORIA.anosInvalidos)
  .min(1, MSG_AUDITORIA.anosInvalidos)
  .max(20, MSG_AUDITORIA.anosInvalidos);

/** GET|PUT /api/privacidade/retencao */
export const retencao = z.object({ auditoria_anos: anos, anonimizar_anos: anos });
export type Retencao = z.infer<typeof retencao>;

/** GET /api/privacidade/devidos: who left the club at least N years ago and is not anonymised. */
export const devidos = z.array(
  z.object({
    id_pessoa: z.number(),
    nome: z.string(),
    papel: z.enum(['aluno', 'professor', 'responsavel']),
    saida: z.string(),
  }),
);
export type Devido = z.infer<typeof devidos>[number];

export const expurgoFeito = z.object({ apagadas: z.number() });
