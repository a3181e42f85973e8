// The dashboard's summaries (docs/decisions/011-dashboard-summaries.md), kept by the
// database itself in the transaction of every write that changes them, so the
// dashboard reads a few thousand summary rows instead of joining 100 000 students
// to their people and addresses on every request:
// - painel_aluno: one row per student with what the dashboard groups by (active =
//   in at least one class, type, gender, hand, birth year, the address's city; ''
//   or 0 where nothing is recorded, so every column can be part of a key). The
//   student list filters on it.
// - painel_contagem: how many students have each combination of those values;
// - painel_unidade: the units each student has a class in (one row per pair), and
//   painel_unidade_contagem: how many students each unit has (each counted once);
// - painel_turma: how many students each class has.
// Triggers on aluno, pessoa, endereco, aluno_has_turma and turma recompute the rows
// of painel_aluno and painel_unidade they touch (a recompute, not a delta: the same
// statement whatever changed); triggers on those two move the counts by one. They
// write tables no cache reads, so db/versions.ts need not know them.
// Two indexes for the dashboard and the import: students by enrolment date, people by CPF.
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '#server/db/executor.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

/** Rewrites the summary row of the students `onde` selects (a condition on a, p or e). */
const recalcular = (onde: string) => `
  insert into painel_aluno (id_aluno, ativo, tipo_aluno, genero, destro_canhoto, ano_nasc, cidade)
  select a.id_aluno,
         case when exists (select 1 from aluno_has_turma x where x.id_aluno = a.id_aluno) then 1 else 0 end,
         a.tipo_aluno, coalesce(p.genero, ''), coalesce(a.destro_canhoto, ''),
         case when substr(p.dt_nasc_pessoa, 1, 4) between '1000' and '9999'
              then cast(substr(p.dt_nasc_pessoa, 1, 4) as integer) else 0 end,
         coalesce(e.cidade, '')
    from aluno a
    join pessoa p on p.id_pessoa = a.id_pessoa
    left join endereco e on e.id_endereco = p.id_endereco
   where ${onde}
  on conflict (id_aluno) do update set
    ativo = excluded.ativo, tipo_aluno = excluded.tipo_aluno, genero = excluded.genero,
    destro_canhoto = excluded.destro_canhoto, ano_nasc = excluded.ano_nasc, cidade = excluded.cidade`;

/** A student `aluno` got a link to class `turma`: active, one more in the class, in its unit. */
const vinculou = (aluno: string, turma: string) => `
  update painel_aluno set ativo = 1 where id_aluno = ${aluno};
  insert into painel_turma (id_turma, alunos) values (${turma}, 1)
  on conflict (id_turma) do update set alunos = painel_turma.alunos + 1;
  insert into painel_unidade (id_unidade, id_aluno)
  select t.id_unidade, ${aluno} from turma t where t.id_turma = ${turma}
  on conflict (id_unidade, id_aluno) do nothing`;

/** A student lost the link to class `turma`: still active if another class holds them; the unit likewise. */
const desvinculou = (aluno: string, turma: string) => `
  update painel_turma set alunos = alunos - 1 where id_turma = ${turma};
  update painel_aluno
     set ativo = case when exists (select 1 from aluno_has_turma x where x.id_aluno = ${aluno}) then 1 else 0 end
   where id_aluno = ${aluno};
  delete from painel_unidade
   where id_aluno = ${aluno}
     and id_unidade = (select t.id_unidade from turma t where t.id_turma = ${turma})
     and not exists (select 1 from aluno_has_turma x join turma t on t.id_turma = x.id_turma
                      where x.id_aluno = ${aluno} and t.id_unidade = painel_unidade.id_unidade)`;

/** A class moved to another unit: its students' units, rebuilt from their links. */
const mudouUnidade = (turma: string) => `
  delete from painel_unidade
   where id_aluno in (select x.id_aluno from aluno_has_turma x where x.id_turma = ${turma});
  insert into painel_unidade (id_unidade, id_aluno)
  select distinct t.id_unidade, x.id_aluno
    from aluno_has_turma x join turma t on t.id_turma = x.id_turma
   where x.id_aluno in (select y.id_aluno from aluno_has_turma y where y.id_turma = ${turma})
  on conflict (id_unidade, id_aluno) do nothing`;

const saiu = (aluno: string) => `
  delete from painel_aluno where id_aluno = ${aluno};
  delete from painel_unidade where id_aluno = ${aluno}`;

const PESSOA_COLUNAS = 'genero, dt_nasc_pessoa, id_endereco';

/** The columns of painel_aluno a count is kept for. */
const CHAVE = ['ativo', 'tipo_aluno', 'genero', 'destro_canhoto', 'ano_nasc', 'cidade'];
const deRow = (r: 'new' | 'old') => CHAVE.map((c) => `${r}.${c}`).join(', ');
const conta = (r: 'new' | 'old') => `
  insert into painel_contagem (${CHAVE.join(', ')}, n) values (${deRow(r)}, 1)
  on conflict (${CHAVE.join(', ')}) do update set n = painel_contagem.n + 1`;
