// The families' portal's tables as Kysely sees them (part of Database, tables.ts;
// migration 2026-11-29-050-familia).
import type { Generated } from 'kysely';

/** A sign-in code: its HMAC, an expiry, the wrong tries it took, one use. */
interface FamiliaCodigoTable {
  id_codigo: Generated<number>;
  id_pessoa: number;
  codigo_hash: string;
  criado_em: number;
  expira_em: number;
  tentativas: Generated<number>;
  usado_em: number | null;
}

/** A family session (never a staff one): the token's SHA-256, an opaque id, its times. */
interface SessaoFamiliaTable {
  token_hash: string;
  id_sessao: string;
  id_pessoa: number;
  dispositivo: string | null;
  criada_em: number;
  usada_em: number;
}

export interface TabelasFamilia {
  familia_codigo: FamiliaCodigoTable;
  sessao_familia: SessaoFamiliaTable;
}
