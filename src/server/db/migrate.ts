// Runs the migrations, in order, on either dialect. Migrations are imported
// statically so the bundled server carries them.
import { type Kysely, type Migration, Migrator } from 'kysely';
import * as m001 from './migrations/2026-11-22-001-initial';
import * as m004 from './migrations/2026-11-22-004-aluno-responsavel-financeiro';
import type { Database } from './tables';

export const migrations: Record<string, Migration> = {
  '2026-11-22-001-initial': m001,
  '2026-11-22-004-aluno-responsavel-financeiro': m004,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === 'Error') console.error(`Migração ${r.migrationName} falhou.`);
  }
  if (error) throw error;
}
