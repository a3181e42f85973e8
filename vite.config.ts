import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';
import { criticalCss } from './src/client/critical-css';

// API paths the dev server forwards to the Fastify process (npm run dev).
const api = [
  '/login',
  '/sair',
  '/api',
  '/admbackend',
  '/minhasturmas',
  '/listaralunos',
  '/listartodosalunos',
];
const target = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const root = resolve(import.meta.dirname, 'src/client');

/**
 * Until the app has taken the prerendered form over, a submit must not leave as
 * a plain GET (the password would land in the address): it is held, and the
 * login page sends it once it runs (features/auth/login-page.tsx).
 */
const HOLD_SUBMIT =
  "document.addEventListener('submit',function(e){if(!window.__estocadaPronto){e.preventDefault();window.__estocadaEnvio=true}},true)";

/** The entry's stylesheet, as Vite writes it into index.html. */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/;

/**
 * Writes `login.html` next to `index.html`: the same page with `/` (the login
 * page, rendered by src/client/prerender.tsx with the real components) already
 * in `#root`, so the form paints before the JavaScript has run; main.tsx then
 * hydrates it. The server sends it for `/` only; every other address keeps the
 * empty shell.
 *
 * The stylesheet would hold the first paint until it has downloaded and been
 * parsed whole (Mantine's theme variables alone are hundreds of declarations).
 * So the page carries inline only the rules and variables its own markup uses
 * (critical-css.ts), and the whole sheet loads without blocking the paint
 * (`media="print"` until it has arrived), for the popups and what comes after.
 */
function prerenderLogin(): Plugin {
  let outDir = '';
  return {
    name: 'estocada:prerender-login',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir) return;
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        plugins: [react()],
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderLogin } = (await server.ssrLoadModule('/prerender.tsx')) as {
          renderLogin: () => string;
        };
        const shell = readFileSync(resolve(outDir, 'index.html'), 'utf8');
        let page = shell
          // Mantine's light scheme, which its provider would otherwise set only once the JS runs.
          .replace('<html lang="pt-BR">', '<html lang="pt-BR" data-mantine-color-scheme="light">')
          .replace('</title>', `</title>\n    <script>${HOLD_SUBMIT}</script>`)
          .replace('<div id="root"></div>', `<div id="root">${renderLogin()}</div>`);
        const sheet = STYLESHEET.exec(page);
        if (page.includes('<div id="root"></div>') || !page.includes('__estocadaPronto') || !sheet) {
          throw new Error('prerender: index.html does not have the expected shape');
        }
        const css = readFileSync(resolve(outDir, sheet[1].replace(/^\//, '')), 'utf8');
        page = page.replace(
          sheet[0],
          `<style>${criticalCss(css, page)}</style>\n    ` +
            `<link rel="stylesheet" crossorigin href="${sheet[1]}" media="print" onload="this.media='all'">`,
        );
        writeFileSync(resolve(outDir, 'login.html'), page);
      } finally {
        await server.close();
      }
    },
  };
}

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), prerenderLogin()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 3000,
    proxy: Object.fromEntries(api.map((p) => [p, { target, changeOrigin: false }])),
  },
});
