// GET /listaralunos/:idturma: per class, the owner and the JSON body already
// serialized, kept in memory while the tables the roster reads are unchanged
// (docs/decisions/007-data-versions-and-caches.md; on PostgreSQL, whichever instance
// wrote them: decision 016). A miss is one statement.
import type { Kysely } from 'kysely';
import { preparedQuery } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables.ts';
import { type DataVersions, VersionedCache } from '#server/db/versions.ts';
import type { alunoDoRoster } from '#shared/schemas/chamada.ts';
import type { z } from '#shared/schemas/fields.ts';

type AlunoDoRoster = z.infer<typeof alunoDoRoster>;

/** Every table the roster statement reads. */
export const ROSTER_TABLES = ['turma', 'aluno_has_turma', 'aluno', 'pessoa'] as const;

export interface RosterEntry {
  /** null: the class does not exist. */
  id_professor: number | null;
  /** The answer's bytes: rows of `alunoDoRoster` as JSON. */
  body: Buffer;
}

type Row = {
  id_professor: number;
  id_aluno: number | null;
  id_pessoa: number | null;
  nome_aluno: string | null;
};

export class RosterCache {
  #cache: VersionedCache<number, RosterEntry>;
  #query: (parameters: unknown[]) => Promise<Row[]>;

  constructor(
    readonly db: Kysely<Database>,
    versions: DataVersions,
    max = 5_000,
  ) {
    this.#cache = new VersionedCache(versions, ROSTER_TABLES, max);
    // The class (for its owner) and its students in one statement, prepared once.
    const query = db
      .selectFrom('turma as t')
      .leftJoin('aluno_has_turma as aht', 'aht.id_turma', 't.id_turma')
      .leftJoin('aluno as a', 'a.id_aluno', 'aht.id_aluno')
      .leftJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
      .select(['t.id_professor', 'a.id_aluno', 'a.id_pessoa', 'p.nome_pessoa as nome_aluno'])
      .where('t.id_turma', '=', 0)
      .orderBy('p.nome_pessoa')
      .orderBy('a.id_aluno')
      .compile();
    this.#query = preparedQuery<Row>(db, 'estocada_lista_turma', query);
  }

  /** The cached entry, or undefined when missing or outdated. No await on a hit. */
  peek(id_turma: number): RosterEntry | undefined {
    return this.#cache.get(id_turma);
  }

  async get(id_turma: number): Promise<RosterEntry> {
    const hit = this.peek(id_turma);
    if (hit) return hit;
    const stamp = this.#cache.stamp();
    const rows = await this.#query([id_turma]);
    const alunos: AlunoDoRoster[] = [];
    for (const r of rows) {
      if (r.id_aluno === null) continue;
      const nome = r.nome_aluno as string;
      alunos.push({
        id_aluno: r.id_aluno,
        nome_aluno: nome,
        id_pessoa: r.id_pessoa as number,
        nome_pessoa: nome,
      });
    }
    const entry: RosterEntry = {
      id_professor: rows.length === 0 ? null : rows[0].id_professor,
      body: Buffer.from(JSON.stringify(alunos)),
    };
    // Kept only if nothing the statement read changed since the stamp was taken.
    this.#cache.set(id_turma, stamp, entry);
    return entry;
  }
}
