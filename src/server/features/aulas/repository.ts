// SQL of the teaching area: classes of a teacher, rosters, moving students
// between classes, and attendance sheets. Plain functions taking `db` (or a
// transaction); callers decide authorization and turn outcomes into answers.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import { isForeignKeyViolation, isUniqueViolation } from '#server/db/errors.ts';
import type { Database } from '#server/db/tables.ts';
import { DIAS_SEMANA, type DiaSemana } from '#shared/constants.ts';
import type {
  AlunoBusca,
  AlunoDaTurma,
  ChamadaLinha,
  MinhaTurma,
  TurmaDestino,
  TurmaDetalhe,
} from '#shared/schemas/chamada.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The unit's name and full address in one line, as the cards show it. */
export function formatarEndereco(
  nome_unidade: string,
  e: {
    rua: string | null;
    numero: string | null;
    bairro: string | null;
    cidade: string | null;
    estado: string | null;
  },
): string {
  if (!e.rua) return nome_unidade;
  return `${nome_unidade} - ${e.rua}, ${e.numero} - ${e.bairro}, ${e.cidade} - ${e.estado}`;
}

const ordemDia = (d: DiaSemana) => DIAS_SEMANA.indexOf(d);
const porDiaEHora = (a: { dia_semana: DiaSemana; horario: string }, b: typeof a) =>
  ordemDia(a.dia_semana) - ordemDia(b.dia_semana) || a.horario.localeCompare(b.horario);

function turmasComEndereco(db: Db) {
  return db
    .selectFrom('turma as t')
    .innerJoin('unidade as u', 'u.id_unidade', 't.id_unidade')
    .leftJoin('endereco as e', 'e.id_endereco', 'u.id_endereco')
    .select([
      't.id_turma',
      't.nome_turma',
      't.dia_semana',
      't.horario',
      't.qtd_maxima',
      't.id_professor',
      'u.nome_unidade',
      'e.rua',
      'e.numero',
      'e.bairro',
      'e.cidade',
      'e.estado',
    ]);
}

type LinhaTurma = {
  id_turma: number;
  nome_turma: string;
  dia_semana: DiaSemana;
  horario: string;
  qtd_maxima: number;
  nome_unidade: string;
  rua: string | null;
  numero: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
};

const paraMinhaTurma = (r: LinhaTurma): MinhaTurma => ({
  id_turma: r.id_turma,
  nome_turma: r.nome_turma,
  dia_semana: r.dia_semana,
  horario: r.horario,
  endereco_completo: formatarEndereco(r.nome_unidade, r),
  nome_unidade: r.nome_unidade,
  qtd_maxima: r.qtd_maxima,
});

/** Classes of one teacher (id_professor) or, with `todas`, of the whole club; by weekday and time. */
export async function listarMinhasTurmas(
  db: Db,
  opts: { id_professor: number | null; todas: boolean; dia?: DiaSemana },
): Promise<MinhaTurma[]> {
  if (!opts.todas && opts.id_professor === null) return [];
  let q = turmasComEndereco(db);
  if (!opts.todas) q = q.where('t.id_professor', '=', opts.id_professor!);
  if (opts.dia) q = q.where('t.dia_semana', '=', opts.dia);
  const rows = await q.execute();
  return rows.map(paraMinhaTurma).sort(porDiaEHora);
}

/** Who teaches a class and how big it may get; undefined when it does not exist. */
export async function turmaDono(db: Db, id_turma: number) {
  return db
    .selectFrom('turma')
    .select(['id_turma', 'id_professor', 'qtd_maxima'])
    .where('id_turma', '=', id_turma)
    .executeTakeFirst();
}

export async function turmaDetalhe(db: Db, id_turma: number): Promise<TurmaDetalhe | undefined> {
  const row = await turmasComEndereco(db)
    .innerJoin('professor as pr', 'pr.id_professor', 't.id_professor')
    .innerJoin('pessoa as pp', 'pp.id_pessoa', 'pr.id_pessoa')
    .select((eb) => [
      'pp.nome_pessoa as nome_professor',
      eb
        .selectFrom('aluno_has_turma as aht')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('aht.id_turma', '=', 't.id_turma')
        .as('total_alunos'),
    ])
    .where('t.id_turma', '=', id_turma)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...paraMinhaTurma(row),
    total_alunos: Number(row.total_alunos ?? 0),
    nome_professor: row.nome_professor,
  };
}

