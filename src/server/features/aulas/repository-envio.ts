// The attendance send (POST /api/chamada/enviar), the hot write: `enviarChamada`. The
// rules: the class's own teacher or an administrator ('proibida'), every student in
// the class or already on this sheet ('fora_da_turma', nothing written). A chamada not
// sent yet gets status 1, the note, one upserted mark per student, version + 1 and its
// record in chamada_registro (who, when, each mark before → after), all or nothing.
// A Finalizada chamada is read-only here (spec §4): a repeat that changes nothing is
// answered as a no-op, anything else is refused ('finalizada'); administrators correct
// it through repository-correcao.ts. The answer is the finished sheet, built from what
// was just written.
//
// SQLite: one synchronous better-sqlite3 transaction with prepared statements, run
// while holding Kysely's single connection, so it never interleaves with a Kysely
// transaction that is awaiting; sends waiting at the same time share one commit.
// PostgreSQL: one statement (CTEs), one round trip, as a named prepared statement on
// the pool; only a send to a chamada already sent reads it again to compare. The SQLite form bypasses Kysely, so it bumps the data versions itself
// (PostgreSQL has none: decision 009). See docs/decisions/007-data-versions-and-caches.md.
//
// One file of about 300 lines on purpose: the rules, both dialects' forms of them and
// the answer they share are read and changed together.
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { rawDriver } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables.ts';
import type { DataVersions } from '#server/db/versions.ts';
import type { ChamadaLinha } from '#shared/schemas/chamada.ts';

export interface Envio {
  id_chamada: number;
  observacao: string | null;
  alunos: { id_aluno: number; presenca: 0 | 1 }[];
  /** Who sends: administrators may send any class, teachers only their own. */
  adm: boolean;
  id_professor: number | null;
  /** Who sends, for the record: the person and their name. */
  id_pessoa: number;
  autor: string;
  /** When it is sent (epoch ms; default now): kept as the chamada's first send (reports' "late"). */
  agora?: number;
}

export type ResultadoEnvio =
  | { ok: true; folha: ChamadaLinha[] }
  | { ok: false; motivo: 'nao_encontrada' | 'proibida' | 'fora_da_turma' | 'finalizada' };

const WRITES = ['chamada', 'chamada_aluno', 'chamada_registro'] as const;

/** Sends a whole sheet: the SQLite or the PostgreSQL form, one signature for both. */
export function enviarChamada(db: Kysely<Database>, e: Envio): Promise<ResultadoEnvio> {
  const driver = rawDriver(db);
  e = e.agora === undefined ? { ...e, agora: Date.now() } : e;
  return driver.dialect === 'sqlite'
    ? enviarSqlite(db, driver.sqlite, driver.versions, e)
    : enviarPostgres(driver.pool, e);
}

type Linha = { id_aluno: number; nome_pessoa: string; na_turma: number | boolean; presenca: number | null };

function folha(
  id_chamada: number,
  data_c: string,
  observacao: string | null,
  linhas: Linha[],
  enviadas: Map<number, 0 | 1>,
): ChamadaLinha[] {
  return linhas.map((l) => {
    const p = enviadas.get(l.id_aluno) ?? l.presenca;
    return {
      id_chamada,
      data_c,
      status_c: 1,
      observacao,
      id_aluno: l.id_aluno,
      nome_pessoa: l.nome_pessoa,
      presenca: p === null ? null : p === 1 ? 1 : 0,
    };
  });
}

/** A repeat of a sent chamada changes nothing: the same note, and every mark sent is the one stored. */
function nadaMuda(
  linhas: Linha[],
  enviadas: Map<number, 0 | 1>,
  observacao: string | null,
  guardada: string | null,
): boolean {
  if (observacao !== guardada) return false;
  let iguais = 0;
  for (const l of linhas) {
    const p = enviadas.get(l.id_aluno);
    if (p === undefined) continue;
    if (l.presenca === null || Number(l.presenca) !== p) return false;
    iguais++;
  }
  return iguais === enviadas.size;
}

/** Every student sent must be in the class or already marked on this sheet. */
function todosNaFolha(linhas: Linha[], enviadas: Map<number, 0 | 1>): boolean {
  let achados = 0;
  for (const l of linhas) {
    if (enviadas.has(l.id_aluno)) {
      if (!(l.na_turma === 1 || l.na_turma === true || l.presenca !== null)) return false;
      achados++;
    }
  }
  return achados === enviadas.size;
}

// ---- SQLite --------------------------------------------------------------------------

