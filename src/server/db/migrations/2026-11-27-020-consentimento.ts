// Consent recorded and versioned, and the privacy registers (docs/decisions/027):
//
// - `documento_versao`: every version of the documents people accept (the club's contract,
//   the school programme's terms, the privacy notice) or answer (the optional purposes: image
//   use, sharing with the federation). A version keeps its text or its PDF's SHA-256 and the
//   day it takes effect; versions are never edited, a new text is a new version.
// - `aceite`: one acceptance of one version for one student, by whom (the guardian's person or
//   the adult student), when (server time), through which channel, and the staff member who
//   entered it. Append-only.
//
// A person's record deleted outright (the administration's delete) takes the acceptances
// and answers about or by them along; staff who published, entered or registered something
// leave a null there; a request outlives its subject with the requester's name. Anonymising
// keeps every row, since ids stay ids.
// - `consentimento_finalidade`: one yes/no answer to an optional purpose; a change of mind is
//   a new row, so the history stays whole. Append-only.
// - `pedido_titular`: a data subject's request (access, correction, anonymisation, portability,
//   revocation), who asked, its deadline, status and answer.
// - `incidente`: the register of security incidents, kept at least 5 years (no delete route).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { DOCUMENTOS_INICIAIS } from './2026-11-27-020-consentimento-textos';
import { oneOf, withId } from './schema-helpers';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