const desconta = (r: 'new' | 'old') => `
  update painel_contagem set n = n - 1 where ${CHAVE.map((c) => `${c} = ${r}.${c}`).join(' and ')}`;
const mudouChave = CHAVE.map((c) => `old.${c} <> new.${c}`).join(' or ');
const contaUnidade = `
  insert into painel_unidade_contagem (id_unidade, n) values (new.id_unidade, 1)
  on conflict (id_unidade) do update set n = painel_unidade_contagem.n + 1`;
const descontaUnidade = 'update painel_unidade_contagem set n = n - 1 where id_unidade = old.id_unidade';

async function triggersSqlite(db: AnyDb) {
  const trigger = (nome: string, quando: string, corpo: string, se?: string) =>
    sql
      .raw(`create trigger ${nome} ${quando} for each row ${se ? `when ${se} ` : ''}begin ${corpo}; end`)
      .execute(db);
  await trigger('painel_aluno_ai', 'after insert on aluno', recalcular('a.id_aluno = new.id_aluno'));
  await trigger(
    'painel_aluno_au',
    'after update on aluno',
    `delete from painel_aluno where id_aluno = old.id_aluno and old.id_aluno <> new.id_aluno;
     ${recalcular('a.id_aluno = new.id_aluno')}`,
  );
  await trigger('painel_aluno_ad', 'after delete on aluno', saiu('old.id_aluno'));
  await trigger(
    'painel_pessoa_au',
    `after update of ${PESSOA_COLUNAS} on pessoa`,
    recalcular('a.id_pessoa = new.id_pessoa'),
  );
  await trigger(
    'painel_endereco_au',
    'after update of cidade on endereco',
    recalcular('p.id_endereco = new.id_endereco'),
  );
  await trigger(
    'painel_vinculo_ai',
    'after insert on aluno_has_turma',
    vinculou('new.id_aluno', 'new.id_turma'),
  );
  await trigger(
    'painel_vinculo_ad',
    'after delete on aluno_has_turma',
    desvinculou('old.id_aluno', 'old.id_turma'),
  );
  await trigger(
    'painel_vinculo_au',
    'after update of id_aluno, id_turma on aluno_has_turma',
    `${desvinculou('old.id_aluno', 'old.id_turma')}; ${vinculou('new.id_aluno', 'new.id_turma')}`,
  );
  await trigger('painel_turma_au', 'after update of id_unidade on turma', mudouUnidade('new.id_turma'));
  await trigger('painel_contagem_ai', 'after insert on painel_aluno', conta('new'));
  await trigger('painel_contagem_ad', 'after delete on painel_aluno', desconta('old'));
  await trigger(
    'painel_contagem_au',
    'after update on painel_aluno',
    `${desconta('old')}; ${conta('new')}`,
    mudouChave,
  );
  await trigger('painel_unidade_ai', 'after insert on painel_unidade', contaUnidade);
  await trigger('painel_unidade_ad', 'after delete on painel_unidade', descontaUnidade);
}

/** PostgreSQL: one PL/pgSQL function per table, run after each row. */
const FUNCOES_PG: [funcao: string, tabela: string, eventos: string, corpo: string][] = [
  [
    'painel_aluno_tg',
    'aluno',
    'insert or update or delete',
    `if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.id_aluno <> new.id_aluno) then ${saiu('old.id_aluno')}; end if;
     if tg_op <> 'DELETE' then ${recalcular('a.id_aluno = new.id_aluno')}; end if;`,
  ],
  [
    'painel_pessoa_tg',
    'pessoa',
    `update of ${PESSOA_COLUNAS}`,
    `${recalcular('a.id_pessoa = new.id_pessoa')};`,
  ],
  ['painel_endereco_tg', 'endereco', 'update of cidade', `${recalcular('p.id_endereco = new.id_endereco')};`],
  [
    'painel_vinculo_tg',
    'aluno_has_turma',
    'insert or delete or update of id_aluno, id_turma',
    `if tg_op <> 'INSERT' then ${desvinculou('old.id_aluno', 'old.id_turma')}; end if;
     if tg_op <> 'DELETE' then ${vinculou('new.id_aluno', 'new.id_turma')}; end if;`,
  ],
  ['painel_turma_tg', 'turma', 'update of id_unidade', `${mudouUnidade('new.id_turma')};`],
  [
    'painel_contagem_tg',
    'painel_aluno',
    'insert or update or delete',
    `if tg_op = 'DELETE' or (tg_op = 'UPDATE' and (${mudouChave})) then ${desconta('old')}; end if;
     if tg_op = 'INSERT' or (tg_op = 'UPDATE' and (${mudouChave})) then ${conta('new')}; end if;`,
  ],
  [
    'painel_unidade_tg',
    'painel_unidade',
    'insert or delete',
    `if tg_op = 'DELETE' then ${descontaUnidade}; else ${contaUnidade}; end if;`,
  ],
];

