// Runs the migrations, in order, on either dialect. Migrations are imported
// statically so the bundled server carries them.
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { dialectOf } from './executor';
import * as m001 from './migrations/2026-11-22-001-initial';
import * as m004 from './migrations/2026-11-22-004-aluno-responsavel-financeiro';
import * as m005 from './migrations/2026-11-22-005-pessoa-nome-busca';
import * as m006 from './migrations/2026-11-22-006-pessoa-busca-trigramas';
import * as m101 from './migrations/2026-11-23-001-frequencia';
import * as m102 from './migrations/2026-11-24-001-um-id-por-pessoa';
import * as m103 from './migrations/2026-11-24-002-painel';
import * as m104 from './migrations/2026-11-24-003-chamada-registro-vagas';
import * as m105 from './migrations/2026-11-24-004-busca-sem-acento';
import * as m106 from './migrations/2026-11-24-005-uma-pessoa-por-cpf';
import * as m107 from './migrations/2026-11-24-006-inativos';
import * as m108 from './migrations/2026-11-24-007-um-indice-de-nome';
import * as m109 from './migrations/2026-11-26-001-notificacoes';
import * as m110 from './migrations/2026-11-26-002-avisos-de-escrita';
import * as m111 from './migrations/2026-11-27-001-avisos-da-folha';
import * as m112 from './migrations/2026-11-27-002-clube';
import * as m113 from './migrations/2026-11-27-003-auditoria-e-links';
import * as m115 from './migrations/2026-11-27-010-financeiro';
import * as m120 from './migrations/2026-11-27-020-consentimento';
import * as m130 from './migrations/2026-11-27-030-privacidade';
import * as m140 from './migrations/2026-11-27-040-contas';
import * as m150 from './migrations/2026-11-27-050-envio-do-aparelho';
import * as m116 from './migrations/2026-11-27-060-financeiro-abertas';
import * as m160 from './migrations/2026-11-29-010-esgrima';
import * as m220 from './migrations/2026-11-29-020-material';
import * as m330 from './migrations/2026-11-29-030-mensagens';
import * as m340 from './migrations/2026-11-29-040-lembretes';
import * as m350 from './migrations/2026-11-29-050-familia';
import * as m360 from './migrations/2026-11-29-060-experimental';
import * as m370 from './migrations/2026-11-29-070-avisos-da-pagina-publica';
import * as m380 from './migrations/2026-11-29-080-indices-das-chaves';
import type { Database } from './tables';

export const migrations: Record<string, Migration> = {
  '2026-11-22-001-initial': m001,
  '2026-11-22-004-aluno-responsavel-financeiro': m004,
  '2026-11-22-005-pessoa-nome-busca': m005,
  '2026-11-22-006-pessoa-busca-trigramas': m006,
  '2026-11-23-001-frequencia': m101,
  '2026-11-24-001-um-id-por-pessoa': m102,
  '2026-11-24-002-painel': m103,
  '2026-11-24-003-chamada-registro-vagas': m104,
  '2026-11-24-004-busca-sem-acento': m105,
  '2026-11-24-005-uma-pessoa-por-cpf': m106,
  '2026-11-24-006-inativos': m107,
  '2026-11-24-007-um-indice-de-nome': m108,
  '2026-11-26-001-notificacoes': m109,
  '2026-11-26-002-avisos-de-escrita': m110,
  '2026-11-27-001-avisos-da-folha': m111,
  '2026-11-27-002-clube': m112,
  '2026-11-27-003-auditoria-e-links': m113,
  '2026-11-27-010-financeiro': m115,
  '2026-11-27-020-consentimento': m120,
  '2026-11-27-030-privacidade': m130,
  '2026-11-27-040-contas': m140,
  '2026-11-27-050-envio-do-aparelho': m150,
  '2026-11-27-060-financeiro-abertas': m116,
  '2026-11-29-010-esgrima': m160,
  '2026-11-29-020-material': m220,
  '2026-11-29-030-mensagens': m330,
  '2026-11-29-040-lembretes': m340,
  '2026-11-29-050-familia': m350,
  '2026-11-29-060-experimental': m360,
  '2026-11-29-070-avisos-da-pagina-publica': m370,
  '2026-11-29-080-indices-das-chaves': m380,
};

/**
 * `schema` (PostgreSQL only) pins Kysely's bookkeeping tables to the schema the
 * connection works in; without it Kysely may find another schema's tables.
 */
export function migrator(db: Kysely<Database>, schema?: string) {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
  const { error, results } = await migrator(db, schema).migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === 'Error') console.error(`Migração ${r.migrationName} falhou.`);
  }
  if (error) throw error;
  // Migrations that rebuild or refill tables leave PostgreSQL's planner with old or no
  // statistics until autovacuum comes round; refresh them once, as the new shape starts
  // serving (SQLite keeps no such statistics unless asked: its plans come from indexes).
  if (results?.length && dialectOf(db) === 'postgres') {
    const { rows } = await sql<{
      t: string;
    }>`select tablename as t from pg_tables where schemaname = current_schema()`.execute(db);
    for (const { t } of rows) await sql`analyze ${sql.table(t)}`.execute(db);
  }
}
