// The one-id migration (2026-11-24-001) on a scale club: every table's count and a
// checksum of every class's teacher, every roster, every chamada's marks and every
// student's guardians (src/server/test/retrato-ids.ts), before and after, with the
// migration's time. Run by hand, as bench/README.md describes:
//   npx tsx bench/um-id-escala.ts <copy of the scale database: a SQLite file or postgres://…>
// The database must hold a club seeded before that migration (npm run seed:scale of a
// version before it); it is migrated in place, so give it a copy.
import { sql } from 'kysely';
import { connect } from '#server/db/connect.ts';
import { migrator } from '#server/db/migrate.ts';
import { retratoIds } from '#server/test/retrato-ids.ts';

const ANTERIOR = '2026-11-23-001-frequencia';
const UM_ID = '2026-11-24-001-um-id-por-pessoa';

const url = process.argv[2];
if (!url) throw new Error('usage: npx tsx bench/um-id-escala.ts <SQLite file or postgres://…>');
const database = connect(url);
const { db, schema } = database;
const m = migrator(db, schema);
const segundos = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

async function migrar(ate: string) {
  const t = performance.now();
  const r = await m.migrateTo(ate);
  if (r.error) throw r.error;
  return segundos(t);
}

/** Role rows whose own id is not their person's id (0 after the migration). */
async function numeradosAParte() {
  const { rows } = await sql<{ n: number | string }>`select
      (select count(*) from aluno where id_aluno <> id_pessoa)
    + (select count(*) from professor where id_professor <> id_pessoa)
    + (select count(*) from responsavel_aluno where id_responsavel <> id_pessoa) as n`.execute(db);
  return Number(rows[0].n);
}

console.info(`migrations up to ${ANTERIOR}: ${await migrar(ANTERIOR)}`);
console.info(`role rows numbered apart from their person, before: ${await numeradosAParte()}`);
const antes = await retratoIds(db);
console.info(`migration ${UM_ID}: ${await migrar(UM_ID)}`);
console.info(`role rows numbered apart from their person, after: ${await numeradosAParte()}`);
const depois = await retratoIds(db);
console.info('| table or part | before | after |');
console.info('|---|---|---|');
for (const [t, n] of Object.entries(antes.contagens))
  console.info(`| ${t} | ${n} | ${depois.contagens[t]} |`);
for (const [k, v] of Object.entries(antes.somas)) {
  const d = depois.somas[k as keyof typeof antes.somas];
  console.info(
    `| ${k} (lines, sha256) | ${v.linhas} ${v.sha256.slice(0, 16)} | ${d.linhas} ${d.sha256.slice(0, 16)} |`,
  );
}
const iguais = JSON.stringify(antes) === JSON.stringify(depois);
console.info(iguais ? 'identical: every count and checksum' : 'DIFFERENT');
await database.close();
process.exitCode = iguais ? 0 : 1;
