// The families' portal: a guardian (or an adult student, for themselves) signs in with a
// one-time code e-mailed to the address on their person record, then reads their students'
// classes, attendance, charges, receipts and documents, accepts what is pending, answers
// the optional purposes and files a data subject's request. Also the desk's view of who
// has family access to a student. Routes and forms validate with these.

import { DIAS_SEMANA } from '#shared/constants.ts';
import { MSG_FAMILIA as M } from '#shared/messages/familia.ts';
import { email, id, textoLimpo, textoLivre, z } from './fields';
import { STATUS_COBRANCA } from './financeiro-base';
import { DOCUMENTOS, FINALIDADES, TIPOS_PEDIDO } from './privacidade';
import { idInt } from './resposta';

/** Digits of a sign-in code. */
export const DIGITOS_CODIGO = 6;

/** The family session's cookie (a staff session's is another: the two never stand for each other). */
export const COOKIE_FAMILIA = 'estocada_familia';

// ---- sign-in ----

/**
 * POST /api/familia/codigo: asks for a sign-in code. Always answered 202 with the same body
 * (`mensagemResposta`, text MSG_FAMILIA.codigoEnviado), known e-mail or not; a known one gets
 * the code and a link `/familia/entrar?email=…&codigo=…` whose page signs in with a button.
 */
export const pedirCodigoInput = z.object({ email });
export type PedirCodigoInput = z.infer<typeof pedirCodigoInput>;

