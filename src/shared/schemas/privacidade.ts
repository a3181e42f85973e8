// Consent and the privacy registers (docs/product/privacy.md): the versioned documents,
// acceptances and purpose answers, a personal consent link's page, data subjects'
// requests and the incident register. Routes and forms validate with these.

import { MSG_PRIVACIDADE as M } from '#shared/messages/privacidade.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { dataReal } from '#shared/rules/datas.ts';
import { dataIso, id, numero, texto, textoLivre, z } from './fields';
import { paginaCursor, paginaCursorQueryCom } from './lista';
import { idInt } from './resposta';

export const DOCUMENTOS = [
  'contrato_clube',
  'contrato_escola',
  'aviso_privacidade',
  'uso_imagem',
  'federacao',
] as const;
const documento = z.enum(DOCUMENTOS, { error: M.documentoInvalido });
export type Documento = z.infer<typeof documento>;

/** The optional purposes: each a yes/no answer of its own, revocable. */
export const FINALIDADES = ['uso_imagem', 'federacao'] as const;
export type Finalidade = (typeof FINALIDADES)[number];

const CANAIS = ['assistente_publico', 'secretaria', 'link'] as const;
const canal = z.enum(CANAIS);

/** The purposes' answers a wizard (or a consent link) sends: both answered. */
export const respostasFinalidades = z.object(
  {
    uso_imagem: z.boolean({ error: M.respondaFinalidade }),
    federacao: z.boolean({ error: M.respondaFinalidade }),
  },
  { error: M.respondaFinalidade },
);
export type RespostasFinalidades = z.infer<typeof respostasFinalidades>;

export const documentoVersao = z.object({
  id_documento_versao: idInt,
  documento,
  versao: z.int(),
  titulo: z.string(),
  texto: z.string().nullable(),
  pdf_sha256: z.string().nullable(),
  vigente_desde: z.string(),
  /** ISO 8601 instant. */
  publicado_em: z.string(),
});
export type DocumentoVersao = z.infer<typeof documentoVersao>;

/** POST /api/documentos: a new version of a document (its text, or a PDF's SHA-256). */
export const novaVersaoInput = z
  .object({
    documento,
    titulo: texto(120),
    texto: textoLivre(20_000),
    pdf_sha256: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() || null : v),
      z
        .string()
        .regex(/^[0-9a-f]{64}$/, M.hashInvalido)
        .nullish(),
    ),
    vigente_desde: dataIso,
  })
  .refine((v) => Boolean(v.texto || v.pdf_sha256), { message: M.textoOuHash, path: ['texto'] });
export type NovaVersaoInput = z.infer<typeof novaVersaoInput>;

const pessoaRef = { id: idInt, nome: z.string() };

/** One acceptance as GET /api/pessoas/{id}/consentimentos lists it. */
const aceite = z.object({
  id_aceite: idInt,
  documento,
  titulo: z.string(),
  versao: z.int(),
  id_aluno: idInt,
  nome_aluno: z.string(),
  aceito_por: z.object(pessoaRef),
  /** ISO 8601 instant. */
  em: z.string(),
  canal,
  operador: z.object(pessoaRef).nullable(),
});

/** One purpose answer (every change is its own row, newest first). */
const respostaFinalidade = z.object({
  id_consentimento: idInt,
  finalidade: z.enum(FINALIDADES),
  titulo: z.string(),
  versao: z.int(),
  id_aluno: idInt,
  nome_aluno: z.string(),
  consente: z.boolean(),
  respondido_por: z.object(pessoaRef),
  /** ISO 8601 instant. */
  em: z.string(),
  canal,
  operador: z.object(pessoaRef).nullable(),
});

export const consentimentosResposta = z.object({
  id_pessoa: idInt,
  aceites: z.array(aceite),
  finalidades: z.array(respostaFinalidade),
});
export type Consentimentos = z.infer<typeof consentimentosResposta>;

/** POST /api/pessoas/{id}/finalidades: a purpose answered (or revoked) at the desk. */
export const mudarFinalidadeInput = z.object({
  finalidade: z.enum(FINALIDADES, { error: M.documentoInvalido }),
  consente: z.boolean({ error: M.respondaFinalidade }),
  id_respondente: id,
});
export type MudarFinalidadeInput = z.infer<typeof mudarFinalidadeInput>;

/** A student whose acceptance of their contract is older than its current version (or absent). */
const pendente = z.object({
  id_aluno: idInt,
  nome_aluno: z.string(),
  documento,
  versao_aceita: z.int().nullable(),
  versao_atual: z.int(),
  /** ISO 8601 instant. */
  aceito_em: z.string().nullable(),
  /** The unexpired personal link already made, if any. */
  token: z.string().nullable(),
  /**
   * The phone (digits, with DDD) of who answers the link: the first guardian with a phone,
   * or the student without a guardian; null when none is recorded.
   */
  telefone: z.string().nullable(),
});
export type Pendente = z.infer<typeof pendente>;
export const pendentesQuery = paginaCursorQueryCom({});
export const pendentesResposta = paginaCursor(pendente);

