// `npm run lint`: no source file of the app passes 400 lines (ARCHITECTURE.md, "Names").
// A file that grows past it holds more than one responsibility: split it. Tests are
// exempt: a behaviour's cases read best together.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 400;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs|css)$/.test(f) && !/\.test\.tsx?$/.test(f));

const large = files
  .map((f) => [f, readFileSync(f, 'utf8').split('\n').length - 1])
  .filter(([, lines]) => lines > LIMIT);

for (const [f, lines] of large)
  console.error(`${f}: ${lines} lines (at most ${LIMIT}: split it by responsibility)`);
process.exit(large.length ? 1 : 0);
