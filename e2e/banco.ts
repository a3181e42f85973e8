// The database of this worker's e2e server (e2e/server.ts writes where it is), for
// specs that check what a flow wrote, as the server's own code reads it (both dialects).
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type Db } from '#server/db/connect.ts';
import { E2E } from './fixtures';

/** Runs fn with a connection to server `indice`'s database, closed afterwards. */
export async function comBanco<T>(indice: number, fn: (db: Db['db']) => Promise<T>): Promise<T> {
  const onde = readFileSync(join(tmpdir(), `estocada-e2e-${E2E.port + indice}.url`), 'utf8');
  const { url, schema } = JSON.parse(onde) as { url: string; schema?: string };
  const banco = connect(url, schema ? { schema } : {});
  try {
    return await fn(banco.db);
  } finally {
    await banco.close();
  }
}
