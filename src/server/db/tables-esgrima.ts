// Fencing's tables (migration 2026-11-29-010-esgrima): the season's start month and the
// club's competition categories. A class's weapon is a column of `turma` (tables.ts).
import type { Generated } from 'kysely';

interface EsgrimaTemporadaTable {
  /** Always 1: one row. */
  id_temporada: number;
  /** The month the season starts (1: the calendar year). */
  inicio_mes: number;
}

interface EsgrimaCategoriaTable {
  id_categoria: Generated<number>;
  nome: string;
  /** Ages completed in the season, both included. */
  idade_min: number;
  idade_max: number;
}

export interface TabelasEsgrima {
  esgrima_temporada: EsgrimaTemporadaTable;
  esgrima_categoria: EsgrimaCategoriaTable;
}
