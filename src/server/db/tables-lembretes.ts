// Payment reminders' tables as Kysely sees them (part of Database, tables.ts; migration
// 2026-11-29-040-lembretes).
import type { Generated } from 'kysely';

/** One row, id 1. */
interface LembreteConfiguracaoTable {
  id: number;
  /** 1: a reminder on a weekend or national holiday goes on the next business day. */
  dias_uteis: number;
  atualizada_em: number | null;
  id_autor: number | null;
}

/** A rule: days from the due date (negative: before). */
interface LembreteRegraTable {
  dias: number;
}

/** One reminder of one charge under one rule (unique per charge and rule). */
interface LembreteTable {
  id_lembrete: Generated<number>;
  id_cobranca: number;
  dias: number;
  /** The club day it was for (YYYY-MM-DD). */
  dia: string;
  /** Who it went to. */
  id_pessoa: number;
  id_mensagem: number | null;
  criado_em: number;
}

/** A person's stop or undo of payment reminders; the newest row is in force. */
interface LembreteParadaTable {
  id_parada: Generated<number>;
  id_pessoa: number;
  parado: number;
  em: number;
  canal: 'link' | 'secretaria';
  id_operador: number | null;
}

export interface TabelasLembretes {
  lembrete_configuracao: LembreteConfiguracaoTable;
  lembrete_regra: LembreteRegraTable;
  lembrete: LembreteTable;
  lembrete_parada: LembreteParadaTable;
}
