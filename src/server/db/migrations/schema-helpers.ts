import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { dialectOf } from '#server/db/executor.ts';

/** An auto-generated integer primary key that works on both dialects. */
export function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
  column: string,
) {
  return dialectOf(db) === 'postgres'
    ? table.addColumn(column, 'serial', (c) => c.primaryKey())
    : table.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement());
}

/** CHECK (column IN (...)) for one of the records' enumerations (docs/product/data.md). */
export function oneOf(column: string, values: readonly (string | number)[]) {
  const list = values
    .map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`))
    .join(', ');
  return sql.raw(`${column} in (${list})`);
}
