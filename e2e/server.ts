// A server Playwright tests run against: the built SPA, a fresh SQLite file, the
// demo club, and known passwords. e2e/servidores.ts starts one per worker (and per worker
// of the postgres project): server i (E2E_SERVIDOR) listens on E2E_PORT + i with a
// database of its own.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
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

const indice = Number(process.env.E2E_SERVIDOR ?? 0);
const porta = E2E.port + indice;

// The servers start together: one builds while the others wait, then find the build fresh.
await ensureBuilt();
// E2E_DATABASE_URL=postgres://…: this server's database is a schema of its own there
// (made afresh) instead of a SQLite file: `E2E_DATABASE_URL=postgres://… npx playwright test
// e2e/offline.spec.ts` runs a flow against PostgreSQL.
const urlPg = process.env.E2E_DATABASE_URL;
const esquema = urlPg ? `e2e_${porta}` : undefined;
if (urlPg) {
  const cliente = new pg.Client({ connectionString: urlPg });
  await cliente.connect();
  await cliente.query(`drop schema if exists ${esquema} cascade`);
  await cliente.query(`create schema ${esquema}`);
  await cliente.end();
}
const env = parseEnv({
  ...process.env,
  PORT: String(porta),
  HOST: '127.0.0.1',
  DATABASE_URL: urlPg ?? join(mkdtempSync(join(tmpdir(), 'estocada-e2e-')), 'e2e.db'),
  ADMIN_EMAIL: E2E.admin.email,
  ADMIN_PASSWORD: E2E.admin.senha,
  ADMIN_NAME: E2E.admin.nome,
  TZ_CLUB: E2E.fuso,
  LOG_LEVEL: 'info',
  CEP_VIACEP_URL: `http://127.0.0.1:${porta}/__fake-cep/viacep`,
  CEP_BRASILAPI_URL: `http://127.0.0.1:${porta}/__fake-cep/brasilapi`,
  // E-mail goes to the SMTP server a spec starts on this port (e2e/recuperacao.spec.ts).
  SMTP_URL: `smtp://127.0.0.1:${porta + E2E.smtp}`,
});
const database = connect(env.DATABASE_URL, esquema ? { schema: esquema } : {});
await migrateToLatest(database.db, database.schema);
await ensureFirstAdmin(database.db, env);
await seedDemo(database.db, { senhaProfessores: E2E.professor.senha, hoje: hojeNoFuso(env.TZ_CLUB) });
const app = await buildApp({
  env,
  database,
  clientDir: resolve(DIST, 'client'),
  logStream: logDoServidor(indice),
  entregaAutomatica: true,
});
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
// Where this server's database is, for specs that check what a flow wrote (e2e/banco.ts).
writeFileSync(
  join(tmpdir(), `estocada-e2e-${porta}.url`),
  JSON.stringify({ url: env.DATABASE_URL, schema: esquema }),
);
// What e2e/servidores.ts waits for.
console.info(`Servidor ${indice} ouvindo em http://127.0.0.1:${porta}`);
