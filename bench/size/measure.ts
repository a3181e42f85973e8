// Measures what the browser downloads, gzipped, from a production build of the
// SPA: the login page `/` (index.html's entry, its static imports and CSS, plus
// the login route's lazy chunk, which `/` always loads) and, for every other
// lazily loaded part, what it adds beyond what `/` already loaded.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface PartSize {
  /** The source module the part starts from (manifest key). */
  part: string;
  /** Gzipped bytes only this part needs: beyond the login page and the shared chunks. */
  gz: number;
  files: string[];
  /** Gzipped bytes a first visit downloads when coming from `/` (own + shared chunks not yet loaded). */
  coldGz: number;
}

export interface SizeReport {
  /** `css` includes `inlineCss`, the critical CSS login.html carries in its head. */
  login: { gz: number; js: number; css: number; inlineCss: number; files: string[] };
  parts: PartSize[];
  /** Chunks two or more parts use (besides what `/` loads), each with its gzipped size. */
  shared: { file: string; gz: number; usedBy: number }[];
}

/** Source of the login route, relative to the Vite root (src/client). */
const LOGIN_ROUTE = 'features/auth/login-page.tsx';

/** Every file (JS and CSS) a chunk needs before it runs: itself, its static imports, their CSS. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imp of chunk.imports ?? []) closure(manifest, imp, seen);
  return seen;
}

function gzSize(dist: string, file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

/** `dist` is the client build folder (the one holding index.html and .vite/manifest.json). */
export function measure(dist: string): SizeReport {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('no entry in the manifest');
  // The login route may be its own lazy chunk or bundled with the entry; either way `/` loads it.

  // index.html must load exactly the entry closure (plus preloads of it); read it to be sure
  // nothing else (an extra stylesheet or script) sneaks in.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const fromHtml = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);

  const login = closure(manifest, entryKey);
  for (const f of fromHtml) login.add(f);
  closure(manifest, LOGIN_ROUTE, login);

  const sum = (files: Iterable<string>, ext?: string) =>
    [...files].filter((f) => !ext || f.endsWith(ext)).reduce((n, f) => n + gzSize(dist, f), 0);

  // Lazy parts: every module some chunk imports dynamically (route pages, the full
  // stylesheet, the popups' provider, the query cache).
  const lazyKeys = new Set<string>();
  for (const chunk of Object.values(manifest)) for (const k of chunk.dynamicImports ?? []) lazyKeys.add(k);
  // A CSS-only module imported dynamically (styles-full.ts) leaves no JS chunk, so
  // Vite lists it apart from `dynamicImports`; it is a lazy part too.
  for (const [k, chunk] of Object.entries(manifest))
    if (chunk.file.endsWith('.css') && k !== entryKey) lazyKeys.add(k);
  lazyKeys.delete(LOGIN_ROUTE);

  const beyondLogin = new Map<string, string[]>();
  const usedBy = new Map<string, number>();
  for (const key of lazyKeys) {
    const files = [...closure(manifest, key)].filter((f) => !login.has(f));
    beyondLogin.set(key, files);
    for (const f of files) usedBy.set(f, (usedBy.get(f) ?? 0) + 1);
  }
  const parts: PartSize[] = [...beyondLogin].map(([part, files]) => {
    const own = files.filter((f) => usedBy.get(f) === 1);
    return { part, gz: sum(own), files: own, coldGz: sum(files) };
  });
  parts.sort((a, b) => b.gz - a.gz);
  const shared = [...usedBy]
    .filter(([, n]) => n > 1)
    .map(([file, n]) => ({ file, gz: gzSize(dist, file), usedBy: n }))
    .sort((a, b) => b.gz - a.gz);
  // `/` is served as login.html, whose head carries the critical CSS inline (vite.config.ts).
  const loginHtml = join(dist, 'login.html');
  const head = existsSync(loginHtml) ? readFileSync(loginHtml, 'utf8').split('</head>')[0] : '';
  const inline = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const inlineCss = inline ? gzipSync(inline, { level: 9 }).length : 0;
  return {
    login: {
      gz: sum(login) + inlineCss,
      js: sum(login, '.js'),
      css: sum(login, '.css') + inlineCss,
      inlineCss,
      files: [...login],
    },
    parts,
    shared,
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
