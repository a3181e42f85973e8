// The attendance send on SQLite: one synchronous better-sqlite3 transaction with
// prepared statements, run while holding Kysely's single connection, so it never
// interleaves with a Kysely transaction that is awaiting; sends waiting at the same
// time share one commit (group commit, \`FilaSqlite\`). It bypasses Kysely, so it bumps
// the data versions itself (docs/decisions/007-data-versions-and-caches.md).
import type SQLite from 'better-sqlite3';
import type { Executor } from '#server/db/executor.ts';
import type { DataVersions } from '#server/db/versions.ts';
import { falha, ok } from '#server/result.ts';
import { type Envio, folha, type Linha, nadaMuda, type ResultadoEnvio, todosNaFolha } from './envio-regras';

const WRITES = ['chamada', 'chamada_aluno', 'chamada_registro', 'experimental'] as const;

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
  const atualizar = sqlite.prepare<[string | null, number, number | null, number], { versao: number }>(
    `update chamada set status_c = 1, observacao = ?, enviada_em = coalesce(enviada_em, ?), feita_em = ?, versao = versao + 1
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

  // The trials sent that are on this meeting's sheet (their class and date, not converted or lost).
  const experimentaisNaFolha = sqlite.prepare<[string, number, string], { n: number }>(
    `select count(*) as n from experimental
      where id_experimental in (select value from json_each(?)) and id_turma = ? and data = ?
        and status in ('agendada', 'compareceu', 'faltou')`,
  );
  const marcarExperimental = sqlite.prepare<[string, number, number]>(
    `update experimental set status = ?, atualizada_em = ? where id_experimental = ?`,
  );

  const enviar = sqlite.transaction((e: Envio): ResultadoEnvio => {
    const c = chamada.get(e.id_chamada);
    if (!c) return falha('chamada_inexistente');
    if (!e.acesso.permite(c)) return falha('acesso_negado');
    const enviadas = new Map<number, 0 | 1>();
    for (const a of e.alunos) enviadas.set(a.id_aluno, a.presenca);
    const ls = linhas.all(JSON.stringify([...enviadas.keys()]), e.id_chamada, c.id_turma, e.id_chamada);
    if (!todosNaFolha(ls, enviadas)) return falha('fora_da_turma');
    const experimentais = e.experimentais ?? [];
    if (
      experimentais.length > 0 &&
      experimentaisNaFolha.get(
        JSON.stringify(experimentais.map((x) => x.id_experimental)),
        c.id_turma,
        c.data_c,
      )!.n !== experimentais.length
    )
      return falha('experimental_fora');
    if (c.status_c === 1) {
      return nadaMuda(ls, enviadas, e.observacao, c.observacao)
        ? ok({ folha: folha(e.id_chamada, c.data_c, c.observacao, ls, new Map()) })
        : falha('finalizada');
    }
    const agora = e.agora ?? Date.now();
    const { versao } = atualizar.get(e.observacao, agora, e.feita_em ?? null, e.id_chamada)!;
    const antes = new Map(ls.map((l) => [l.id_aluno, l.presenca]));
    const mudancas: [number, number | null, 0 | 1][] = [];
    for (const id of [...enviadas.keys()].sort((a, b) => a - b)) {
      const p = enviadas.get(id)!;
      marcar.run(e.id_chamada, id, p);
      const a = antes.get(id) ?? null;
      if (a !== p) mudancas.push([id, a, p]);
    }
    for (const x of experimentais)
      marcarExperimental.run(x.presenca === 1 ? 'compareceu' : 'faltou', agora, x.id_experimental);
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
    return ok({ folha: folha(e.id_chamada, c.data_c, e.observacao, ls, enviadas) });
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
    readonly db: Executor,
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

/** One send, queued for the next group commit of this database. */
export function enviarSqlite(
  db: Executor,
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