async function triggersPostgres(db: AnyDb) {
  for (const [funcao, tabela, eventos, corpo] of FUNCOES_PG) {
    await sql
      .raw(
        `create function ${funcao}() returns trigger language plpgsql as $$ begin ${corpo} return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(`create trigger ${funcao} after ${eventos} on ${tabela} for each row execute function ${funcao}()`)
      .execute(db);
  }
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('painel_aluno')
    .addColumn('id_aluno', 'integer', (c) => c.primaryKey())
    .addColumn('ativo', 'integer', (c) => c.notNull())
    .addColumn('tipo_aluno', 'varchar(10)', (c) => c.notNull())
    .addColumn('genero', 'varchar(1)', (c) => c.notNull())
    .addColumn('destro_canhoto', 'varchar(1)', (c) => c.notNull())
    .addColumn('ano_nasc', 'integer', (c) => c.notNull())
    .addColumn('cidade', 'varchar(100)', (c) => c.notNull())
    .execute();
  // The list's filters (active or not first, then the others) read it.
  await db.schema.createIndex('painel_aluno_ix').on('painel_aluno').columns(CHAVE).execute();
  await db.schema
    .createTable('painel_contagem')
    .addColumn('ativo', 'integer', (c) => c.notNull())
    .addColumn('tipo_aluno', 'varchar(10)', (c) => c.notNull())
    .addColumn('genero', 'varchar(1)', (c) => c.notNull())
    .addColumn('destro_canhoto', 'varchar(1)', (c) => c.notNull())
    .addColumn('ano_nasc', 'integer', (c) => c.notNull())
    .addColumn('cidade', 'varchar(100)', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('painel_contagem_pk', CHAVE as never)
    .execute();
  await db.schema
    .createTable('painel_unidade')
    .addColumn('id_unidade', 'integer', (c) => c.notNull())
    .addColumn('id_aluno', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('painel_unidade_pk', ['id_unidade', 'id_aluno'])
    .execute();
  await db.schema.createIndex('painel_unidade_aluno_ix').on('painel_unidade').column('id_aluno').execute();
  await db.schema
    .createTable('painel_unidade_contagem')
    .addColumn('id_unidade', 'integer', (c) => c.primaryKey())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('painel_turma')
    .addColumn('id_turma', 'integer', (c) => c.primaryKey())
    .addColumn('alunos', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('aluno_dt_inicio_ix').on('aluno').column('dt_inicio').execute();
  await db.schema.createIndex('pessoa_cpf_ix').on('pessoa').column('cpf_pessoa').execute();

  // The students already there, then the triggers keep them.
  await sql.raw(recalcular('1 = 1')).execute(db);
  await sql`insert into painel_unidade (id_unidade, id_aluno)
            select distinct t.id_unidade, x.id_aluno
              from aluno_has_turma x join turma t on t.id_turma = x.id_turma`.execute(db);
  await sql
    .raw(`insert into painel_contagem (${CHAVE.join(', ')}, n)
                 select ${CHAVE.join(', ')}, count(*) from painel_aluno group by ${CHAVE.join(', ')}`)
    .execute(db);
  await sql`insert into painel_turma (id_turma, alunos)
            select id_turma, count(*) from aluno_has_turma group by id_turma`.execute(db);
  await sql`insert into painel_unidade_contagem (id_unidade, n)
            select id_unidade, count(*) from painel_unidade group by id_unidade`.execute(db);
  if (dialectOf(db) === 'postgres') await triggersPostgres(db);
  else await triggersSqlite(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    for (const [funcao, tabela] of FUNCOES_PG) {
      await sql.raw(`drop trigger if exists ${funcao} on ${tabela}`).execute(db);
      await sql.raw(`drop function if exists ${funcao}()`).execute(db);
    }
  } else {
    for (const t of [
      'painel_aluno_ai',
      'painel_aluno_au',
      'painel_aluno_ad',
      'painel_pessoa_au',
      'painel_endereco_au',
      'painel_vinculo_ai',
      'painel_vinculo_ad',
      'painel_vinculo_au',
      'painel_turma_au',
      'painel_contagem_ai',
      'painel_contagem_ad',
      'painel_contagem_au',
      'painel_unidade_ai',
      'painel_unidade_ad',
    ]) {
      await sql.raw(`drop trigger if exists ${t}`).execute(db);
    }
  }
  await db.schema.dropIndex('pessoa_cpf_ix').execute();
  await db.schema.dropIndex('aluno_dt_inicio_ix').execute();
  for (const t of [
    'painel_turma',
    'painel_unidade_contagem',
    'painel_unidade',
    'painel_contagem',
    'painel_aluno',
  ])
    await db.schema.dropTable(t).execute();
}
