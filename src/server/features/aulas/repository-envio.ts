// The attendance send (POST /api/chamada/enviar), the hot write: `enviarChamada`. The
// rules: the caller's access rule admits the class ('acesso_negado'), every student in
// the class or already on this sheet ('fora_da_turma', nothing written). A chamada not
// sent yet gets status 1, the note, one upserted mark per student, version + 1 and its
// record in chamada_registro (who, when, each mark before → after), all or nothing.
// A Finalizada chamada is read-only here (docs/product/states.md): a repeat that changes nothing is
// answered as a no-op, anything else is refused ('finalizada'); administrators correct
// it through repository-correcao.ts. The answer is the finished sheet, built from what
// was just written.
//
// Two forms, one signature: repository-envio-sqlite.ts (a synchronous transaction,
// sends that wait together share one commit) and repository-envio-pg.ts (one
// statement, one round trip); the rules they share and the sheet they answer:
// envio-regras.ts.
import { rawDriver } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import type { Envio, ResultadoEnvio } from './envio-regras';
import { enviarPostgres } from './repository-envio-pg';
import { enviarSqlite } from './repository-envio-sqlite';

/** Sends a whole sheet: the SQLite or the PostgreSQL form, one signature for both. */
export function enviarChamada(db: Executor, e: Envio): Promise<ResultadoEnvio> {
  const driver = rawDriver(db);
  e = e.agora === undefined ? { ...e, agora: Date.now() } : e;
  return driver.dialect === 'sqlite'
    ? enviarSqlite(db, driver.sqlite, driver.versions, e)
    : enviarPostgres(driver.pool, e);
}