/** `expira_em`: ISO 8601 instant. */
export const linkConsentimento = z.object({ token: z.string(), expira_em: z.string() });

/** GET /api/consentimento/{token}: only what the guardian reads and answers. */
export const paginaConsentimento = z.object({
  primeiro_nome: z.string(),
  contrato: documentoVersao,
  aviso: documentoVersao,
  finalidades: z.array(documentoVersao),
});
export type PaginaConsentimento = z.infer<typeof paginaConsentimento>;

export const aceiteLinkInput = respostasFinalidades.extend({
  aceito: z.literal(true, { error: M.aceiteObrigatorio }),
});
export type AceiteLinkInput = z.infer<typeof aceiteLinkInput>;

// ---- data subjects' requests ----

export const TIPOS_PEDIDO = ['acesso', 'correcao', 'anonimizacao', 'portabilidade', 'revogacao'] as const;
export const RELACOES = ['titular', 'responsavel', 'procurador'] as const;
export const STATUS_PEDIDO = ['aberta', 'em_andamento', 'atendida', 'recusada'] as const;

const dataAte = (hoje: () => string) => dataIso.refine((v) => !dataReal(v) || v <= hoje(), M.dataFutura);

/** `hoje` is the club's day (the form and the server pass their own). */
export const pedidoInput = (hoje: () => string) =>
  z.object({
    id_pessoa: id,
    solicitante_nome: texto(120),
    solicitante_relacao: z.enum(RELACOES, { error: M.escolhaUmaOpcao }),
    tipo: z.enum(TIPOS_PEDIDO, { error: M.escolhaUmaOpcao }),
    descricao: textoLivre(2000),
    recebido_em: dataAte(hoje),
  });
export type PedidoInput = z.infer<ReturnType<typeof pedidoInput>>;

export const pedidoAndamentoInput = (hoje: () => string) =>
  z
    .object({
      status: z.enum(STATUS_PEDIDO, { error: M.escolhaUmaOpcao }),
      resposta: textoLivre(4000),
      respondido_em: z.preprocess((v) => (v === '' ? null : v), dataAte(hoje).nullish()),
    })
    .superRefine((v, ctx) => {
      if (v.status !== 'atendida' && v.status !== 'recusada') return;
      if (!v.resposta) ctx.addIssue({ code: 'custom', message: M.respostaObrigatoria, path: ['resposta'] });
      if (!v.respondido_em)
        ctx.addIssue({ code: 'custom', message: M.respostaObrigatoria, path: ['respondido_em'] });
    });
export type PedidoAndamentoInput = z.infer<ReturnType<typeof pedidoAndamentoInput>>;

export const pedido = z.object({
  id_pedido: idInt,
  /** Null once the subject's record was deleted. */
  id_pessoa: idInt.nullable(),
  nome_pessoa: z.string().nullable(),
  solicitante_nome: z.string(),
  solicitante_relacao: z.enum(RELACOES),
  tipo: z.enum(TIPOS_PEDIDO),
  descricao: z.string().nullable(),
  recebido_em: z.string(),
  prazo: z.string(),
  status: z.enum(STATUS_PEDIDO),
  resposta: z.string().nullable(),
  respondido_em: z.string().nullable(),
  /** Still open after its deadline (the club's day). */
  atrasado: z.boolean(),
});
export type Pedido = z.infer<typeof pedido>;

// ---- incidents ----

export const incidenteInput = (hoje: () => string) =>
  z.object({
    ciencia_em: dataAte(hoje),
    descricao: textoLivre(4000).refine(Boolean, MSG_RECUSA.campoObrigatorio),
    dados_afetados: textoLivre(2000).refine(Boolean, MSG_RECUSA.campoObrigatorio),
    pessoas_afetadas: numero(
      z
        .number({ error: M.numeroInvalido })
        .int(M.numeroInvalido)
        .min(0, M.numeroInvalido)
        .max(10_000_000, M.numeroInvalido),
    ),
    medidas: textoLivre(4000).refine(Boolean, MSG_RECUSA.campoObrigatorio),
    anpd_comunicada_em: z.preprocess((v) => (v === '' ? null : v), dataAte(hoje).nullish()),
    titulares_comunicados_em: z.preprocess((v) => (v === '' ? null : v), dataAte(hoje).nullish()),
  });
export type IncidenteInput = z.infer<ReturnType<typeof incidenteInput>>;

export const incidente = z.object({
  id_incidente: idInt,
  ciencia_em: z.string(),
  descricao: z.string(),
  dados_afetados: z.string(),
  pessoas_afetadas: z.int(),
  medidas: z.string(),
  prazo_comunicacao: z.string(),
  anpd_comunicada_em: z.string().nullable(),
  titulares_comunicados_em: z.string().nullable(),
  /** ISO 8601 instant. */
  registrado_em: z.string(),
});
export type Incidente = z.infer<typeof incidente>;
