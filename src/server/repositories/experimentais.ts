// Trial classes' statements other features share: the trial rows of a meeting's sheet and
// their marks (the chamada), the conversion into an enrolment (the enrolment's save) and the
// purge of trials never converted (retention). Each runs in its caller's transaction.
import type { Executor } from '#server/db/executor.ts';
import type { StatusExperimental } from '#shared/schemas/experimental.ts';

/** The statuses a meeting's sheet shows and its send may change. */
const NA_FOLHA: readonly StatusExperimental[] = ['agendada', 'compareceu', 'faltou'];

export interface ExperimentalNaFolha {
  id_experimental: number;
  nome: string;
  /** null: not marked yet (`agendada`); 1 `compareceu`; 0 `faltou`. */
  presenca: 0 | 1 | null;
}

/** The trials of a class's meeting a teacher marks, by name: only their id and name. */
export async function experimentaisDaFolha(
  db: Executor,
  id_turma: number,
  data: string,
): Promise<ExperimentalNaFolha[]> {
  const linhas = await db
    .selectFrom('experimental')
    .select(['id_experimental', 'nome', 'status'])
    .where('id_turma', '=', id_turma)
    .where('data', '=', data)
    .where('status', 'in', NA_FOLHA)
    .orderBy('nome')
    .orderBy('id_experimental')
    .execute();
  return linhas.map((l) => ({
    id_experimental: l.id_experimental,
    nome: l.nome,
    presenca: l.status === 'compareceu' ? 1 : l.status === 'faltou' ? 0 : null,
  }));
}

/**
 * Moves each marked trial of the meeting to `compareceu` (1) or `faltou` (0). False, and
 * nothing written, when one of them is not a trial of this class and date on its sheet.
 */
export async function marcarExperimentais(
  trx: Executor,
  id_turma: number,
  data: string,
  marcas: readonly { id_experimental: number; presenca: 0 | 1 }[],
  agora: number,
): Promise<boolean> {
  if (marcas.length === 0) return true;
  const ids = marcas.map((m) => m.id_experimental);
  const daFolha = await trx
    .selectFrom('experimental')
    .select('id_experimental')
    .where('id_experimental', 'in', ids)
    .where('id_turma', '=', id_turma)
    .where('data', '=', data)
    .where('status', 'in', NA_FOLHA)
    .execute();
  if (daFolha.length !== ids.length) return false;
  for (const valor of [1, 0] as const) {
    const estes = marcas.filter((m) => m.presenca === valor).map((m) => m.id_experimental);
    if (estes.length === 0) continue;
    await trx
      .updateTable('experimental')
      .set({ status: valor === 1 ? 'compareceu' : 'faltou', atualizada_em: agora })
      .where('id_experimental', 'in', estes)
      .execute();
  }
  return true;
}

/**
 * The enrolment's save: the trial becomes `matriculada`, pointing to its student. False
 * when there is no such trial or it was converted already.
 */
export async function converterExperimental(
  trx: Executor,
  id_experimental: number,
  id_aluno: number,
  agora: number,
): Promise<boolean> {
  const r = await trx
    .updateTable('experimental')
    .set({ status: 'matriculada', id_aluno, motivo: null, atualizada_em: agora })
    .where('id_experimental', '=', id_experimental)
    .where('status', '<>', 'matriculada')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** How long a trial never converted is kept after its meeting. */
export const EXPERIMENTAL_RETENCAO_MESES = 12;

/** The day `meses` months before `hoje` (YYYY-MM-DD; a day the month lacks falls back to its last). */
function mesesAntes(hoje: string, meses: number): string {
  const total = Number(hoje.slice(0, 4)) * 12 + Number(hoje.slice(5, 7)) - 1 - meses;
  const ano = Math.floor(total / 12);
  const mes = (total % 12) + 1;
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  const dia = Math.min(Number(hoje.slice(8, 10)), ultimo);
  return `${String(ano).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}

/**
 * Retention: deletes the trials never converted whose meeting was EXPERIMENTAL_RETENCAO_MESES
 * months or more before `hoje` (their consent rows go with them); the number deleted.
 */
export async function expurgarExperimentais(db: Executor, hoje: string): Promise<number> {
  const limite = mesesAntes(hoje, EXPERIMENTAL_RETENCAO_MESES);
  const r = await db
    .deleteFrom('experimental')
    .where('status', '<>', 'matriculada')
    .where('data', '<=', limite)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
