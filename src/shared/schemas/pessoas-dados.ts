// A person's data as the privacy screens ask for it: the revealed documents, the export,
// the anonymisation (single and in bulk) and the retention settings
// (docs/decisions/028-audit-and-anonymisation.md).
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';
import { entradaAuditoria } from './auditoria';
import { id, z } from './fields';

/** POST /api/pessoas/{id}/identidade: the whole CPF and RG, once, audited. */
export const identidadeRevelada = z.object({ cpf: z.string().nullable(), rg: z.string().nullable() });
export type IdentidadeRevelada = z.infer<typeof identidadeRevelada>;

// The export is a statement about the person, not a copy of tables: people by name, classes
// by name, days as YYYY-MM-DD, instants as ISO 8601, money in centavos, and nothing the
// club keeps only for its own machinery (search keys, flags, summaries, secrets). Which
// table of personal data feeds which part, or why it is left out, is declared in the
// registry (#server/repositories/dados-pessoais.ts) and checked against the schema.

/** A guardian's place for a student. */
const RELACOES = ['responsavel1', 'responsavel2', 'responsavel_financeiro'] as const;
const relacao = z.enum(RELACOES);
export type Relacao = (typeof RELACOES)[number];

const turmaExportada = z.object({
  nome: z.string(),
  dia_semana: z.string(),
  /** hh:mm */
  horario: z.string(),
});

/** GET /api/pessoas/{id}/exportacao: what the club keeps about the person, and who accessed it. */
export const exportacao = z.object({
  id_pessoa: z.number(),
  nome: z.string(),
  /** ISO 8601 instant. */
  gerada_em: z.string(),
  dados: z.object({
    nome: z.string(),
    /** YYYY-MM-DD; after an anonymisation only the year is real (YYYY-01-01). */
    nascimento: z.string().nullable(),
    /** ISO 8601 instant of the anonymisation; null: not anonymised. */
    anonimizada_em: z.string().nullable(),
    cpf: z.string().nullable(),
    rg: z.string().nullable(),
    email: z.string().nullable(),
    telefone: z.string().nullable(),
    genero: z.string().nullable(),
    endereco: z
      .object({
        cep: z.string(),
        rua: z.string(),
        numero: z.string(),
        bairro: z.string(),
        cidade: z.string(),
        estado: z.string(),
      })
      .nullable(),
  }),
  /** The student's guardians, by name, and the place each holds. */
  responsaveis: z.array(
    z.object({
      nome: z.string(),
      relacao,
      telefone: z.string().nullable(),
      email: z.string().nullable(),
    }),
  ),
  /** The students the person is a guardian of. */
  responsavel_por: z.array(z.object({ nome: z.string(), relacao })),
  matricula: z
    .object({
      tipo_aluno: z.string(),
      tipo_plano: z.string().nullable(),
      dia_pagamento: z.number().nullable(),
      /** d or c */
      destro_canhoto: z.string().nullable(),
      /** YYYY-MM-DD */
      inicio: z.string(),
      /** YYYY-MM-DD; null: still enrolled. */
      saida: z.string().nullable(),
      motivo_saida: z.string().nullable(),
    })
    .nullable(),
  turmas: z.array(
    turmaExportada.extend({
      /** YYYY-MM-DD, or null when not recorded. */
      desde: z.string().nullable(),
      /** false: a class left when the enrolment ended. */
      atual: z.boolean(),
    }),
  ),
  /** Every attendance mark, oldest first. */
  frequencia: z.array(z.object({ data: z.string(), turma: z.string(), presente: z.boolean() })),
  /** As a teacher: since when inactive, and the classes taught. */
  professor: z.object({ inativo_desde: z.string().nullable(), turmas: z.array(turmaExportada) }).nullable(),
  cobrancas: z.array(
    z.object({
      competencia: z.string(),
      vencimento: z.string(),
      /** centavos */
      valor: z.number(),
      status: z.string(),
      pagamentos: z.array(
        z.object({
          pago_em: z.string(),
          /** centavos */
          valor: z.number(),
          forma: z.string(),
          numero_recibo: z.number(),
          /** The payer's name as the bank statement gave it, when it came from one. */
          pagador: z.string().nullable(),
          /** ISO 8601 instant; null: not reversed. */
          estornado_em: z.string().nullable(),
        }),
      ),
    }),
  ),
  descontos: z.array(
    z.object({ tipo: z.string(), valor: z.number(), motivo: z.string(), definido_em: z.string() }),
  ),
  /** Documents accepted and optional purposes answered, by whom and when (ISO 8601). */
  consentimentos: z.array(
    z.object({
      /** The student the consent is for (the person, or one they are a guardian of). */
      aluno: z.string(),
      documento: z.string(),
      versao: z.number(),
      /** aceite: a document accepted; sim / nao: an optional purpose answered. */
      resposta: z.enum(['aceite', 'sim', 'nao']),
      por: z.string(),
      em: z.string(),
      canal: z.string(),
    }),
  ),
  /** Personal consent links sent (no secret): when made and until when they worked. */
  links_consentimento: z.array(z.object({ criado_em: z.string(), expira_em: z.string().nullable() })),
  /** The person's requests as a data subject. */
  pedidos: z.array(
    z.object({
      tipo: z.string(),
      recebido_em: z.string(),
      prazo: z.string(),
      status: z.string(),
      respondido_em: z.string().nullable(),
    }),
  ),
  /** As a teacher: chamadas sent or corrected and corrections asked, by date (ISO 8601). */
  atividade: z.array(
    z.object({ tipo: z.enum(['envio', 'correcao', 'pedido_correcao']), em: z.string(), turma: z.string() }),
  ),
  acessos: z.array(entradaAuditoria),
  /** The club's gear lent to the person as a student, oldest first (instants as ISO 8601). */
  material: z.array(
    z.object({
      item: z.string(),
      emprestado_em: z.string(),
      /** YYYY-MM-DD */
      devolver_ate: z.string(),
      /** null: still with the person. */
      devolvido_em: z.string().nullable(),
      estado_devolucao: z.string().nullable(),
    }),
  ),
  /**
   * Trial classes booked by or for the person (the student it became, or the same e-mail as
   * the person's or as the guardian's), by date: the class, the meeting, where it stands,
   * the contacts given and when the consent to be contacted was given (ISO 8601).
   */
  experimentais: z.array(
    z.object({
      nome: z.string(),
      dt_nasc: z.string().nullable(),
      email: z.string().nullable(),
      telefone: z.string().nullable(),
      nome_responsavel: z.string().nullable(),
      email_responsavel: z.string().nullable(),
      telefone_responsavel: z.string().nullable(),
      turma: z.string(),
      /** YYYY-MM-DD */
      data: z.string(),
      status: z.string(),
      criada_em: z.string(),
      consentimento_em: z.string().nullable(),
    }),
  ),
});
export type Exportacao = z.infer<typeof exportacao>;

