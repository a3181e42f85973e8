// The attendance sheet a teacher opens (POST /api/chamada/buscar): the chamada of a
// class on a date, created on first request (exactly one per (id_turma, data_c)),
// and its rows. The send is in repository-envio.ts.
//
// A chamada is created only for a real class meeting (rules/encontros.ts): never for
// a date after today ('data_futura', no statement at all) nor for a day the class
// does not meet ('sem_aula', nothing written). A chamada that already exists opens
// whatever its weekday: the class met on that day before its weekday changed.
//
// Who may open the sheet is the caller's rule (`AcessoTurma`, from #server/policies):
// this module applies it where the statement needs it (the insert) and answers
// 'acesso_negado' when it does not admit the class, never writing the rule itself.
//
// One statement reads the class's owner, the chamada and the sheet together, and
// nothing is written when the chamada already exists:
// - PostgreSQL: one round trip. The statement also inserts the chamada when it is
//   missing and the rule admits the class (a data-modifying CTE), and builds the
//   sheet from what it inserted. Only when a concurrent request inserted the same
//   chamada first does a second statement read it.
// - SQLite: the read; when the chamada is missing, an insert and the read again.
import { sql } from 'kysely';
import { rawDriver } from '#server/db/connect.ts';
import { dialectOf, type Executor } from '#server/db/executor.ts';
import type { AcessoTurma } from '#server/policies/index.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import type { DiaSemana } from '#shared/constants.ts';
import { diaSemanaDe } from '#shared/rules/datas.ts';
import { recusaDaData } from '#shared/rules/encontros.ts';
import type { ChamadaLinha } from '#shared/schemas/chamada.ts';

export type ResultadoFolha = Resultado<
  { folha: ChamadaLinha[]; id_professor: number },
  'data_futura' | 'turma_inexistente' | 'acesso_negado' | 'sem_aula'
>;

/** One row per student; a class without students gives one row with null student fields. */
type Linha = {
  id_professor: number;
  dia_semana: DiaSemana;
  id_chamada: number | null;
  data_c: string | null;
  status_c: number | null;
  observacao: string | null;
  id_aluno: number | null;
  nome_pessoa: string | null;
  presenca: number | null;
};

/**
 * The sheet's students: an open chamada lists the current roster plus anyone already
 * marked; a finished one lists exactly what was saved. `c` is the chamada (0 or 1
 * row), `t` the class; both dialects share this part of the statement.
 */
const FOLHA = `ids as (
       select ca.id_aluno from chamada_aluno ca join c on ca.id_chamada = c.id_chamada
       union
       select x.id_aluno from aluno_has_turma x join c on c.status_c = 0 join t on x.id_turma = t.id_turma
     )
     select t.id_professor, t.dia_semana, c.id_chamada, c.data_c, c.status_c, c.observacao,
            a.id_aluno, p.nome_pessoa, ca.presenca
       from t
       left join c on 1 = 1
       left join ids on 1 = 1
       left join aluno a on a.id_aluno = ids.id_aluno
       left join pessoa p on p.id_pessoa = a.id_pessoa
       left join chamada_aluno ca on ca.id_chamada = c.id_chamada and ca.id_aluno = a.id_aluno
      order by p.nome_pessoa, a.id_aluno`;

/**
 * PostgreSQL: the class, the existing chamada, the insert when it is missing, the
 * caller's rule admits the class ($3, $4: the condition `AcessoTurma.texto` writes)
 * and the class meets on that weekday ($5), and the sheet. A named prepared
 * statement: planned once per pooled connection; one per condition text (the
 * policy's text is one string, so in practice one statement).
 */
const folhasPg = new Map<string, { name: string; text: string }>();
function folhaPg(acesso: AcessoTurma) {
  const condicao = acesso.texto('$3::boolean', '$4::int', 't.id_professor');
  let statement = folhasPg.get(condicao);
  if (!statement) {
    statement = {
      name: `estocada_abrir_folha_${folhasPg.size}`,
      text: `with t as (
       select id_turma, id_professor, dia_semana from turma where id_turma = $1
     ),
     existente as (
       select id_chamada, data_c, status_c, observacao from chamada where id_turma = $1 and data_c = $2
     ),
     nova as (
       insert into chamada (id_turma, data_c, status_c, observacao)
       select t.id_turma, $2, 0, null from t
        where ${condicao} and t.dia_semana = $5
          and not exists (select 1 from existente)
       on conflict (id_turma, data_c) do nothing
       returning id_chamada, data_c, status_c, observacao
     ),
     c as (select * from existente union all select * from nova),
     ${FOLHA}`,
    };
    folhasPg.set(condicao, statement);
  }
  return statement;
}

