// Browser-side security headers (security-headers.ts) on pages, files and API answers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { connect } from './db/connect';
import { parseEnv } from './env';
import { inlineScriptHashes, withScriptSources } from './security-headers';

// The CSP example of the MDN documentation, with its published hash.
const HELLO = "alert('Hello, world.');";
const HELLO_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
const LOGIN =
  `<!doctype html><head><script>${HELLO}</script></head><div id="root"><form>Entrar</form></div>` +
  '<script type="module" src="/assets/x.js"></script><script>start()</script>';

async function appWith(env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'estocada-headers-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'login.html'), LOGIN);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const database = connect(':memory:');
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: ':memory:', ...env }),
    database,
    clientDir: dir,
  });
  return {
    app,
    close: async () => {
      await app.close();
      await database.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The policy as a map from directive to its sources. */
function csp(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    (header as string).split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources] as [string, string[]];
    }),
  );
}

describe('inlineScriptHashes', () => {
  it("hashes each inline script's text as browsers do, and skips scripts loaded from a file", () => {
    const hashes = inlineScriptHashes(LOGIN);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(HELLO_HASH);
    expect(
      inlineScriptHashes('<script src="/a.js"></script><script type="module" src="/b.js"></script>'),
    ).toEqual([]);
  });
});

describe('withScriptSources', () => {
  it('adds sources to script-src only, once each', () => {
    const policy = "default-src 'self';script-src 'self' 'sha256-a=';script-src-attr 'none';style-src 'self'";
    expect(withScriptSources(policy, ["'sha256-b='", "'sha256-a='"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-a=' 'sha256-b=';script-src-attr 'none';style-src 'self'",
    );
    expect(withScriptSources(policy, [])).toBe(policy);
  });
});

describe('security headers', () => {
  let built: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    built = await appWith();
  });
  afterAll(() => built.close());

  const requests = {
    'the login page': { method: 'GET' as const, url: '/', headers: { accept: 'text/html' } },
    'another page': { method: 'GET' as const, url: '/home', headers: { accept: 'text/html' } },
    'a static file': { method: 'GET' as const, url: '/favicon.svg' },
    'an API answer': { method: 'POST' as const, url: '/login' },
    'a JSON 404': { method: 'GET' as const, url: '/api/nada' },
  };
  const documentos = ['the login page', 'another page', 'a static file'] as const;
  const respostasJson = ['an API answer', 'a JSON 404'] as const;

  /** What every answer carries, page or JSON. */
  function emTodaResposta(res: { headers: Record<string, unknown> }) {
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const policy = csp(res.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    return policy;
  }

  for (const what of documentos) {
    it(`are on ${what}`, async () => {
      const res = await built.app.inject(requests[what]);
      const policy = emTodaResposta(res);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toContain("'self'");
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['origin-agent-cluster']).toBe('?1');
    });
  }

  // A JSON answer is never rendered as a page: of the document's headers it keeps what
  // acts on it (decision 045), and its policy loads nothing.
  for (const what of respostasJson) {
    it(`on ${what}, are those that act on JSON`, async () => {
      const res = await built.app.inject(requests[what]);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const policy = emTodaResposta(res);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect([...policy.keys()]).toEqual(['default-src', 'frame-ancestors']);
      expect(res.headers['cache-control']).toBe('no-store');
      for (const documento of [
        'referrer-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]) {
        expect(res.headers[documento], documento).toBeUndefined();
      }
    });
  }

  it("allow exactly the login page's inline scripts, by hash", async () => {
    const res = await built.app.inject(requests['the login page']);
    expect(res.body).toBe(LOGIN);
    const scriptSrc = csp(res.headers['content-security-policy']).get('script-src');
    expect(scriptSrc).toEqual(["'self'", ...inlineScriptHashes(LOGIN)]);
    expect(scriptSrc).toContain(HELLO_HASH);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent only when the request came over HTTPS', async () => {
    const proxied = await appWith({ TRUST_PROXY: 'true' });
    const direct = await appWith();
    try {
      const https = {
        method: 'GET' as const,
        url: '/favicon.svg',
        headers: { 'x-forwarded-proto': 'https' },
      };
      const hsts = (await proxied.app.inject(https)).headers['strict-transport-security'];
      expect(hsts).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
      // On JSON answers too.
      const json = await proxied.app.inject({ ...https, url: '/api/nada' });
      expect(json.headers['content-type']).toMatch(/^application\/json/);
      expect(json.headers['strict-transport-security']).toBe(hsts);
      // Plain http behind the proxy.
      const http = { ...https, headers: { 'x-forwarded-proto': 'http' } };
      expect((await proxied.app.inject(http)).headers['strict-transport-security']).toBeUndefined();
      // Without TRUST_PROXY the header is the client's word, not the proxy's: ignored.
      expect((await direct.app.inject(https)).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
      await direct.close();
    }
  });
});