export const CONFIRMACAO_ANONIMIZAR = 'ANONIMIZAR';

/** The typed confirmation: exactly ANONIMIZAR. */
const confirmacao = z.literal(CONFIRMACAO_ANONIMIZAR, { error: MSG_AUDITORIA.confirmacaoErrada });

/** POST /api/pessoas/{id}/anonimizacao */
export const anonimizacaoInput = z.object({ confirmacao });
export type AnonimizacaoInput = z.infer<typeof anonimizacaoInput>;
export const anonimizacaoFeita = z.object({ id_pessoa: z.number(), nome: z.string() });

/** POST /api/pessoas/anonimizacoes: the due people chosen on the retention screen, at once. */
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

/** GET|PUT /api/pessoas/retencao */
export const retencao = z.object({ auditoria_anos: anos, anonimizar_anos: anos });
export type Retencao = z.infer<typeof retencao>;

/** GET /api/pessoas/devidos: who left the club at least N years ago and is not anonymised. */
export const devidos = z.array(
  z.object({
    id_pessoa: z.number(),
    nome: z.string(),
    papel: z.enum(['aluno', 'professor', 'responsavel']),
    saida: z.string(),
  }),
);
export type Devido = z.infer<typeof devidos>[number];

/**
 * POST /api/pessoas/expurgo: the audit entries past their retention deleted, and the trial
 * classes never converted a year after their meeting.
 */
export const expurgoFeito = z.object({ apagadas: z.number(), experimentais_apagadas: z.number() });