/** The code as typed: six digits; spaces and a hyphen between them are dropped. */
const codigo = z
  .string({ error: M.informeCodigo })
  .max(20, M.codigoFormato)
  .refine((v) => textoLimpo(v), M.codigoFormato)
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${DIGITOS_CODIGO}}$`), M.codigoFormato))
  .meta({ examples: ['482913'] });

/**
 * POST /api/familia/entrar: signs in with the e-mail's code. 200 with `sessaoFamilia` and the
 * family session's cookie; a wrong, expired or used code is 400 (MSG_FAMILIA.codigoInvalido,
 * beside `codigo`); too many tries from one address is 429.
 */
export const entrarInput = z.object({ email, codigo });
export type EntrarInput = z.infer<typeof entrarInput>;

/** Who is signed in: the answer of POST /api/familia/entrar and GET /api/familia/sessao (401 without one). */
export const sessaoFamilia = z.object({ nome: z.string() });
export type SessaoFamilia = z.infer<typeof sessaoFamilia>;

/** POST /api/familia/sair: the family session ends (answered also without one). */
export const sairFamiliaResposta = z.object({ ok: z.literal(true) });

// ---- the family's students ----

/** A path naming one of the family's students: /api/familia/alunos/{id_aluno}… (another's is 404). */
export const idAlunoFamiliaParam = z.object({ id_aluno: id });

/** GET /api/familia/alunos: the students this person answers for (themselves, when an adult student), by name. */
export const alunosFamilia = z.array(z.object({ id_aluno: idInt, nome: z.string() }));
export type AlunosFamilia = z.infer<typeof alunosFamilia>;

/** One weekly class of the student. */
const turmaFamilia = z.object({
  id_turma: idInt,
  nome_turma: z.string(),
  dia_semana: z.enum(DIAS_SEMANA),
  /** hh:mm, the club's time zone. */
  horario: z.string(),
  unidade: z.object({
    nome: z.string(),
    /** "Rua, número - bairro, cidade/UF"; null when the unit has no address recorded. */
    endereco: z.string().nullable(),
  }),
});
export type TurmaFamilia = z.infer<typeof turmaFamilia>;

const PRESENCAS = ['presente', 'falta'] as const;

/** One sent chamada of the student's in the last 90 days (newest first). */
const frequenciaFamilia = z.object({
  /** YYYY-MM-DD */
  data: z.string(),
  id_turma: idInt,
  nome_turma: z.string(),
  presenca: z.enum(PRESENCAS),
});
export type FrequenciaFamilia = z.infer<typeof frequenciaFamilia>;

/** One charge of the student (newest due date first); amounts in centavos. */
const cobrancaFamilia = z.object({
  id_cobranca: idInt,
  /** YYYY-MM: the month it is for. */
  competencia: z.string(),
  /** YYYY-MM-DD */
  vencimento: z.string(),
  valor: z.int(),
  /** What paying today costs (late fees included); 0 when paid or cancelled. */
  valor_hoje: z.int(),
  status: z.enum(STATUS_COBRANCA),
  /** Open and past its due date (the club's day). */
  vencida: z.boolean(),
  /** The charge's public payment page (/pagar/{token}) while open; null otherwise. */
  link: z.string().nullable(),
});
export type CobrancaFamilia = z.infer<typeof cobrancaFamilia>;

/** One payment's receipt (newest first); amount in centavos. */
const reciboFamilia = z.object({
  numero_recibo: idInt,
  competencia: z.string(),
  /** YYYY-MM-DD */
  pago_em: z.string(),
  valor: z.int(),
  forma: z.string(),
});
export type ReciboFamilia = z.infer<typeof reciboFamilia>;

/** A document version as the family reads it. */
const versaoFamilia = z.object({
  id_documento_versao: idInt,
  documento: z.enum(DOCUMENTOS),
  titulo: z.string(),
  versao: z.int(),
  /** The text to read; null when the version is a PDF (known by its SHA-256). */
  texto: z.string().nullable(),
  pdf_sha256: z.string().nullable(),
});
export type VersaoFamilia = z.infer<typeof versaoFamilia>;

/** A document (the contract of the student's kind, the privacy notice) accepted for the student. */
const aceiteFamilia = z.object({
  documento: z.enum(DOCUMENTOS),
  titulo: z.string(),
  versao: z.int(),
  /** ISO 8601 instant. */
  aceito_em: z.string(),
});

/** An optional purpose: its current version and the latest answer for the student. */
const finalidadeFamilia = z.object({
  finalidade: z.enum(FINALIDADES),
  versao_atual: versaoFamilia,
  /** The latest answer (any version); null: never answered. */
  consente: z.boolean().nullable(),
  /** The version that answer was given to; null: never answered. */
  versao_respondida: z.int().nullable(),
  /** ISO 8601 instant of that answer; null: never answered. */
  respondido_em: z.string().nullable(),
});
export type FinalidadeFamilia = z.infer<typeof finalidadeFamilia>;

/**
 * GET /api/familia/alunos/{id_aluno}: one of the family's students. `responsaveis` carries the
 * guardians' names only; `cobrancas` and `recibos` are empty for a student who does not pay
 * (naoPagante, escola).
 */
export const alunoFamilia = z.object({
  id_aluno: idInt,
  nome: z.string(),
  /** The student's guardians, by name only (the caller among them). */
  responsaveis: z.array(z.object({ nome: z.string() })),
  turmas: z.array(turmaFamilia),
  /** The last 90 days, newest first. */
  frequencia: z.array(frequenciaFamilia),
  /** False for a student who does not pay (naoPagante, escola): no charges nor receipts. */
  pagante: z.boolean(),
  cobrancas: z.array(cobrancaFamilia),
  recibos: z.array(reciboFamilia),
  documentos: z.object({
    aceitos: z.array(aceiteFamilia),
    /** Current versions still to accept (the contract of the student's kind, the privacy notice). */
    pendentes: z.array(versaoFamilia),
    finalidades: z.array(finalidadeFamilia),
  }),
});
export type AlunoFamilia = z.infer<typeof alunoFamilia>;

// GET /api/familia/alunos/{id_aluno}/agenda.ics: text/calendar, one weekly event per class
// (RRULE FREQ=WEEKLY, the club's time zone). No JSON schema.

// ---- what the family does ----

/**
 * POST /api/familia/alunos/{id_aluno}/aceites: accepts a pending version (one of `pendentes`);
 * answered with the student as it now stands (`alunoFamilia`).
 * A version that is not current or not pending for the student is 400 (MSG_FAMILIA.versaoNaoPendente).
 */
export const aceitarInput = z.object({ id_documento_versao: id });
export type AceitarInput = z.infer<typeof aceitarInput>;

/**
 * POST /api/familia/alunos/{id_aluno}/finalidades: answers a purpose for its current version:
 * `consente` true gives the consent, false withdraws it.
 */
export const finalidadeFamiliaInput = z.object({
  finalidade: z.enum(FINALIDADES, { error: M.finalidadeInvalida }),
  consente: z.boolean({ error: M.respondaSimOuNao }),
});
export type FinalidadeFamiliaInput = z.infer<typeof finalidadeFamiliaInput>;

/**
 * POST /api/familia/alunos/{id_aluno}/pedidos: a data subject's request (LGPD art. 18) about the
 * student, filed by the signed-in person; it lands in the desk's list of requests (received
 * today, its legal deadline counted from today).
 */
export const pedidoFamiliaInput = z.object({
  tipo: z.enum(TIPOS_PEDIDO, { error: M.escolhaTipoPedido }),
  descricao: textoLivre(2000),
});
export type PedidoFamiliaInput = z.infer<typeof pedidoFamiliaInput>;

/** The request as filed. */
export const pedidoFamiliaResposta = z.object({
  id_pedido: idInt,
  tipo: z.enum(TIPOS_PEDIDO),
  /** YYYY-MM-DD: received, and the deadline of its answer. */
  recebido_em: z.string(),
  prazo: z.string(),
});
export type PedidoFamiliaResposta = z.infer<typeof pedidoFamiliaResposta>;

// ---- the desk: family access on the student's profile (administrators) ----

const PAPEIS_FAMILIA = ['responsavel', 'aluno'] as const;

/**
 * GET /api/adm/alunos/{id}/familia: who may sign in to the families' portal for this student:
 * each guardian, and the student when 18 or over, with whether an e-mail is recorded.
 */
const acessoFamiliaItem = z.object({
  id_pessoa: idInt,
  nome: z.string(),
  papel: z.enum(PAPEIS_FAMILIA),
  /** False: no e-mail on the record, so no code can be sent. */
  tem_email: z.boolean(),
  /** ISO 8601 instant of the latest sign-in; null: never. */
  ultimo_acesso: z.string().nullable(),
  /** Family sessions open now. */
  sessoes: z.int(),
});
export type AcessoFamiliaItem = z.infer<typeof acessoFamiliaItem>;
export const acessoFamiliaResposta = z.array(acessoFamiliaItem);

/** DELETE /api/adm/alunos/{id}/familia/{id_pessoa}/sessoes: ends that person's family sessions. */
export const acessoFamiliaParam = z.object({ id, id_pessoa: id });
export const sessoesEncerradas = z.object({ encerradas: z.int() });
