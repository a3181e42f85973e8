// A complete list as the original client's list calls answer it (docs/compatibility.md): GET
// /api/pessoa, /listartodosalunos … without paging parameters: one JSON array of every row, in id
// order (the id a client finds items by; the original server's table order), streamed. The rows are
// read in keyset parts (the ones after the last id sent, `PARTE` at a time; in key order the reads
// are nearly sequential), each part written by the item schema's compiled writer (serializer.ts: no
// undeclared field leaves the server) and written as the client takes it: the next part is read
// only when the socket has room. Memory holds one part, whatever the table's size, and the database
// is held for one bounded read at a time (SQLite's single connection serves other requests between
// parts). The parts are separate reads, not one snapshot: a row written meanwhile may or may not
// appear, and none appears twice.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { z } from '#shared/schemas/fields.ts';
import { escritaDe } from './serializer';

/**
 * Rows per read: few enough that SQLite's one connection is held a few milliseconds at
 * a time; enough that PostgreSQL's per-statement cost (a plan, a round trip) stays small
 * beside the rows (1 000 made 105 reads of 100 000 students take 1.5 s there).
 */
const PARTE = 4000;

/**
 * Answers the complete list: `ler(apos, n)` gives at most `n` rows whose id is above
 * `apos` (from the start when null), in id order; `chave` is a row's id.
 */
export function enviarListaCompleta<T>(
  reply: FastifyReply,
  item: z.ZodType,
  ler: (apos: number | null, n: number) => Promise<T[]>,
  chave: (row: T) => number,
) {
  const escrever = escritaDe(item);
  async function* partes() {
    yield '[';
    let apos: number | null = null;
    let separador = '';
    for (;;) {
      const rows = await ler(apos, PARTE);
      let texto = '';
      for (const row of rows) {
        texto += separador + escrever(row);
        separador = ',';
      }
      if (texto) yield texto;
      if (rows.length < PARTE) break;
      apos = chave(rows[rows.length - 1]);
    }
    yield ']';
  }
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .send(Readable.from(partes(), { objectMode: false }));
}