interface SqliteEnvio {
  /** Several sends in one transaction, each inside its own savepoint; a failure stays with its send. */
  lote(envios: Envio[]): (ResultadoEnvio | { erro: unknown })[];
}

function prepararSqlite(sqlite: SQLite.Database): SqliteEnvio {
  const chamada = sqlite.prepare<
    [number],
    { id_turma: number; data_c: string; id_professor: number; status_c: number; observacao: string | null }
  >(
    `select c.id_turma, c.data_c, t.id_professor, c.status_c, c.observacao
       from chamada c join turma t on t.id_turma = c.id_turma
      where c.id_chamada = ?`,
  );
  // The students sent plus anyone already marked on this sheet, by name: the finished sheet.
  const linhas = sqlite.prepare<[string, number, number, number], Linha>(
    `with ids(id_aluno) as (
       select value from json_each(?)
       union
       select id_aluno from chamada_aluno where id_chamada = ?
     )
     select a.id_aluno, p.nome_pessoa,
            exists (select 1 from aluno_has_turma x where x.id_turma = ? and x.id_aluno = a.id_aluno) as na_turma,
            ca.presenca
       from ids
       join aluno a on a.id_aluno = ids.id_aluno
       join pessoa p on p.id_pessoa = a.id_pessoa
       left join chamada_aluno ca on ca.id_chamada = ? and ca.id_aluno = a.id_aluno
      order by p.nome_pessoa, a.id_aluno`,
  );
  const atualizar = sqlite.prepare<[string | null, number, number], { versao: number }>(
    `update chamada set status_c = 1, observacao = ?, enviada_em = coalesce(enviada_em, ?), versao = versao + 1
      where id_chamada = ? and status_c = 0
     returning versao`,
  );
  const registrar = sqlite.prepare<
    [number, number, number, string, number, string | null, string | null, string]
  >(
    `insert into chamada_registro
       (id_chamada, versao, tipo, id_pessoa, autor, feito_em, observacao_antes, observacao_depois, marcas)
     values (?, ?, 'envio', ?, ?, ?, ?, ?, ?)`,
  );
  const marcar = sqlite.prepare<[number, number, number]>(
    `insert into chamada_aluno (id_chamada, id_aluno, presenca) values (?, ?, ?)
     on conflict (id_chamada, id_aluno) do update set presenca = excluded.presenca`,
  );

  const enviar = sqlite.transaction((e: Envio): ResultadoEnvio => {
    const c = chamada.get(e.id_chamada);
    if (!c) return { ok: false, motivo: 'nao_encontrada' };
    if (!e.adm && (e.id_professor === null || c.id_professor !== e.id_professor)) {
      return { ok: false, motivo: 'proibida' };
    }
    const enviadas = new Map<number, 0 | 1>();
    for (const a of e.alunos) enviadas.set(a.id_aluno, a.presenca);
    const ls = linhas.all(JSON.stringify([...enviadas.keys()]), e.id_chamada, c.id_turma, e.id_chamada);
    if (!todosNaFolha(ls, enviadas)) return { ok: false, motivo: 'fora_da_turma' };
    if (c.status_c === 1) {
      return nadaMuda(ls, enviadas, e.observacao, c.observacao)
        ? { ok: true, folha: folha(e.id_chamada, c.data_c, c.observacao, ls, new Map()) }
        : { ok: false, motivo: 'finalizada' };
    }
    const agora = e.agora ?? Date.now();
    const { versao } = atualizar.get(e.observacao, agora, e.id_chamada)!;
    const antes = new Map(ls.map((l) => [l.id_aluno, l.presenca]));
    const mudancas: [number, number | null, 0 | 1][] = [];
    for (const id of [...enviadas.keys()].sort((a, b) => a - b)) {
      const p = enviadas.get(id)!;
      marcar.run(e.id_chamada, id, p);
      const a = antes.get(id) ?? null;
      if (a !== p) mudancas.push([id, a, p]);
    }
    registrar.run(
      e.id_chamada,
      versao,
      e.id_pessoa,
      e.autor,
      agora,
      c.observacao,
      e.observacao,
      JSON.stringify(mudancas),
    );
    return { ok: true, folha: folha(e.id_chamada, c.data_c, e.observacao, ls, enviadas) };
  });

  // Called inside `lote`'s transaction, `enviar` runs as a savepoint.
  const lote = sqlite.transaction((envios: Envio[]) =>
    envios.map((e) => {
      try {
        return enviar(e);
      } catch (erro) {
        return { erro };
      }
    }),
  );
  return { lote: (envios) => lote.immediate(envios) };
}

type Pendente = { e: Envio; resolve: (r: ResultadoEnvio) => void; reject: (err: unknown) => void };

