// The outbox and the staff's password links, as Kysely sees them (part of Database,
// tables.ts; migration 2026-11-29-030-mensagens).
import type { Generated } from 'kysely';

/** One message to a person: a row before it leaves (epoch ms instants). */
interface MensagemTable {
  id_mensagem: Generated<number>;
  id_pessoa: number;
  canal: string;
  motivo: string;
  destino: string;
  assunto: string;
  texto: string | null;
  html: string | null;
  status: Generated<string>;
  tentativas: Generated<number>;
  ultimo_erro: string | null;
  criada_em: number;
  enviada_em: number | null;
  proxima_tentativa: number;
  reservada_ate: number | null;
}

/** A password link: the SHA-256 of its token, one use, an expiry. */
interface SenhaRedefinicaoTable {
  hash: string;
  id_pessoa: number;
  criada_em: number;
  expira_em: number;
  usada_em: number | null;
}

export interface TabelasMensagens {
  mensagem: MensagemTable;
  senha_redefinicao: SenhaRedefinicaoTable;
}
