// What the one-id migration (2026-11-24-001) must keep: every class's roster, every
// chamada's marks, every class's teacher and every student's guardians, told by
// the persons involved (their id_pessoa, which the migration never changes), with
// a count of every table. Read the same way before and after: the joins go
// through the role tables, whichever numbering they hold.
import { createHash } from 'node:crypto';
import { type Kysely, type RawBuilder, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: read before and after the migration, in either shape
type AnyDb = Kysely<any>;

export interface RetratoIds {
  contagens: Record<string, number>;
  /** sha256 of the lines of each part, and how many lines it had. */
  somas: Record<'turmas' | 'rosters' | 'marcas' | 'alunos', { linhas: number; sha256: string }>;
}

const TABELAS = [
  'pessoa',
  'endereco',
  'responsavel_aluno',
  'aluno',
  'professor',
  'unidade',
  'turma',
  'aluno_has_turma',
  'chamada',
  'chamada_aluno',
  'sessao',
] as const;

/** Lines in a fixed order, hashed as they come: `n` lines and their sha256. */
async function soma(db: AnyDb, consulta: RawBuilder<unknown>) {
  const hash = createHash('sha256');
  const rows = (await consulta.execute(db)).rows as Record<string, unknown>[];
  for (const r of rows)
    hash.update(
      `${Object.values(r)
        .map((v) => (v === null ? '∅' : String(v)))
        .join('|')}\n`,
    );
  return { linhas: rows.length, sha256: hash.digest('hex') };
}

export async function retratoIds(db: AnyDb): Promise<RetratoIds> {
  const contagens: Record<string, number> = {};
  for (const t of TABELAS) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(t)}`.execute(db);
    contagens[t] = Number(rows[0].n);
  }
  const somas = {
    // Each class and the person who teaches it.
    turmas: await soma(
      db,
      sql`select t.id_turma, pr.id_pessoa, t.nome_turma, t.qtd_maxima, t.id_unidade, t.dia_semana, t.horario
            from turma t join professor pr on pr.id_professor = t.id_professor
           order by t.id_turma`,
    ),
    // Each class's roster: the persons in it.
    rosters: await soma(
      db,
      sql`select x.id_turma, a.id_pessoa, x.dt_entrada
            from aluno_has_turma x join aluno a on a.id_aluno = x.id_aluno
           order by x.id_turma, a.id_pessoa`,
    ),
    // Each chamada's marks, by person.
    marcas: await soma(
      db,
      sql`select ca.id_chamada, c.id_turma, c.data_c, c.status_c, a.id_pessoa, ca.presenca
            from chamada_aluno ca
            join chamada c on c.id_chamada = ca.id_chamada
            join aluno a on a.id_aluno = ca.id_aluno
           order by ca.id_chamada, a.id_pessoa`,
    ),
    // Each student with its guardians, by person, and its own fields.
    alunos: await soma(
      db,
      sql`select a.id_pessoa, r1.id_pessoa as r1, r2.id_pessoa as r2, rf.id_pessoa as rf,
                 a.destro_canhoto, a.dt_inicio, a.tipo_plano, a.dia_pagamento, a.tipo_aluno,
                 a.contrato, a.contrato_aceito_em, a.contrato_versao
            from aluno a
            left join responsavel_aluno r1 on r1.id_responsavel = a.id_responsavel
            left join responsavel_aluno r2 on r2.id_responsavel = a.id_responsavel2
            left join responsavel_aluno rf on rf.id_responsavel = a.id_responsavel_financeiro
           order by a.id_pessoa`,
    ),
  };
  return { contagens, somas };
}
