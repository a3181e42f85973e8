// One person per CPF (docs/decisions/013-one-person-per-cpf.md). A person (student,
// guardian, teacher, administrator) is unique by CPF across the club: a partial
// unique index `pessoa_cpf_uq` on pessoa(cpf_pessoa) where the CPF is present.
//
// Before the index, the people a database already holds twice are merged: in each
// group of people with one CPF the oldest (lowest id_pessoa) is kept and every other
// one is merged into it, in this order:
// 1. every role (student, guardian, teacher) the other has and the kept lacks is
//    given to the kept (the same row, keyed by the kept's id: decision 012); where
//    both are students, the kept student's empty columns take the other's values;
// 2. class links move to the kept student (a class both were in keeps one link,
//    joined on the earlier date; "since always" wins);
// 3. chamada marks move too (a chamada that marked both keeps one mark: presence wins);
// 4. every other column with a foreign key to pessoa or to a role table (found from
//    the schema: today the student's guardian slots, turma.id_professor,
//    sessao.id_pessoa, chamada_registro.id_pessoa) is pointed at the kept person; a
//    student whose two guardian slots now name one person keeps it in the first;
// 5. the other's role rows and person go; the kept person's empty fields take the
//    other's values (a login: e-mail and password together, when the kept has none).
// Every write goes through the ordinary tables, so the dashboard's summary triggers
// (migration 2026-11-24-002-painel) move their counts as for any other write, and the
// capacity triggers (2026-11-24-003) never fire: a moved link changes its student, not
// its class. A chamada_registro's `marcas` keep the ids they were written with (a
// history). The report (counts only, no personal data) goes to the log when anything
// was merged.
// Merges cannot be undone: `down` only drops the index.
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '#server/db/executor.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

const PAPEIS = [
  { tabela: 'responsavel_aluno', id: 'id_responsavel' },
  { tabela: 'aluno', id: 'id_aluno' },
  { tabela: 'professor', id: 'id_professor' },
] as const;
/** Moved by steps 1-3 above, not by the generic update. */
const PROPRIAS = new Set(['aluno_has_turma.id_aluno', 'chamada_aluno.id_aluno']);
const ALVOS = new Set(['pessoa', ...PAPEIS.map((p) => p.tabela)]);

interface Referencia {
  tabela: string;
  coluna: string;
  alvo: string;
}

/** Every single-column foreign key to pessoa or a role table, from the schema. */
async function referencias(db: AnyDb): Promise<Referencia[]> {
  const rows =
    dialectOf(db) === 'postgres'
      ? (
          await sql<Referencia>`select cl.relname as tabela, a.attname as coluna, rf.relname as alvo
            from pg_constraint c
            join pg_class cl on cl.oid = c.conrelid
            join pg_class rf on rf.oid = c.confrelid
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
           where c.contype = 'f' and array_length(c.conkey, 1) = 1
             and cl.relnamespace = (select oid from pg_namespace where nspname = current_schema())`.execute(
            db,
          )
        ).rows
      : (
          await sql<Referencia>`select m.name as tabela, f."from" as coluna, f."table" as alvo
            from sqlite_master m join pragma_foreign_key_list(m.name) f
           where m.type = 'table'`.execute(db)
        ).rows;
  return rows.filter(
    (r) =>
      ALVOS.has(r.alvo) &&
      !PROPRIAS.has(`${r.tabela}.${r.coluna}`) &&
      // A role's own link to its person: the role is moved by step 1.
      !(r.coluna === 'id_pessoa' && PAPEIS.some((p) => p.tabela === r.tabela)),
  );
}

const q = (nome: string) => sql.ref(nome);

interface Relatorio {
  grupos: number;
  pessoas: number;
  alunos: number;
  responsaveis: number;
  professores: number;
  vinculos: number;
  vinculosUnidos: number;
  marcas: number;
  marcasUnidas: number;
  referencias: number;
}

