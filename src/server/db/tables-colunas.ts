// Column types shared by the table files (tables.ts and its parts).
import type { ColumnType } from 'kysely';

/** A nullable column an insert may leave out (it is then null). */
export type Opcional<T> = ColumnType<T | null, T | null | undefined, T | null>;
