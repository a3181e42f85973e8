// `npm run lint`: SQL lives in repositories only (ARCHITECTURE.md, decision 020). A server
// file that is not a repository (features/<area>/repository*.ts, any other
// repository*.ts, src/server/repositories/) may not build or run a statement: no value
// import from kysely (`sql`, `CompiledQuery`, `expressionBuilder`...; type imports are
// fine), no query builder call (selectFrom, insertInto, updateTable, deleteFrom, ...,
// execute*) and no prepared statement of db/connect.ts. Exempt: src/server/db/ (the
// connection, migrations and seeds), the policies' SQL conditions (`sql` only, no
// statement: decision 020), tests and their helpers (*.test.ts, testing.ts,
// src/server/test/). Shared repositories are imported by their file
// (#server/repositories/<name>.ts), never through a folder index.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src/server'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.tsx?$/.test(f));

const repositorio = (f) => /(^|\/)repository[^/]*\.ts$/.test(f) || f.startsWith('src/server/repositories/');
const isento = (f) =>
  f.startsWith('src/server/db/') ||
  f.startsWith('src/server/test/') ||
  /\.test\.ts$/.test(f) ||
  /(^|\/)testing\.ts$/.test(f);
const politica = (f) => f.startsWith('src/server/policies/');

const CHAMADAS =
  /\.(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|executeQuery|execute|executeTakeFirst|executeTakeFirstOrThrow|stream)\s*\(|\bpreparedQuery\s*\(/;
/** `import { a, type B } from 'kysely'` → the names imported as values. */
function valoresDoKysely(texto) {
  const nomes = [];
  for (const m of texto.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'kysely'/g)) {
    if (m[1]) continue;
    for (const parte of m[2].split(',')) {
      const nome = parte.trim();
      if (nome && !nome.startsWith('type ')) nomes.push(nome.split(/\s+as\s+/)[0]);
    }
  }
  for (const m of texto.matchAll(
    /import\s+([\w$]+|\*\s+as\s+[\w$]+)\s*(?:,\s*\{[^}]*\})?\s*from\s*'kysely'/g,
  ))
    nomes.push(m[1]);
  return nomes;
}

const erros = [];
for (const f of files) {
  const texto = readFileSync(f, 'utf8');
  if (/from\s*'#server\/repositories(\/index(\.ts)?)?'/.test(texto))
    erros.push(`${f}: import a shared repository by its file (#server/repositories/<name>.ts)`);
  if (repositorio(f) || isento(f)) continue;
  const linhas = texto.split('\n');
  const valores = valoresDoKysely(texto).filter((n) => !(politica(f) && n === 'sql'));
  if (valores.length)
    erros.push(`${f}: imports ${valores.join(', ')} from kysely: statements belong in a repository file`);
  linhas.forEach((linha, i) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(linha)) return;
    const m = linha.match(CHAMADAS);
    if (m)
      erros.push(
        `${f}:${i + 1}: ${m[0].trim()} outside a repository: move the statement to a repository file`,
      );
  });
}

for (const e of erros) console.error(e);
process.exit(erros.length ? 1 : 0);