async function unir(db: AnyDb, outra: number, mantida: number, refs: Referencia[], r: Relatorio) {
  // 1. Roles.
  for (const p of PAPEIS) {
    const daOutra = await db
      .selectFrom(p.tabela)
      .selectAll()
      .where('id_pessoa', '=', outra)
      .executeTakeFirst();
    if (!daOutra) continue;
    const daMantida = await db
      .selectFrom(p.tabela)
      .selectAll()
      .where('id_pessoa', '=', mantida)
      .executeTakeFirst();
    if (p.tabela === 'aluno') r.alunos += 1;
    else if (p.tabela === 'professor') r.professores += 1;
    else r.responsaveis += 1;
    if (!daMantida) {
      await db
        .insertInto(p.tabela)
        .values({ ...daOutra, [p.id]: mantida, id_pessoa: mantida })
        .execute();
    } else {
      const vazios = Object.fromEntries(
        Object.entries(daOutra).filter(([c, v]) => v !== null && daMantida[c] === null),
      );
      if (Object.keys(vazios).length > 0)
        await db.updateTable(p.tabela).set(vazios).where('id_pessoa', '=', mantida).execute();
    }
  }

  // 2. Class links.
  const links = await db
    .selectFrom('aluno_has_turma')
    .select(['id_turma', 'dt_entrada'])
    .where('id_aluno', '=', outra)
    .execute();
  for (const l of links) {
    const meu = await db
      .selectFrom('aluno_has_turma')
      .select('dt_entrada')
      .where('id_aluno', '=', mantida)
      .where('id_turma', '=', l.id_turma)
      .executeTakeFirst();
    if (meu) {
      const d1 = meu.dt_entrada as string | null;
      const d2 = l.dt_entrada as string | null;
      const data = d1 === null || d2 === null ? null : d1 < d2 ? d1 : d2;
      if (data !== d1)
        await db
          .updateTable('aluno_has_turma')
          .set({ dt_entrada: data })
          .where('id_aluno', '=', mantida)
          .where('id_turma', '=', l.id_turma)
          .execute();
      await db
        .deleteFrom('aluno_has_turma')
        .where('id_aluno', '=', outra)
        .where('id_turma', '=', l.id_turma)
        .execute();
      r.vinculosUnidos += 1;
    } else {
      await db
        .updateTable('aluno_has_turma')
        .set({ id_aluno: mantida })
        .where('id_aluno', '=', outra)
        .where('id_turma', '=', l.id_turma)
        .execute();
      r.vinculos += 1;
    }
  }

  // 3. Chamada marks: where both were marked, one mark, presence wins.
  const marcas = await db
    .selectFrom('chamada_aluno')
    .select(['id_chamada', 'presenca'])
    .where('id_aluno', '=', outra)
    .execute();
  for (const m of marcas) {
    const minha = await db
      .selectFrom('chamada_aluno')
      .select('presenca')
      .where('id_aluno', '=', mantida)
      .where('id_chamada', '=', m.id_chamada)
      .executeTakeFirst();
    if (minha) {
      if (Number(m.presenca) === 1 && Number(minha.presenca) !== 1)
        await db
          .updateTable('chamada_aluno')
          .set({ presenca: 1 })
          .where('id_aluno', '=', mantida)
          .where('id_chamada', '=', m.id_chamada)
          .execute();
      await db
        .deleteFrom('chamada_aluno')
        .where('id_aluno', '=', outra)
        .where('id_chamada', '=', m.id_chamada)
        .execute();
      r.marcasUnidas += 1;
    } else {
      await db
        .updateTable('chamada_aluno')
        .set({ id_aluno: mantida })
        .where('id_aluno', '=', outra)
        .where('id_chamada', '=', m.id_chamada)
        .execute();
      r.marcas += 1;
    }
  }

  // 4. Everything else that points at the person or one of its roles.
  for (const ref of refs) {
    const res = await db
      .updateTable(ref.tabela)
      .set({ [ref.coluna]: mantida })
      .where(ref.coluna, '=', outra)
      .executeTakeFirst();
    r.referencias += Number(res.numUpdatedRows);
  }
  await db
    .updateTable('aluno')
    .set({ id_responsavel2: null })
    .whereRef('id_responsavel2', '=', 'id_responsavel')
    .execute();

  // 5. The other's roles and person; the kept person's empty fields.
  for (const p of [PAPEIS[1], PAPEIS[2], PAPEIS[0]])
    await db.deleteFrom(p.tabela).where('id_pessoa', '=', outra).execute();
  const dela = await db
    .selectFrom('pessoa')
    .selectAll()
    .where('id_pessoa', '=', outra)
    .executeTakeFirstOrThrow();
  const minha = await db
    .selectFrom('pessoa')
    .selectAll()
    .where('id_pessoa', '=', mantida)
    .executeTakeFirstOrThrow();
  await db.deleteFrom('pessoa').where('id_pessoa', '=', outra).execute();
  const novos: Record<string, unknown> = {};
  for (const c of ['dt_nasc_pessoa', 'rg_pessoa', 'telefone_pessoa', 'genero', 'id_endereco'])
    if (minha[c] === null && dela[c] !== null) novos[c] = dela[c];
  if (minha.senha_pessoa === null && dela.senha_pessoa !== null) {
    novos.senha_pessoa = dela.senha_pessoa;
    novos.email_pessoa = dela.email_pessoa;
  } else if (minha.email_pessoa === null && dela.email_pessoa !== null && minha.senha_pessoa === null) {
    novos.email_pessoa = dela.email_pessoa;
  }
  if (Number(dela.adm) === 1 && Number(minha.adm) !== 1) novos.adm = 1;
  if (Object.keys(novos).length > 0)
    await db.updateTable('pessoa').set(novos).where('id_pessoa', '=', mantida).execute();
  r.pessoas += 1;
}

