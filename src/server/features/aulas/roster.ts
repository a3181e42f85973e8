// GET /listaralunos/:idturma: per class, the owner and the JSON body already
// serialized, kept in memory while the tables the roster reads are unchanged
// (docs/decisions/007-data-versions-and-caches.md; on PostgreSQL, whichever instance
// wrote them: decision 016). A miss is one statement. Each student's category depends on
// the season, which turns with the club's month: an entry is kept per class and month, and
// the categories' table and season start are among the tables read.
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables.ts';
import { type DataVersions, VersionedCache } from '#server/db/versions.ts';
import type { AlunoDoRoster } from '#shared/schemas/chamada.ts';
import { consultaDoRoster } from './repository-roster';

/** Every table the roster statement reads. */
export const ROSTER_TABLES = [
  'turma',
  'aluno_has_turma',
  'aluno',
  'pessoa',
  'esgrima_categoria',
  'esgrima_temporada',
] as const;

export interface RosterEntry {
  /** null: the class does not exist. */
  id_professor: number | null;
  /** The answer's bytes: rows of `alunoDoRoster` as JSON. */
  body: Buffer;
}

export class RosterCache {
  #cache: VersionedCache<string, RosterEntry>;
  #query: ReturnType<typeof consultaDoRoster>;

  constructor(
    readonly db: Kysely<Database>,
    versions: DataVersions,
    max = 5_000,
  ) {
    this.#cache = new VersionedCache(versions, ROSTER_TABLES, max);
    this.#query = consultaDoRoster(db);
  }

  /** The cached entry on the club's day `hoje`, or undefined when missing or outdated. No await on a hit. */
  peek(id_turma: number, hoje: string): RosterEntry | undefined {
    return this.#cache.get(chave(id_turma, hoje));
  }

  async get(id_turma: number, hoje: string): Promise<RosterEntry> {
    const hit = this.peek(id_turma, hoje);
    if (hit) return hit;
    const stamp = this.#cache.stamp();
    const rows = await this.#query(id_turma, hoje);
    const alunos: AlunoDoRoster[] = [];
    for (const r of rows) {
      if (r.id_aluno === null) continue;
      const nome = r.nome_aluno as string;
      alunos.push({
        id_aluno: r.id_aluno,
        nome_aluno: nome,
        id_pessoa: r.id_pessoa as number,
        nome_pessoa: nome,
        categoria: r.categoria,
      });
    }
    const entry: RosterEntry = {
      id_professor: rows.length === 0 ? null : rows[0].id_professor,
      body: Buffer.from(JSON.stringify(alunos)),
    };
    // Kept only if nothing the statement read changed since the stamp was taken.
    this.#cache.set(chave(id_turma, hoje), stamp, entry);
    return entry;
  }
}

/** A class on a month of the club (the season turns at most once a month). */
const chave = (id_turma: number, hoje: string) => `${id_turma}:${hoje.slice(0, 7)}`;
