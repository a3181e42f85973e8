// `npx tsx bench/size/report.ts`: builds the app when missing or older than its sources, and
// prints what each part of the SPA downloads.
import { join } from 'node:path';
import { DIST, ensureBuilt } from '#scripts/build-state.mjs';
import { kb, measure } from './measure';

process.env.NODE_ENV = 'production';

await ensureBuilt();
const r = measure(join(DIST, 'client'));
console.info(
  `/ (login): ${kb(r.login.gz)}  JS ${kb(r.login.js)}  CSS ${kb(r.login.css)} (inline in the page ${kb(r.login.inlineCss)})`,
);
for (const f of r.login.files) console.info(`    ${f}`);
console.info('lazy part (own bytes; first visit from / in brackets)');
for (const p of r.parts) console.info(`  ${p.part.padEnd(56)} ${kb(p.gz).padStart(9)}  [${kb(p.coldGz)}]`);
console.info('shared chunks');
for (const s of r.shared) console.info(`  ${s.file.padEnd(56)} ${kb(s.gz).padStart(9)}  used by ${s.usedBy}`);
