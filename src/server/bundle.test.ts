// The server's bundle as the build makes it (scripts/server-bundle.mjs): what keeps a start
// short stays true as dependencies change.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { processoCompilado } from '#server/test/processo-compilado.ts';

let texto: string;
beforeAll(async () => {
  texto = readFileSync(await processoCompilado('main'), 'utf8');
});

describe('the server bundle', () => {
  it('is one-byte text: no character beyond Latin-1 makes V8 hold it as two-byte text', () => {
    // Where one is, and which module it is in (esbuild names each module before its code).
    const i = texto.search(/[\u0100-\u{10ffff}]/u);
    const lugar =
      i < 0
        ? null
        : `${texto.slice(texto.lastIndexOf('node_modules/', i), i).slice(0, 80)}… «${texto.slice(i - 30, i + 2)}»`;
    expect(lugar).toBeNull();
  });

  it('loads axios (pix-utils) and node:http2 (Fastify) only on first use', () => {
    expect(
      /axios_1=\{get default\(\)\{return __importDefault\(require_axios\(\)\)\.default\}\}/.test(texto),
    ).toBe(true);
    expect(/=new Proxy\(\{\},\{get:\(\w+,key\)=>require\("node:http2"\)\[key\]\}\)/.test(texto)).toBe(true);
  });
});
