// The sheets of chamadas that exist, kept in memory as the bytes of their JSON answer
// (POST /api/chamada/buscar), per class and date, while the tables the sheet is read
// from are unchanged (docs/decisions/007-data-versions-and-caches.md; on PostgreSQL,
// whichever instance wrote them: decision 016; this cache: decision 025). A hit costs
// no SQL and no JSON work. A miss is the repository's `abrirFolha`, whose answer is
// kept when nothing it read changed meanwhile.
//
// Who may open the sheet is still asked of the class policy on every request, hit or
// miss: the entry holds the class's owner for it.
import { type DataVersions, VersionedCache } from '#server/db/versions.ts';
import { escritaDe } from '#server/serializer.ts';
import { type ChamadaLinha, folhaChamada } from '#shared/schemas/chamada.ts';

/** Every table the sheet statement reads (repository-chamada.ts). */
export const FOLHA_TABLES = [
  'turma',
  'chamada',
  'chamada_aluno',
  'aluno_has_turma',
  'aluno',
  'pessoa',
] as const;

export interface FolhaEntry {
  /** The class's owner, for the class policy. */
  id_professor: number;
  /** The answer's bytes: the sheet's rows written by the route's response schema. */
  body: Buffer;
}

export class FolhaCache {
  #cache: VersionedCache<string, FolhaEntry>;
  #escrever = escritaDe(folhaChamada);

  constructor(versions: DataVersions, max = 2_000) {
    this.#cache = new VersionedCache(versions, FOLHA_TABLES, max);
  }

  /** The cached sheet, or undefined when missing or outdated. Call after the request's `versions.sync()`. */
  peek(id_turma: number, data_c: string): FolhaEntry | undefined {
    return this.#cache.get(`${id_turma} ${data_c}`);
  }

  /** Take it before reading the sheet that `keep` will be given. */
  stamp(): number {
    return this.#cache.stamp();
  }

  /** The entry of a sheet read under `stamp`; kept only if nothing it was read from changed since. */
  keep(id_turma: number, data_c: string, stamp: number, id_professor: number, folha: ChamadaLinha[]) {
    const entry: FolhaEntry = { id_professor, body: Buffer.from(this.#escrever(folha)) };
    this.#cache.set(`${id_turma} ${data_c}`, stamp, entry);
    return entry;
  }
}