/** Most sends one commit carries; more wait for the next. */
const LOTE_MAX = 64;

/**
 * Group commit: sends that arrive while the connection is busy, or in the same turn of
 * the event loop, share one transaction. Each is answered only after that commit.
 */
class FilaSqlite {
  #fila: Pendente[] = [];
  #agendada = false;

  constructor(
    readonly db: Kysely<Database>,
    readonly envio: SqliteEnvio,
    readonly versions: DataVersions,
  ) {}

  enviar(e: Envio): Promise<ResultadoEnvio> {
    return new Promise((resolve, reject) => {
      this.#fila.push({ e, resolve, reject });
      this.#agendar();
    });
  }

  #agendar() {
    if (this.#agendada || this.#fila.length === 0) return;
    this.#agendada = true;
    setImmediate(() => void this.#esvaziar());
  }

  async #esvaziar() {
    let lote: Pendente[] = [];
    let tomou = false;
    try {
      // Holding Kysely's connection (its mutex): no Kysely transaction is open while
      // this runs. The executor's provider, unlike db.connection(), builds no Kysely.
      await this.db.getExecutor().provideConnection(async () => {
        // Taken only now, so sends that arrived while waiting for the connection join in.
        lote = this.#fila.splice(0, LOTE_MAX);
        this.#agendada = false;
        tomou = true;
        let resultados: ReturnType<SqliteEnvio['lote']>;
        try {
          resultados = this.envio.lote(lote.map((p) => p.e));
        } finally {
          // Written outside Kysely, so the driver did not see it.
          this.versions.bump(WRITES);
        }
        lote.forEach((p, i) => {
          const r = resultados[i];
          if ('erro' in r) p.reject(r.erro);
          else p.resolve(r);
        });
        lote = [];
      });
    } catch (err) {
      if (!tomou) {
        // The connection never came: fail what was waiting for this turn.
        lote = this.#fila.splice(0);
        this.#agendada = false;
      }
      for (const p of lote) p.reject(err);
    }
    this.#agendar();
  }
}

const filas = new WeakMap<SQLite.Database, FilaSqlite>();

/** @deprecated outside this file: call `enviarChamada` (routes.ts still uses it through envio.ts). */
function enviarSqlite(
  db: Kysely<Database>,
  sqlite: SQLite.Database,
  versions: DataVersions,
  e: Envio,
): Promise<ResultadoEnvio> {
  let fila = filas.get(sqlite);
  if (!fila) {
    fila = new FilaSqlite(db, prepararSqlite(sqlite), versions);
    filas.set(sqlite, fila);
  }
  return fila.enviar(e);
}

// ---- PostgreSQL ----------------------------------------------------------------------

/**
 * One statement: the checks, the update, the upsert and the record run only when the
 * caller may send, every student belongs on the sheet and the chamada is not sent yet
 * (status 0, checked again by the update itself). The update takes the chamada's row
 * lock before any mark is written (the insert reads its output), so concurrent sends
 * of one sheet queue on that row and never deadlock on the marks; the one that
 * finds it sent already updates nothing and is compared afterwards (`repeticao`).
 * The record's "before" marks are the statement's snapshot, taken before the upsert.
 */
