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