export async function up(db: AnyDb): Promise<void> {
  // An empty CPF is no CPF (it would make every such person one).
  await db.updateTable('pessoa').set({ cpf_pessoa: null }).where('cpf_pessoa', '=', '').execute();
  const repetidas = await db
    .selectFrom('pessoa')
    .select(['cpf_pessoa', 'id_pessoa'])
    .where(
      'cpf_pessoa',
      'in',
      db
        .selectFrom('pessoa')
        .select('cpf_pessoa')
        .where('cpf_pessoa', 'is not', null)
        .groupBy('cpf_pessoa')
        .having((e) => e.fn.countAll(), '>', 1),
    )
    .orderBy('cpf_pessoa')
    .orderBy('id_pessoa')
    .execute();
  const r: Relatorio = {
    grupos: 0,
    pessoas: 0,
    alunos: 0,
    responsaveis: 0,
    professores: 0,
    vinculos: 0,
    vinculosUnidos: 0,
    marcas: 0,
    marcasUnidas: 0,
    referencias: 0,
  };
  if (repetidas.length > 0) {
    const refs = await referencias(db);
    let mantida = -1;
    let cpf: unknown = null;
    for (const p of repetidas) {
      if (p.cpf_pessoa !== cpf) {
        cpf = p.cpf_pessoa;
        mantida = p.id_pessoa;
        r.grupos += 1;
      } else await unir(db, p.id_pessoa, mantida, refs, r);
    }
  }
  if (r.pessoas > 0)
    console.info(
      `Migração 2026-11-24-005-uma-pessoa-por-cpf: ${r.pessoas} pessoas repetidas unidas em ${r.grupos} ` +
        `(papéis movidos ou unidos: ${r.alunos} de aluno, ${r.responsaveis} de responsável, ` +
        `${r.professores} de professor; vínculos a turmas: ${r.vinculos} movidos, ${r.vinculosUnidos} unidos; ` +
        `marcas de chamada: ${r.marcas} movidas, ${r.marcasUnidas} unidas; outras referências: ${r.referencias}).`,
    );
  await db.schema.dropIndex('pessoa_cpf_ix').execute();
  await db.schema
    .createIndex('pessoa_cpf_uq')
    .on('pessoa')
    .column('cpf_pessoa')
    .unique()
    .where(q('cpf_pessoa'), 'is not', null)
    .execute();
}

/** Drops the index; the merged people stay merged (a merge cannot be undone). */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('pessoa_cpf_uq').execute();
  await db.schema.createIndex('pessoa_cpf_ix').on('pessoa').column('cpf_pessoa').execute();
}
