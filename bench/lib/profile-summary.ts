// `npx tsx bench/lib/profile-summary.ts <file.cpuprofile>`: where the server's time
// went, as self time per function and per owner (node_modules/<pkg>, node internals,
// src/<folder>). The server runs as one bundle (dist/server/server.cjs); its frames
// are mapped back to their sources through the bundle's source map, next to it.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
const prof = JSON.parse(readFileSync(process.argv[2], 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};

// ---- Source maps (v3, VLQ mappings) ----------------------------------------------------
const B64 = new Map(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);

/** Per generated line, its segments [column, source, line] sorted by column. */
type Mapped = { sources: string[]; lines: number[][][] };

function decodeVlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.get(ch)!;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

function loadMap(file: string): Mapped | null {
  if (!existsSync(`${file}.map`)) return null;
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const lines: number[][][] = [];
  let source = 0;
  let line = 0;
  for (const text of map.mappings.split(';')) {
    let column = 0;
    const segs: number[][] = [];
    for (const seg of text.split(',')) {
      if (!seg) continue;
      const v = decodeVlq(seg);
      column += v[0];
      if (v.length >= 4) {
        source += v[1];
        line += v[2];
        segs.push([column, source, line]);
      }
    }
    lines.push(segs);
  }
  return { sources: map.sources, lines };
}

const maps = new Map<string, Mapped | null>();
/** What scripts/build.mjs's loader puts before the bundle's first line. */
const WRAPPER = '(function (exports, require, module, __filename, __dirname) {';
/** The original source file and line of a bundled frame (0-based line and column in). */
function original(url: string, line: number, column: number): { file: string; line: number } | null {
  if (!url.startsWith('file://') || !url.endsWith('.cjs')) return null;
  const file = fileURLToPath(url);
  if (!maps.has(file)) maps.set(file, loadMap(file));
  const m = maps.get(file);
  // dist/server/main.js runs the bundle inside a function wrapper on its first line.
  if (line === 0) column -= WRAPPER.length;
  const segs = m?.lines[line];
  if (!m || !segs?.length) return null;
  let best = segs[0];
  for (const s of segs) {
    if (s[0] > column) break;
    best = s;
  }
  return { file: m.sources[best[1]], line: best[2] + 1 };
}

function ownerOf(path: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (m) return m[1];
  const src = /(?:^|\/)src\/(server\/features\/[^/]+|server\/[^/]+|shared)/.exec(path);
  if (src) return `src/${src[1].replace(/\.ts$/, '')}`;
  return path;
}

// ---- Self time ------------------------------------------------------------------------
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
prof.samples.forEach((id, i) => {
  self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
const fn = new Map<string, number>();
const pkg = new Map<string, number>();
for (const [id, us] of self) {
  const { functionName, url, lineNumber, columnNumber } = byId.get(id)!.callFrame;
  const orig = original(url, lineNumber, columnNumber);
  const path = orig ? orig.file : url;
  const owner = path.startsWith('node:') ? 'node internals' : path ? ownerOf(path) : functionName || '(vm)';
  const where = orig
    ? `${orig.file.replace(/.*node_modules\//, '').replace(/^.*?\/?(?=src\/)/, '')}:${orig.line}`
    : `${url.replace(/.*node_modules\//, '').replace(/.*\/dist\//, '')}:${lineNumber + 1}`;
  const key = `${functionName || '(anonymous)'} ${where}`;
  fn.set(key, (fn.get(key) ?? 0) + us);
  pkg.set(owner, (pkg.get(owner) ?? 0) + us);
}
const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
console.info(`total sampled ${(total / 1000).toFixed(0)} ms`);
console.info('by owner:');
for (const [k, v] of [...pkg].sort((a, b) => b[1] - a[1]).slice(0, 16)) console.info(`  ${pct(v)}  ${k}`);
console.info('by function (self):');
for (const [k, v] of [...fn].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.info(`  ${pct(v)}  ${k}`);