/** SQLite: the read only (a plain SELECT for the data versions; the insert is separate). */
const folhaSqlite = (db: Executor, id_turma: number, data_c: string) =>
  sql<Linha>`with t as (
       select id_turma, id_professor, dia_semana from turma where id_turma = ${id_turma}
     ),
     c as (
       select id_chamada, data_c, status_c, observacao from chamada where id_turma = ${id_turma} and data_c = ${data_c}
     ),
     ${sql.raw(FOLHA)}`.execute(db);

/** Reads (and on PostgreSQL creates when missing) the sheet: its rows, empty when the class does not exist. */
async function ler(db: Executor, acesso: AcessoTurma, id_turma: number, data_c: string): Promise<Linha[]> {
  const driver = rawDriver(db);
  if (driver.dialect === 'postgres') {
    const values = [id_turma, data_c, ...acesso.valores, diaSemanaDe(data_c)];
    return (await driver.pool.query<Linha>({ ...folhaPg(acesso), values })).rows;
  }
  return (await folhaSqlite(db, id_turma, data_c)).rows;
}

/**
 * The attendance sheet of a class on a date, its chamada created on first request
 * when the class meets that day and `acesso` admits the class; `hoje` is the club's day.
 */
export async function abrirFolha(
  db: Executor,
  acesso: AcessoTurma,
  id_turma: number,
  data_c: string,
  hoje: string,
): Promise<ResultadoFolha> {
  if (data_c > hoje) return falha('data_futura');
  let linhas = await ler(db, acesso, id_turma, data_c);
  if (linhas.length === 0) return falha('turma_inexistente');
  if (!acesso.permite(linhas[0])) return falha('acesso_negado');
  if (linhas[0].id_chamada === null && recusaDaData(data_c, linhas[0].dia_semana, hoje) !== null) {
    return falha('sem_aula');
  }
  // Missing (SQLite), or inserted a moment ago by a concurrent request (PostgreSQL).
  for (let tentativa = 0; linhas[0].id_chamada === null; tentativa++) {
    if (tentativa === 3) throw new Error(`chamada de ${id_turma} em ${data_c} não pôde ser criada`);
    if (dialectOf(db) === 'sqlite') {
      await db
        .insertInto('chamada')
        .columns(['id_turma', 'data_c', 'status_c', 'observacao'])
        .expression((eb) =>
          eb
            .selectFrom('turma')
            .select((s) => [
              'id_turma',
              s.val(data_c).as('data_c'),
              s.lit(0).as('status_c'),
              s.val(null).as('observacao'),
            ])
            .where('id_turma', '=', id_turma)
            .where('dia_semana', '=', diaSemanaDe(data_c)),
        )
        .onConflict((oc) => oc.columns(['id_turma', 'data_c']).doNothing())
        .execute();
    }
    linhas = await ler(db, acesso, id_turma, data_c);
    if (linhas.length === 0) return falha('turma_inexistente'); // the class was deleted meanwhile
    if (linhas[0].id_chamada === null && linhas[0].dia_semana !== diaSemanaDe(data_c)) {
      return falha('sem_aula'); // its weekday changed meanwhile
    }
  }
  return ok({ folha: paraFolha(linhas), id_professor: linhas[0].id_professor });
}

function paraFolha(linhas: Linha[]): ChamadaLinha[] {
  return linhas.map((l) => ({
    id_chamada: l.id_chamada!,
    data_c: l.data_c!,
    status_c: l.status_c === 1 ? 1 : 0,
    observacao: l.observacao,
    id_aluno: l.id_aluno,
    nome_pessoa: l.nome_pessoa,
    presenca: l.presenca === null ? null : l.presenca === 1 ? 1 : 0,
  }));
}
