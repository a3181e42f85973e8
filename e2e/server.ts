// The server Playwright tests run against: the built SPA, a fresh SQLite file,
// the demo club, and known passwords.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DIST, ensureBuilt } from '#scripts/build-state.mjs';
import { buildApp } from '#server/app.ts';
import { connect } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDemo } from '#server/db/seed/demo.ts';
import { ensureFirstAdmin } from '#server/db/seed/first-admin.ts';
import { parseEnv } from '#server/env.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { E2E } from './fixtures';
import { logDoServidor } from './server-log';

await ensureBuilt();
const env = parseEnv({
  ...process.env,
  PORT: String(E2E.port),
  HOST: '127.0.0.1',
  DATABASE_URL: join(mkdtempSync(join(tmpdir(), 'estocada-e2e-')), 'e2e.db'),
  ADMIN_EMAIL: E2E.admin.email,
  ADMIN_PASSWORD: E2E.admin.senha,
  ADMIN_NAME: E2E.admin.nome,
  TZ_CLUB: E2E.fuso,
  LOG_LEVEL: 'info',
  CEP_VIACEP_URL: `http://127.0.0.1:${E2E.port}/__fake-cep/viacep`,
  CEP_BRASILAPI_URL: `http://127.0.0.1:${E2E.port}/__fake-cep/brasilapi`,
});
const database = connect(env.DATABASE_URL);
await migrateToLatest(database.db, database.schema);
await ensureFirstAdmin(database.db, env);
await seedDemo(database.db, { senhaProfessores: E2E.professor.senha, hoje: hojeNoFuso(env.TZ_CLUB) });
const app = await buildApp({ env, database, clientDir: resolve(DIST, 'client'), logStream: logDoServidor() });
// A local stand-in for the public postal-code services, so browser tests never leave the machine.
app.get('/__fake-cep/viacep/:cep/json/', async (req) => {
  const { cep } = req.params as { cep: string };
  return cep === '01310100'
    ? {
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
      }
    : { erro: true };
});
await app.listen({ host: env.HOST, port: env.PORT });