export async function listarAlunosDaTurma(db: Db, id_turma: number): Promise<AlunoDaTurma[]> {
  return db
    .selectFrom('aluno_has_turma as aht')
    .innerJoin('aluno as a', 'a.id_aluno', 'aht.id_aluno')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
    .select(['a.id_aluno', 'p.nome_pessoa as nome_aluno'])
    .where('aht.id_turma', '=', id_turma)
    .orderBy('p.nome_pessoa')
    .orderBy('a.id_aluno')
    .execute();
}

/**
 * Student search for the add-student picker. Walks pessoa by its name index and
 * stops at `limit`, so a club of 100 000 students answers in one bounded read;
 * digits search by id_aluno (an exact primary-key lookup).
 */
export async function buscarAlunos(
  db: Db,
  opts: { q?: string; limit: number; offset: number; fora_da_turma?: number },
): Promise<AlunoBusca[]> {
  let q = db
    .selectFrom('aluno as a')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
    .select(['a.id_aluno', 'p.nome_pessoa as nome_aluno']);
  const termo = opts.q?.trim();
  if (termo) {
    if (/^\d+$/.test(termo)) {
      q = q.where('a.id_aluno', '=', Number(termo));
    } else {
      const escaped = termo.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
      q = q.where(sql<boolean>`lower(p.nome_pessoa) like ${`%${escaped}%`} escape '\\'`);
    }
  }
  if (opts.fora_da_turma !== undefined) {
    const id_turma = opts.fora_da_turma;
    q = q.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('aluno_has_turma as x')
            .select('x.id_aluno')
            .whereRef('x.id_aluno', '=', 'a.id_aluno')
            .where('x.id_turma', '=', id_turma),
        ),
      ),
    );
  }
  return q.orderBy('p.nome_pessoa').orderBy('a.id_aluno').limit(opts.limit).offset(opts.offset).execute();
}

/** PostgreSQL: take the class rows' locks so capacity checks cannot race. SQLite transactions are serial. */
async function travarTurmas(trx: Transaction<Database>, dialect: Dialect, ids: number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  let q = trx
    .selectFrom('turma')
    .select(['id_turma', 'qtd_maxima', 'id_professor'])
    .where('id_turma', 'in', sorted);
  if (dialect === 'postgres') q = q.orderBy('id_turma').forUpdate();
  return q.execute();
}

async function ocupacao(db: Db, id_turma: number): Promise<number> {
  const row = await db
    .selectFrom('aluno_has_turma')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id_turma', '=', id_turma)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function estaNaTurma(db: Db, id_aluno: number, id_turma: number): Promise<boolean> {
  const row = await db
    .selectFrom('aluno_has_turma')
    .select('id_aluno')
    .where('id_aluno', '=', id_aluno)
    .where('id_turma', '=', id_turma)
    .executeTakeFirst();
  return row !== undefined;
}

export type ResultadoMatricula = 'ok' | 'sem_turma' | 'sem_aluno' | 'lotada' | 'duplicado';

/** Puts a student in a class: one transaction, never past qtd_maxima, never twice. */
export async function adicionarAluno(
  db: Kysely<Database>,
  dialect: Dialect,
  id_aluno: number,
  id_turma: number,
): Promise<ResultadoMatricula> {
  return db.transaction().execute(async (trx) => {
    const [turma] = await travarTurmas(trx, dialect, [id_turma]);
    if (!turma) return 'sem_turma';
    const aluno = await trx
      .selectFrom('aluno')
      .select('id_aluno')
      .where('id_aluno', '=', id_aluno)
      .executeTakeFirst();
    if (!aluno) return 'sem_aluno';
    if (await estaNaTurma(trx, id_aluno, id_turma)) return 'duplicado';
    if ((await ocupacao(trx, id_turma)) >= turma.qtd_maxima) return 'lotada';
    try {
      await trx.insertInto('aluno_has_turma').values({ id_aluno, id_turma }).execute();
    } catch (err) {
      if (isUniqueViolation(err)) return 'duplicado';
      if (isForeignKeyViolation(err)) return 'sem_aluno';
      throw err;
    }
    return 'ok';
  });
}

