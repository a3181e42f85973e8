import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { abrirLink, criarLink, segredoDosLinks, TOKEN_LINK, tokenDoLink } from './links-publicos';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('personal links', () => {
  it('keep one secret per database, whoever asks first, unless the environment gives one', async () => {
    const [a, b] = await Promise.all([segredoDosLinks(t.db, undefined), segredoDosLinks(t.db, undefined)]);
    expect(a).toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(43);
    expect(await segredoDosLinks(t.db, 'x'.repeat(32))).toBe('x'.repeat(32));
  });

  it('open only for their purpose, until they expire, and store no token', async () => {
    const segredo = await segredoDosLinks(t.db, undefined);
    const token = await criarLink(t.db, segredo, 'cobranca', 7, Date.now() + 60_000);
    expect(token).toMatch(TOKEN_LINK);
    expect(await abrirLink(t.db, 'cobranca', token)).toBe(7);
    expect(await abrirLink(t.db, 'consentimento', token)).toBeNull();
    expect(await abrirLink(t.db, 'cobranca', token, Date.now() + 120_000)).toBeNull();
    const outro = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await abrirLink(t.db, 'cobranca', outro)).toBeNull();
    expect(await abrirLink(t.db, 'cobranca', 'curto')).toBeNull();
    const linhas = await t.db.selectFrom('link_publico').selectAll().execute();
    expect(JSON.stringify(linhas)).not.toContain(token);
    // Staff screens show the link again: derived from the nonce and the secret.
    expect(await tokenDoLink(t.db, segredo, 'cobranca', 7)).toBe(token);
    expect(await tokenDoLink(t.db, segredo, 'cobranca', 8)).toBeNull();
  });
});