const DOCUMENTOS = ['contrato_clube', 'contrato_escola', 'aviso_privacidade', 'uso_imagem', 'federacao'];
const CANAIS = ['assistente_publico', 'secretaria', 'link'];

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('documento_versao'), 'id_documento_versao')
    .addColumn('documento', 'varchar(30)', (c) => c.notNull().check(oneOf('documento', DOCUMENTOS)))
    .addColumn('versao', 'integer', (c) => c.notNull().check(sql`versao >= 1`))
    .addColumn('titulo', 'varchar(120)', (c) => c.notNull())
    .addColumn('texto', 'text')
    .addColumn('pdf_sha256', 'varchar(64)')
    .addColumn('vigente_desde', 'varchar(10)', (c) => c.notNull())
    .addColumn('publicado_em', 'bigint', (c) => c.notNull())
    .addColumn('id_publicador', 'integer', (c) => c.references('pessoa.id_pessoa').onDelete('set null'))
    .addUniqueConstraint('documento_versao_uq', ['documento', 'versao'])
    .addCheckConstraint('documento_versao_conteudo', sql`texto is not null or pdf_sha256 is not null`)
    .execute();

  await withId(db, db.schema.createTable('aceite'), 'id_aceite')
    .addColumn('id_documento_versao', 'integer', (c) =>
      c.notNull().references('documento_versao.id_documento_versao'),
    )
    .addColumn('id_aluno', 'integer', (c) => c.notNull().references('pessoa.id_pessoa').onDelete('cascade'))
    .addColumn('id_aceitante', 'integer', (c) =>
      c.notNull().references('pessoa.id_pessoa').onDelete('cascade'),
    )
    .addColumn('em', 'bigint', (c) => c.notNull())
    .addColumn('canal', 'varchar(20)', (c) => c.notNull().check(oneOf('canal', CANAIS)))
    .addColumn('id_operador', 'integer', (c) => c.references('pessoa.id_pessoa').onDelete('set null'))
    .execute();
  await db.schema.createIndex('aceite_aluno').on('aceite').columns(['id_aluno', 'em']).execute();
  await db.schema.createIndex('aceite_aceitante').on('aceite').column('id_aceitante').execute();

  await withId(db, db.schema.createTable('consentimento_finalidade'), 'id_consentimento')
    .addColumn('id_documento_versao', 'integer', (c) =>
      c.notNull().references('documento_versao.id_documento_versao'),
    )
    .addColumn('id_aluno', 'integer', (c) => c.notNull().references('pessoa.id_pessoa').onDelete('cascade'))
    .addColumn('id_respondente', 'integer', (c) =>
      c.notNull().references('pessoa.id_pessoa').onDelete('cascade'),
    )
    .addColumn('consente', 'integer', (c) => c.notNull().check(sql`consente in (0, 1)`))
    .addColumn('em', 'bigint', (c) => c.notNull())
    .addColumn('canal', 'varchar(20)', (c) => c.notNull().check(oneOf('canal', CANAIS)))
    .addColumn('id_operador', 'integer', (c) => c.references('pessoa.id_pessoa').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('consentimento_finalidade_aluno')
    .on('consentimento_finalidade')
    .columns(['id_aluno', 'em'])
    .execute();
  await db.schema
    .createIndex('consentimento_finalidade_respondente')
    .on('consentimento_finalidade')
    .column('id_respondente')
    .execute();

  await withId(db, db.schema.createTable('pedido_titular'), 'id_pedido')
    .addColumn('id_pessoa', 'integer', (c) => c.references('pessoa.id_pessoa').onDelete('set null'))
    .addColumn('solicitante_nome', 'varchar(120)', (c) => c.notNull())
    .addColumn('solicitante_relacao', 'varchar(20)', (c) =>
      c.notNull().check(oneOf('solicitante_relacao', ['titular', 'responsavel', 'procurador'])),
    )
    .addColumn('tipo', 'varchar(20)', (c) =>
      c.notNull().check(oneOf('tipo', ['acesso', 'correcao', 'anonimizacao', 'portabilidade', 'revogacao'])),
    )
    .addColumn('descricao', 'varchar(2000)')
    .addColumn('recebido_em', 'varchar(10)', (c) => c.notNull())
    .addColumn('prazo', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) =>
      c.notNull().check(oneOf('status', ['aberta', 'em_andamento', 'atendida', 'recusada'])),
    )
    .addColumn('resposta', 'varchar(4000)')
    .addColumn('respondido_em', 'varchar(10)')
    .addColumn('id_registrador', 'integer', (c) => c.references('pessoa.id_pessoa').onDelete('set null'))
    .addColumn('registrado_em', 'bigint', (c) => c.notNull())
    // A closed request carries its answer and the day it was given.
    .addCheckConstraint(
      'pedido_titular_resposta',
      sql`status in ('aberta', 'em_andamento') or (resposta is not null and respondido_em is not null)`,
    )
    .execute();
  await db.schema.createIndex('pedido_titular_pessoa').on('pedido_titular').column('id_pessoa').execute();

  await withId(db, db.schema.createTable('incidente'), 'id_incidente')
    .addColumn('ciencia_em', 'varchar(10)', (c) => c.notNull())
    .addColumn('descricao', 'varchar(4000)', (c) => c.notNull())
    .addColumn('dados_afetados', 'varchar(2000)', (c) => c.notNull())
    .addColumn('pessoas_afetadas', 'integer', (c) => c.notNull().check(sql`pessoas_afetadas >= 0`))
    .addColumn('medidas', 'varchar(4000)', (c) => c.notNull())
    .addColumn('prazo_comunicacao', 'varchar(10)', (c) => c.notNull())
    .addColumn('anpd_comunicada_em', 'varchar(10)')
    .addColumn('titulares_comunicados_em', 'varchar(10)')
    .addColumn('id_registrador', 'integer', (c) => c.references('pessoa.id_pessoa').onDelete('set null'))
    .addColumn('registrado_em', 'bigint', (c) => c.notNull())
    .execute();

  const agora = Date.now();
  await db
    .insertInto('documento_versao')
    .values(
      DOCUMENTOS_INICIAIS.map(([documento, titulo, texto]) => ({
        documento,
        versao: 1,
        titulo,
        texto,
        vigente_desde: '2026-11-22',
        publicado_em: agora,
      })),
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('incidente').execute();
  await db.schema.dropTable('pedido_titular').execute();
  await db.schema.dropTable('consentimento_finalidade').execute();
  await db.schema.dropTable('aceite').execute();
  await db.schema.dropTable('documento_versao').execute();
}