/** Takes a student out of one class; attendance history stays. Returns how many links went. */
export async function removerAluno(db: Db, id_aluno: number, id_turma: number): Promise<number> {
  const res = await db
    .deleteFrom('aluno_has_turma')
    .where('id_aluno', '=', id_aluno)
    .where('id_turma', '=', id_turma)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

export type ResultadoTransferencia = 'ok' | 'sem_turma' | 'nao_esta' | 'duplicado' | 'lotada';

/** Moves a student from class `de` to class `para` in one transaction. Past chamadas keep their marks. */
export async function transferirAluno(
  db: Kysely<Database>,
  dialect: Dialect,
  input: { id_aluno: number; de: number; para: number },
): Promise<ResultadoTransferencia> {
  return db.transaction().execute(async (trx) => {
    const turmas = await travarTurmas(trx, dialect, [input.de, input.para]);
    const destino = turmas.find((t) => t.id_turma === input.para);
    if (!destino || !turmas.some((t) => t.id_turma === input.de)) return 'sem_turma';
    if (!(await estaNaTurma(trx, input.id_aluno, input.de))) return 'nao_esta';
    if (await estaNaTurma(trx, input.id_aluno, input.para)) return 'duplicado';
    if ((await ocupacao(trx, input.para)) >= destino.qtd_maxima) return 'lotada';
    await removerAluno(trx, input.id_aluno, input.de);
    await trx
      .insertInto('aluno_has_turma')
      .values({ id_aluno: input.id_aluno, id_turma: input.para })
      .execute();
    return 'ok';
  });
}

/**
 * Classes a student of class `de` can move to: every other class (or only the
 * given teacher's), minus those the student is already in, with free places.
 */
export async function turmasDestino(
  db: Db,
  opts: { id_aluno: number; de: number; id_professor: number | null },
): Promise<TurmaDestino[]> {
  let q = db
    .selectFrom('turma as t')
    .innerJoin('unidade as u', 'u.id_unidade', 't.id_unidade')
    .select((eb) => [
      't.id_turma',
      't.nome_turma',
      't.dia_semana',
      't.horario',
      't.qtd_maxima',
      'u.nome_unidade',
      eb
        .selectFrom('aluno_has_turma as aht')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('aht.id_turma', '=', 't.id_turma')
        .as('ocupadas'),
    ])
    .where('t.id_turma', '<>', opts.de)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('aluno_has_turma as x')
            .select('x.id_aluno')
            .whereRef('x.id_turma', '=', 't.id_turma')
            .where('x.id_aluno', '=', opts.id_aluno),
        ),
      ),
    );
  if (opts.id_professor !== null) q = q.where('t.id_professor', '=', opts.id_professor);
  const rows = await q.execute();
  return rows
    .map((r) => {
      const vagas = Math.max(0, r.qtd_maxima - Number(r.ocupadas ?? 0));
      return {
        id_turma: r.id_turma,
        nome_turma: r.nome_turma,
        dia_semana: r.dia_semana,
        horario: r.horario,
        nome_unidade: r.nome_unidade,
        vagas,
        lotada: vagas === 0,
      };
    })
    .sort(porDiaEHora);
}

/** The chamada of a class on a date, created on first request: exactly one per (id_turma, data_c). */
export async function garantirChamada(db: Db, id_turma: number, data_c: string): Promise<number> {
  await db
    .insertInto('chamada')
    .values({ id_turma, data_c, status_c: 0, observacao: null })
    .onConflict((oc) => oc.columns(['id_turma', 'data_c']).doNothing())
    .execute();
  const row = await db
    .selectFrom('chamada')
    .select('id_chamada')
    .where('id_turma', '=', id_turma)
    .where('data_c', '=', data_c)
    .executeTakeFirstOrThrow();
  return row.id_chamada;
}

export async function chamadaComTurma(db: Db, id_chamada: number) {
  return db
    .selectFrom('chamada as c')
    .innerJoin('turma as t', 't.id_turma', 'c.id_turma')
    .select(['c.id_chamada', 'c.id_turma', 'c.status_c', 't.id_professor'])
    .where('c.id_chamada', '=', id_chamada)
    .executeTakeFirst();
}

