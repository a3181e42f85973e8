// Recognises constraint violations from either driver, so repositories can
// turn them into clear answers instead of 500s.
const code = (err: unknown) => (err as { code?: string } | null)?.code ?? '';

export function isUniqueViolation(err: unknown): boolean {
  const c = code(err);
  return c === '23505' || c === 'SQLITE_CONSTRAINT_UNIQUE' || c === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function isForeignKeyViolation(err: unknown): boolean {
  const c = code(err);
  return c === '23503' || c === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** The capacity triggers (migration 2026-11-24-003-chamada-registro-vagas): a class is full, or qtd_maxima below its students. */
export function isCapacityViolation(err: unknown): boolean {
  const c = code(err);
  if (c !== '23514' && c !== 'SQLITE_CONSTRAINT_TRIGGER') return false;
  const m = (err as { message?: string }).message ?? '';
  return m.includes('turma_lotada') || m.includes('turma_abaixo_da_ocupacao');
}

/** The one-person-per-CPF index (migration 2026-11-24-005-uma-pessoa-por-cpf) refused a second person. */
export function isCpfViolation(err: unknown): boolean {
  if (!isUniqueViolation(err)) return false;
  const e = err as { constraint?: string; message?: string };
  return e.constraint === 'pessoa_cpf_uq' || (e.message ?? '').includes('pessoa.cpf_pessoa');
}

/** The trigger of migration 2026-11-24-006-inativos: a class link for an inactive student. */
export function isInactiveViolation(err: unknown): boolean {
  const c = code(err);
  if (c !== '23514' && c !== 'SQLITE_CONSTRAINT_TRIGGER') return false;
  return ((err as { message?: string }).message ?? '').includes('aluno_inativo');
}
