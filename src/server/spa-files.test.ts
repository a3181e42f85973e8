// The built SPA's pages: `/` gets the prerendered login page, every other page
// navigation the empty shell, and API misses stay JSON.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { connect } from './db/connect';
import { parseEnv } from './env';

const SHELL = '<!doctype html><div id="root"></div>';
const LOGIN = '<!doctype html><div id="root"><form>Entrar</form></div>';

async function appWith(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'estocada-spa-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  const database = connect(':memory:');
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: ':memory:' });
  const app = await buildApp({ env, database, clientDir: dir });
  return {
    app,
    close: async () => {
      await app.close();
      await database.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const page = (url: string) => ({ method: 'GET' as const, url, headers: { accept: 'text/html' } });

describe('SPA pages', () => {
  let built: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    built = await appWith({
      'index.html': SHELL,
      'login.html': LOGIN,
      '.vite/manifest.json': '{"index.html":{"file":"assets/index.js","isEntry":true}}',
    });
  });
  afterAll(() => built.close());

  it('sends the prerendered login page for / (with or without a query string)', async () => {
    for (const url of ['/', '/?volta=1']) {
      const res = await built.app.inject(page(url));
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(LOGIN);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the empty shell for every other page, so no login form flashes there', async () => {
    for (const url of ['/home', '/aulas/chamada/1?data=2026-01-05', '/adm/adm_aluno', '/matricula']) {
      const res = await built.app.inject(page(url));
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SHELL);
    }
  });

  it('answers JSON 404 for what is not a page navigation', async () => {
    const res = await built.app.inject({
      method: 'GET',
      url: '/api/nada',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });

  it("never sends the build's manifest (.vite/manifest.json, read only by the size budgets)", async () => {
    for (const accept of ['application/json', 'text/html']) {
      const res = await built.app.inject({ method: 'GET', url: '/.vite/manifest.json', headers: { accept } });
      expect(res.body).not.toContain('isEntry');
    }
  });

  it('falls back to the shell for / when the build has no prerendered page', async () => {
    const plain = await appWith({ 'index.html': SHELL });
    try {
      const res = await plain.app.inject(page('/'));
      expect(res.body).toBe(SHELL);
    } finally {
      await plain.close();
    }
  });
});