const ENVIO_PG = {
  // A named prepared statement: parsed and planned once per pooled connection.
  name: 'estocada_enviar_chamada',
  text: `with c as (
       select c.id_turma, c.data_c, c.observacao, t.id_professor
         from chamada c join turma t on t.id_turma = c.id_turma
        where c.id_chamada = $1
     ),
     env as (
       select e.id_aluno, e.presenca from unnest($2::int[], $3::int[]) as e(id_aluno, presenca)
     ),
     linhas as (
       select a.id_aluno, p.nome_pessoa, ca.presenca,
              exists (select 1 from aluno_has_turma x join c on x.id_turma = c.id_turma
                       where x.id_aluno = a.id_aluno) as na_turma
         from (select id_aluno from env union select id_aluno from chamada_aluno where id_chamada = $1) ids
         join aluno a on a.id_aluno = ids.id_aluno
         join pessoa p on p.id_pessoa = a.id_pessoa
         left join chamada_aluno ca on ca.id_chamada = $1 and ca.id_aluno = a.id_aluno
     ),
     ok as (
       select exists (select 1 from c where $4::boolean or c.id_professor = $5::int) as permitido,
              not exists (select 1 from env e where not exists (
                select 1 from linhas l where l.id_aluno = e.id_aluno and (l.na_turma or l.presenca is not null)
              )) as na_folha
     ),
     upd as (
       update chamada x
          set status_c = 1, observacao = $6, enviada_em = coalesce(enviada_em, $7::bigint), versao = x.versao + 1
        where id_chamada = $1 and status_c = 0 and (select permitido and na_folha from ok)
       returning id_chamada, versao
     ),
     ins as (
       insert into chamada_aluno (id_chamada, id_aluno, presenca)
       select u.id_chamada, e.id_aluno, e.presenca from upd u cross join env e order by e.id_aluno
       on conflict (id_chamada, id_aluno) do update set presenca = excluded.presenca
       returning 1
     ),
     reg as (
       insert into chamada_registro
         (id_chamada, versao, tipo, id_pessoa, autor, feito_em, observacao_antes, observacao_depois, marcas)
       select u.id_chamada, u.versao, 'envio', $8::int, $9, $7::bigint,
              (select observacao from c), $6,
              (select coalesce(json_agg(json_build_array(e.id_aluno, ca.presenca, e.presenca) order by e.id_aluno)
                                 filter (where ca.presenca is distinct from e.presenca), '[]')::text
                 from env e left join chamada_aluno ca on ca.id_chamada = $1 and ca.id_aluno = e.id_aluno)
         from upd u
       returning 1
     )
     select c.data_c, ok.permitido, ok.na_folha, (select count(*) from upd) as atualizada,
            (select count(*) from ins) + (select count(*) from reg) as gravadas,
            l.id_aluno, l.nome_pessoa, l.presenca, l.na_turma
       from ok
       left join c on true
       left join linhas l on ok.permitido and ok.na_folha
      order by l.nome_pessoa, l.id_aluno`,
};

type LinhaPg = Linha & {
  data_c: string | null;
  permitido: boolean;
  na_folha: boolean;
  atualizada: number;
  gravadas: number;
};

/** A send to a chamada already sent: the stored sheet, read after any send that got there first. */
const RELEITURA_PG = {
  name: 'estocada_reler_chamada',
  text: `select c.data_c, c.status_c, c.observacao, a.id_aluno, p.nome_pessoa, ca.presenca, true as na_turma
       from chamada c
       left join chamada_aluno ca on ca.id_chamada = c.id_chamada
       left join aluno a on a.id_aluno = ca.id_aluno
       left join pessoa p on p.id_pessoa = a.id_pessoa
      where c.id_chamada = $1
      order by p.nome_pessoa, a.id_aluno`,
};

type LinhaReler = Linha & { data_c: string; status_c: number; observacao: string | null };

/** No-op when the repeat changes nothing, else 'finalizada'. */
async function repeticao(pool: pg.Pool, e: Envio, enviadas: Map<number, 0 | 1>): Promise<ResultadoEnvio> {
  const { rows } = await pool.query<LinhaReler>({ ...RELEITURA_PG, values: [e.id_chamada] });
  const head = rows[0];
  if (!head) return { ok: false, motivo: 'nao_encontrada' };
  if (head.status_c !== 1)
    throw new Error(`chamada ${e.id_chamada}: envio não gravado e chamada não enviada`);
  const linhas = rows.filter((r) => r.id_aluno !== null);
  if (!nadaMuda(linhas, enviadas, e.observacao, head.observacao)) return { ok: false, motivo: 'finalizada' };
  return { ok: true, folha: folha(e.id_chamada, head.data_c, head.observacao, linhas, new Map()) };
}

/** @deprecated outside this file: call `enviarChamada` (routes.ts still uses it through envio.ts). */
async function enviarPostgres(pool: pg.Pool, e: Envio): Promise<ResultadoEnvio> {
  const enviadas = new Map<number, 0 | 1>();
  for (const a of e.alunos) enviadas.set(a.id_aluno, a.presenca);
  const ids = [...enviadas.keys()];
  const { rows } = await pool.query<LinhaPg>({
    ...ENVIO_PG,
    values: [
      e.id_chamada,
      ids,
      ids.map((id) => enviadas.get(id)),
      e.adm,
      e.id_professor,
      e.observacao,
      e.agora,
      e.id_pessoa,
      e.autor,
    ],
  });
  const head = rows[0];
  if (!head || head.data_c === null) return { ok: false, motivo: 'nao_encontrada' };
  if (!head.permitido) return { ok: false, motivo: 'proibida' };
  if (!head.na_folha) return { ok: false, motivo: 'fora_da_turma' };
  if (Number(head.atualizada) === 0) return repeticao(pool, e, enviadas);
  const linhas = rows.filter((r) => r.id_aluno !== null);
  return { ok: true, folha: folha(e.id_chamada, head.data_c, e.observacao, linhas, enviadas) };
}
