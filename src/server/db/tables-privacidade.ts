// The tables of the club's identity, the audit log, personal links and consent, as Kysely
// sees them (part of Database, tables.ts).
import type { Generated } from 'kysely';

/** The club itself: one row, id 1 (migration 2026-11-27-002). */
interface ClubeTable {
  id_clube: number;
  nome: string;
  cnpj: string | null;
  email: string | null;
  telefone: string | null;
  cidade: string | null;
  encarregado_nome: string | null;
  encarregado_email: string | null;
}

/** Who did what with a person's data; append-only (migration 2026-11-27-003). */
interface AuditoriaTable {
  id_auditoria: Generated<number>;
  em: number;
  id_autor: number | null;
  acao: string;
  id_pessoa: number | null;
  id_requisicao: string | null;
  detalhe: string | null;
}

/** The retention settings, one row (id 1; migration 2026-11-27-030-privacidade). */
interface PrivacidadeTable {
  id: number;
  auditoria_anos: Generated<number>;
  anonimizar_anos: Generated<number>;
}

/** A personal link: one purpose, the token's SHA-256, an optional expiry (epoch ms). */
interface LinkPublicoTable {
  hash: string;
  finalidade: string;
  id_referencia: number;
  nonce: string;
  criado_em: number;
  expira_em: number | null;
}

/** Server secrets made once and shared by every instance (the link secret without LINK_SECRET). */
interface SegredoTable {
  nome: string;
  valor: string;
}

/** One version of a document to accept or answer (migration 2026-11-27-020); never edited. */
interface DocumentoVersaoTable {
  id_documento_versao: Generated<number>;
  documento: string;
  versao: number;
  titulo: string;
  texto: string | null;
  pdf_sha256: string | null;
  /** ISO date the version takes effect. */
  vigente_desde: string;
  publicado_em: number;
  id_publicador: number | null;
}

/** One acceptance of a document version for a student; append-only. */
interface AceiteTable {
  id_aceite: Generated<number>;
  id_documento_versao: number;
  id_aluno: number;
  id_aceitante: number;
  em: number;
  canal: string;
  id_operador: number | null;
}

/** One yes/no answer to an optional purpose; a change is a new row. */
interface ConsentimentoFinalidadeTable {
  id_consentimento: Generated<number>;
  id_documento_versao: number;
  id_aluno: number;
  id_respondente: number;
  consente: number;
  em: number;
  canal: string;
  id_operador: number | null;
}

/** A data subject's request and its answer. */
interface PedidoTitularTable {
  id_pedido: Generated<number>;
  /** The data subject; null once their record was deleted. */
  id_pessoa: number | null;
  solicitante_nome: string;
  solicitante_relacao: string;
  tipo: string;
  descricao: string | null;
  recebido_em: string;
  prazo: string;
  status: string;
  resposta: string | null;
  respondido_em: string | null;
  id_registrador: number | null;
  registrado_em: number;
}

/** A security incident, kept at least 5 years. */
interface IncidenteTable {
  id_incidente: Generated<number>;
  ciencia_em: string;
  descricao: string;
  dados_afetados: string;
  pessoas_afetadas: number;
  medidas: string;
  prazo_comunicacao: string;
  anpd_comunicada_em: string | null;
  titulares_comunicados_em: string | null;
  id_registrador: number | null;
  registrado_em: number;
}

export interface TabelasPrivacidade {
  clube: ClubeTable;
  auditoria: AuditoriaTable;
  privacidade: PrivacidadeTable;
  link_publico: LinkPublicoTable;
  segredo: SegredoTable;
  documento_versao: DocumentoVersaoTable;
  aceite: AceiteTable;
  consentimento_finalidade: ConsentimentoFinalidadeTable;
  pedido_titular: PedidoTitularTable;
  incidente: IncidenteTable;
}
