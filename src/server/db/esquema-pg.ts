// PostgreSQL: what Kysely's migrator is told about the database's tables is limited to
// the schema the connection works in. Kysely's own introspector reads every schema of
// the database and asks the privileges of each by name, so a schema dropped while it
// reads (another application's, or another test file's: they run side by side, each in
// its own schema) failed a migration with "schema … does not exist". The migrator only
// asks whether its bookkeeping tables exist, which this answers from one schema.
import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresDialect,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

class IntrospectorDoEsquema implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.db);
    return rows;
  }

  async getTables(options?: DatabaseMetadataOptions): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; is_view: boolean }>`
      select c.relname as name, n.nspname as schema, c.relkind = 'v' as is_view
        from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p')`.execute(this.db);
    return rows
      .filter((r) => options?.withInternalKyselyTables || !r.name.startsWith('kysely_'))
      .map((r) => ({ name: r.name, schema: r.schema, isView: r.is_view, columns: [] }));
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** PostgreSQL's dialect with the one-schema introspector. */
export class PostgresDialectDoEsquema extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new IntrospectorDoEsquema(db);
  }
}
