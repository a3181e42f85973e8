// `npx tsx bench/lib/profile-summary.ts <file.cpuprofile>`: where the server's time
// went, as self time per function and per package (node_modules/<pkg>, node internals, ours).
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const prof = JSON.parse(readFileSync(process.argv[2], 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
prof.samples.forEach((id, i) => {
  self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
const fn = new Map<string, number>();
const pkg = new Map<string, number>();
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  const owner = m
    ? m[1]
    : url.startsWith('node:')
      ? 'node internals'
      : url
        ? 'estocada'
        : functionName || '(vm)';
  const key = `${functionName || '(anonymous)'} ${url.replace(/.*node_modules\//, '').replace(/.*\/dist\//, '')}:${lineNumber}`;
  fn.set(key, (fn.get(key) ?? 0) + us);
  pkg.set(owner, (pkg.get(owner) ?? 0) + us);
}
const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
console.info(`total sampled ${(total / 1000).toFixed(0)} ms`);
console.info('by owner:');
for (const [k, v] of [...pkg].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.info(`  ${pct(v)}  ${k}`);
console.info('by function (self):');
for (const [k, v] of [...fn].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.info(`  ${pct(v)}  ${k}`);
