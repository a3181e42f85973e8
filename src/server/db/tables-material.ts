// The armory's tables as Kysely sees them (part of Database, tables.ts; migration
// 2026-11-29-020-material).
import type { Generated } from 'kysely';
import type { Arma } from '#shared/rules/esgrima.ts';
import type { EstadoMaterial, TipoMaterial } from '#shared/schemas/material.ts';

interface MaterialTable {
  id_material: Generated<number>;
  tipo: TipoMaterial;
  arma: Arma | null;
  tamanho: string | null;
  /** The club's tag on the item: unique. */
  codigo: string;
  estado: EstadoMaterial;
  observacao: string | null;
  /** Epoch ms. */
  criado_em: number;
}

/** A loan; open while `devolvido_em` is null (at most one open per item: a partial unique index). */
interface EmprestimoMaterialTable {
  id_emprestimo: Generated<number>;
  id_material: number;
  id_aluno: number;
  /** Who lent it (a staff member's person id). */
  id_emprestou: number | null;
  /** Epoch ms. */
  emprestado_em: number;
  /** YYYY-MM-DD */
  devolver_ate: string;
  /** Epoch ms; null while the item is out. */
  devolvido_em: number | null;
  id_recebeu: number | null;
  /** The item's condition when it came back. */
  estado_devolucao: EstadoMaterial | null;
}

export interface TabelasMaterial {
  material: MaterialTable;
  emprestimo_material: EmprestimoMaterialTable;
}
