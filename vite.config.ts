import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
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

/** The entry's stylesheet and script, as Vite writes them into index.html. */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/;
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * At the end of the prerendered page: once the first frame (the form) has
 * painted, add the whole stylesheet and start the app. A frame that comes
 * before that (no requestAnimationFrame in a hidden tab) is waited for at most
 * 3 s. Each starts once.
 */
function startAfterFirstPaint(css: string, js: string): string {
  return (
    '<script>(function(){var done=false;function start(){if(done)return;done=true;' +
    "var l=document.createElement('link');l.rel='stylesheet';l.crossOrigin='';l.href=" +
    `${JSON.stringify(css)};document.head.appendChild(l);` +
    "var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=" +
    `${JSON.stringify(js)};document.head.appendChild(s)}` +
    'requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,3000)})()</script>'
  );
}

/**
 * Writes `login.html` next to `index.html`: the same page with `/` (the login
 * page, rendered by src/client/prerender.tsx with the real components) already
 * in `#root`, so the form paints before the JavaScript has run; main.tsx then
 * hydrates it. The server sends it for `/` only; every other address keeps the
 * empty shell.
 *
 * Nothing may stand between the markup and its first paint:
 * - The stylesheet would hold the paint until it has downloaded and been parsed
 *   whole (Mantine's theme variables alone are hundreds of declarations). So the
 *   page carries inline only the rules and variables its own markup uses
 *   (critical-css.ts); the whole sheet, for the popups and what comes after,
 *   is added after the first paint.
 * - The app's module (≈350 KB) was often evaluated before the first frame, which
 *   then waited for it (≈300 ms at 4× CPU throttle). It is fetched at once
 *   (modulepreload) but started only after the first paint; until then a submit
 *   is held (HOLD_SUBMIT).
 *
 * Both snippets stay inline (a file would cost a request before the first
 * paint): the server's Content-Security-Policy allows exactly them by their
 * SHA-256, read from the login.html it serves (src/server/security-headers.ts).
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
        const entry = ENTRY.exec(page);
        if (
          page.includes('<div id="root"></div>') ||
          !page.includes('__estocadaPronto') ||
          !sheet ||
          !entry
        ) {
          throw new Error('prerender: index.html does not have the expected shape');
        }
        const css = readFileSync(resolve(outDir, sheet[1].replace(/^\//, '')), 'utf8');
        page = page
          .replace(sheet[0], `<style>${criticalCss(css, page)}</style>`)
          .replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}">`)
          .replace('</body>', `  ${startAfterFirstPaint(sheet[1], entry[1])}\n  </body>`);
        writeFileSync(resolve(outDir, 'login.html'), page);
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * The installable app: its web app manifest and the service worker built from
 * src/client/sw.ts, into which the plugin writes the list of files to precache
 * (the shell, every part's script and stylesheet, the icons). The page registers
 * it itself, only inside the logged-in app and after load (offline/registro.ts),
 * so the login page's critical path does not change. The worker is built after
 * login.html is written (closeBundleOrder 'post'), and login.html is not precached:
 * offline, every page is the shell (index.html).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: '.',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  integration: { closeBundleOrder: 'post' },
  manifest: {
    name: 'Estocada',
    short_name: 'Estocada',
    description: 'Turmas, alunos e chamada do clube de esgrima.',
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1c3d5a',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), prerenderLogin(), pwa],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // .vite/manifest.json: each chunk's imports, which the size budgets follow
    // (bench/size-budget.test.ts). Never served: the static files skip dot folders.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 3000,
    proxy: Object.fromEntries(api.map((p) => [p, { target, changeOrigin: false }])),
  },
});
