// The trial classes' tables as Kysely sees them (part of Database, tables.ts; migration
// 2026-11-29-060-experimental).
import type { Generated } from 'kysely';
import type { StatusExperimental } from '#shared/schemas/experimental.ts';

/** A trial class booked by a person; nulls in the person's columns only once anonymised or purged. */
interface ExperimentalTable {
  id_experimental: Generated<number>;
  nome: string;
  /** YYYY-MM-DD */
  dt_nasc: string | null;
  email: string | null;
  /** Digits. */
  telefone: string | null;
  /** A minor's guardian; null: an adult. */
  nome_responsavel: string | null;
  email_responsavel: string | null;
  telefone_responsavel: string | null;
  id_turma: number;
  /** The meeting (YYYY-MM-DD). */
  data: string;
  status: StatusExperimental;
  /** Why it was lost: set exactly when `perdida`. */
  motivo: string | null;
  /** The student it became (only `matriculada`). */
  id_aluno: number | null;
  /** Epoch ms. */
  criada_em: number;
  /** Epoch ms of the last status change. */
  atualizada_em: number;
}

/** The consent to be contacted about a trial: the privacy notice's version in force, when, how. */
interface ExperimentalConsentimentoTable {
  id_consentimento: Generated<number>;
  id_experimental: number;
  id_documento_versao: number;
  /** Epoch ms. */
  em: number;
  canal: string;
}

export interface TabelasExperimental {
  experimental: ExperimentalTable;
  experimental_consentimento: ExperimentalConsentimentoTable;
}
