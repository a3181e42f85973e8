import { type Kysely, sql } from 'kysely';
import {
  DIAS_PAGAMENTO,
  DIAS_SEMANA,
  GENEROS,
  MAOS,
  TIPOS_ALUNO,
  TIPOS_PLANO,
  TIPOS_UNIDADE,
} from '#shared/constants.ts';
import { oneOf, withId } from './schema-helpers';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('endereco'), 'id_endereco')
    .addColumn('cep', 'varchar(8)', (c) => c.notNull())
    .addColumn('estado', 'varchar(2)', (c) => c.notNull())
    .addColumn('cidade', 'varchar(100)', (c) => c.notNull())
    .addColumn('bairro', 'varchar(100)', (c) => c.notNull())
    .addColumn('rua', 'varchar(150)', (c) => c.notNull())
    .addColumn('numero', 'varchar(10)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('pessoa'), 'id_pessoa')
    .addColumn('nome_pessoa', 'varchar(120)', (c) => c.notNull())
    .addColumn('dt_nasc_pessoa', 'varchar(10)')
    .addColumn('cpf_pessoa', 'varchar(11)')
    .addColumn('rg_pessoa', 'varchar(13)')
    .addColumn('email_pessoa', 'varchar(254)')
    .addColumn('senha_pessoa', 'varchar(255)')
    .addColumn('telefone_pessoa', 'varchar(11)')
    .addColumn('genero', 'varchar(1)')
    .addColumn('id_endereco', 'integer', (c) => c.references('endereco.id_endereco'))
    .addColumn('adm', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('pessoa_genero_ck', oneOf('genero', GENEROS))
    .addCheckConstraint('pessoa_adm_ck', oneOf('adm', [0, 1]))
    .execute();
  // A login e-mail identifies exactly one person among those who can log in.
  await db.schema
    .createIndex('pessoa_email_login_uq')
    .on('pessoa')
    .column('email_pessoa')
    .unique()
    .where(sql.ref('senha_pessoa'), 'is not', null)
    .execute();
  await db.schema.createIndex('pessoa_nome_ix').on('pessoa').column('nome_pessoa').execute();
  await db.schema.createIndex('pessoa_endereco_ix').on('pessoa').column('id_endereco').execute();

  await withId(db, db.schema.createTable('responsavel_aluno'), 'id_responsavel')
    .addColumn('id_pessoa', 'integer', (c) => c.notNull().unique().references('pessoa.id_pessoa'))
    .execute();

  await withId(db, db.schema.createTable('aluno'), 'id_aluno')
    .addColumn('id_pessoa', 'integer', (c) => c.notNull().unique().references('pessoa.id_pessoa'))
    .addColumn('destro_canhoto', 'varchar(1)')
    .addColumn('id_responsavel', 'integer', (c) => c.references('responsavel_aluno.id_responsavel'))
    .addColumn('id_responsavel2', 'integer', (c) => c.references('responsavel_aluno.id_responsavel'))
    .addColumn('dt_inicio', 'varchar(10)', (c) => c.notNull())
    .addColumn('tipo_plano', 'varchar(10)')
    .addColumn('dia_pagamento', 'integer')
    .addColumn('tipo_aluno', 'varchar(10)', (c) => c.notNull())
    .addColumn('contrato', 'varchar(10)')
    .addColumn('contrato_aceito_em', 'bigint')
    .addCheckConstraint('aluno_mao_ck', oneOf('destro_canhoto', MAOS))
    .addCheckConstraint('aluno_plano_ck', oneOf('tipo_plano', TIPOS_PLANO))
    .addCheckConstraint('aluno_dia_pagamento_ck', oneOf('dia_pagamento', DIAS_PAGAMENTO))
    .addCheckConstraint('aluno_tipo_ck', oneOf('tipo_aluno', TIPOS_ALUNO))
    .addCheckConstraint('aluno_contrato_ck', oneOf('contrato', ['clube', 'escola']))
    .execute();
  await db.schema.createIndex('aluno_responsavel_ix').on('aluno').column('id_responsavel').execute();
  await db.schema.createIndex('aluno_responsavel2_ix').on('aluno').column('id_responsavel2').execute();

  await withId(db, db.schema.createTable('professor'), 'id_professor')
    .addColumn('id_pessoa', 'integer', (c) => c.notNull().unique().references('pessoa.id_pessoa'))
    .addColumn('caminho_foto', 'varchar(255)')
    .execute();

  await withId(db, db.schema.createTable('unidade'), 'id_unidade')
    .addColumn('nome_unidade', 'varchar(120)', (c) => c.notNull())
    .addColumn('cnpj_unidade', 'varchar(14)')
    .addColumn('telefone_unidade', 'varchar(11)')
    .addColumn('email_unidade', 'varchar(254)')
    .addColumn('mais_contatos', 'varchar(500)')
    .addColumn('id_endereco', 'integer', (c) => c.references('endereco.id_endereco'))
    .addColumn('tipo', 'varchar(10)', (c) => c.notNull())
    .addCheckConstraint('unidade_tipo_ck', oneOf('tipo', TIPOS_UNIDADE))
    .execute();
  await db.schema.createIndex('unidade_endereco_ix').on('unidade').column('id_endereco').execute();

  await withId(db, db.schema.createTable('turma'), 'id_turma')
    .addColumn('nome_turma', 'varchar(120)', (c) => c.notNull())
    .addColumn('qtd_maxima', 'integer', (c) => c.notNull().check(sql`qtd_maxima > 0`))
    .addColumn('id_professor', 'integer', (c) => c.notNull().references('professor.id_professor'))
    .addColumn('id_unidade', 'integer', (c) => c.notNull().references('unidade.id_unidade'))
    .addColumn('dia_semana', 'varchar(10)', (c) => c.notNull())
    .addColumn('horario', 'varchar(5)', (c) => c.notNull())
    .addCheckConstraint('turma_dia_ck', oneOf('dia_semana', DIAS_SEMANA))
    .execute();
  await db.schema.createIndex('turma_professor_ix').on('turma').column('id_professor').execute();
  await db.schema.createIndex('turma_unidade_ix').on('turma').column('id_unidade').execute();

  await db.schema
    .createTable('aluno_has_turma')
    .addColumn('id_aluno', 'integer', (c) => c.notNull().references('aluno.id_aluno'))
    .addColumn('id_turma', 'integer', (c) => c.notNull().references('turma.id_turma'))
    .addPrimaryKeyConstraint('aluno_has_turma_pk', ['id_aluno', 'id_turma'])
    .execute();
  await db.schema.createIndex('aluno_has_turma_turma_ix').on('aluno_has_turma').column('id_turma').execute();

  await withId(db, db.schema.createTable('chamada'), 'id_chamada')
    .addColumn('id_turma', 'integer', (c) => c.notNull().references('turma.id_turma'))
    .addColumn('data_c', 'varchar(10)', (c) => c.notNull())
    .addColumn('status_c', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('observacao', 'varchar(2000)')
    .addCheckConstraint('chamada_status_ck', oneOf('status_c', [0, 1]))
    .addUniqueConstraint('chamada_turma_data_uq', ['id_turma', 'data_c'])
    .execute();

  await db.schema
    .createTable('chamada_aluno')
    .addColumn('id_chamada', 'integer', (c) => c.notNull().references('chamada.id_chamada'))
    .addColumn('id_aluno', 'integer', (c) => c.notNull().references('aluno.id_aluno'))
    .addColumn('presenca', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('chamada_aluno_pk', ['id_chamada', 'id_aluno'])
    .addCheckConstraint('chamada_aluno_presenca_ck', oneOf('presenca', [0, 1]))
    .execute();
  await db.schema.createIndex('chamada_aluno_aluno_ix').on('chamada_aluno').column('id_aluno').execute();

  await db.schema
    .createTable('sessao')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('id_pessoa', 'integer', (c) => c.notNull().references('pessoa.id_pessoa').onDelete('cascade'))
    .addColumn('criada_em', 'bigint', (c) => c.notNull())
    .addColumn('usada_em', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessao_pessoa_ix').on('sessao').column('id_pessoa').execute();

  await db.schema
    .createTable('tentativa_login')
    .addColumn('chave', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('falhas', 'integer', (c) => c.notNull())
    .addColumn('inicio_janela', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'tentativa_login',
    'sessao',
    'chamada_aluno',
    'chamada',
    'aluno_has_turma',
    'turma',
    'unidade',
    'professor',
    'aluno',
    'responsavel_aluno',
    'pessoa',
    'endereco',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