/**
 * The attendance sheet: one row per student. An open chamada lists the current
 * roster plus anyone already marked; a finished one lists exactly what was saved.
 */
export async function folhaChamada(db: Db, id_chamada: number): Promise<ChamadaLinha[]> {
  const c = await db
    .selectFrom('chamada')
    .select(['id_chamada', 'id_turma', 'data_c', 'status_c', 'observacao'])
    .where('id_chamada', '=', id_chamada)
    .executeTakeFirstOrThrow();
  const status_c: 0 | 1 = c.status_c === 1 ? 1 : 0;
  const alunos = await db
    .selectFrom('aluno as a')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
    .leftJoin('chamada_aluno as ca', (j) =>
      j.onRef('ca.id_aluno', '=', 'a.id_aluno').on('ca.id_chamada', '=', id_chamada),
    )
    .select(['a.id_aluno', 'p.nome_pessoa', 'ca.presenca'])
    .where((eb) => {
      const marcados = eb(
        'a.id_aluno',
        'in',
        eb.selectFrom('chamada_aluno').select('id_aluno').where('id_chamada', '=', id_chamada),
      );
      if (status_c === 1) return marcados;
      return eb.or([
        marcados,
        eb(
          'a.id_aluno',
          'in',
          eb.selectFrom('aluno_has_turma').select('id_aluno').where('id_turma', '=', c.id_turma),
        ),
      ]);
    })
    .orderBy('p.nome_pessoa')
    .orderBy('a.id_aluno')
    .execute();
  const base = { id_chamada: c.id_chamada, data_c: c.data_c, status_c, observacao: c.observacao };
  if (alunos.length === 0) return [{ ...base, id_aluno: null, nome_pessoa: null, presenca: null }];
  return alunos.map((a) => ({
    ...base,
    id_aluno: a.id_aluno,
    nome_pessoa: a.nome_pessoa,
    presenca: a.presenca === null ? null : a.presenca === 1 ? 1 : 0,
  }));
}

export type ResultadoEnvio = 'ok' | 'fora_da_turma';

/**
 * Saves a whole sheet in one transaction: status 1, the note, and one mark per
 * student (upserted, so repeating a send never adds rows). Students neither in
 * the class nor already on this sheet refuse the whole send.
 */
export async function enviarChamada(
  db: Kysely<Database>,
  input: {
    id_chamada: number;
    id_turma: number;
    observacao: string | null;
    alunos: { id_aluno: number; presenca: 0 | 1 }[];
  },
): Promise<ResultadoEnvio> {
  const ids = input.alunos.map((a) => a.id_aluno);
  return db
    .transaction()
    .execute(async (trx) => {
      // Updating the chamada first takes its row lock: concurrent sends of one sheet run one after another.
      await trx
        .updateTable('chamada')
        .set({ status_c: 1, observacao: input.observacao })
        .where('id_chamada', '=', input.id_chamada)
        .execute();
      const naTurma = await trx
        .selectFrom('aluno_has_turma')
        .select('id_aluno')
        .where('id_turma', '=', input.id_turma)
        .where('id_aluno', 'in', ids)
        .execute();
      const jaMarcados = await trx
        .selectFrom('chamada_aluno')
        .select('id_aluno')
        .where('id_chamada', '=', input.id_chamada)
        .where('id_aluno', 'in', ids)
        .execute();
      const permitidos = new Set([...naTurma, ...jaMarcados].map((r) => r.id_aluno));
      if (ids.some((id) => !permitidos.has(id))) {
        // Rolls back the status change above.
        throw new ForaDaTurma();
      }
      const marcas = [...input.alunos]
        .sort((a, b) => a.id_aluno - b.id_aluno)
        .map((a) => ({ id_chamada: input.id_chamada, id_aluno: a.id_aluno, presenca: a.presenca }));
      await trx
        .insertInto('chamada_aluno')
        .values(marcas)
        .onConflict((oc) =>
          oc
            .columns(['id_chamada', 'id_aluno'])
            .doUpdateSet((eb) => ({ presenca: eb.ref('excluded.presenca') })),
        )
        .execute();
      return 'ok' as const;
    })
    .catch((err) => {
      if (err instanceof ForaDaTurma) return 'fora_da_turma' as const;
      throw err;
    });
}

class ForaDaTurma extends Error {}
