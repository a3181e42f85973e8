// GET /api/relatorios/frequencia.csv, written as it is read: a UTF-8 BOM and the
// header first (so the first byte leaves at once), then the classes in batches of
// CSV_LOTE (in name order), each batch four short indexed statements
// (repository-grade.ts). Memory holds one batch, however long the period; between
// batches the database serves other requests.
//
// The format is what Excel in pt-BR opens as is: `;` separators, CRLF line ends, dates
// DD/MM/AAAA, rates with a comma decimal. A field with `;`, quotes or a line break is
// quoted; one starting with = + - @ gets a leading apostrophe (no formula runs).

import { sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import { datasNoDia, taxaTexto } from '#shared/rules/frequencia.ts';
import type { Periodo } from './comum';
import { turmasInfo } from './repository-comum';
import { gradesDe, porNome, type TurmaLinha } from './repository-grade';

const CSV_LOTE = 25;
const BOM = '\uFEFF';
const FIM = '\r\n';

export function campoCsv(valor: string): string {
  const v = /^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor;
  return /[;"\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

const linhaCsv = (campos: string[]) => campos.map(campoCsv).join(';') + FIM;

/** The CSV of one class (`turma`) or of every class (`turma` undefined), as text chunks. */
export async function* frequenciaCsv(
  db: Executor,
  turma: TurmaLinha | undefined,
  p: Periodo,
): AsyncGenerator<string> {
  const ateDevida = p.ate < p.hoje ? p.ate : p.hoje;
  let colunas: string[];
  if (turma) {
    const [g] = await gradesDe(db, [turma], p);
    colunas = g.datas.map((d) => d.data);
    yield BOM + cabecalho(false, colunas);
    yield linhas(g, colunas, null);
    return;
  }

  // Every class: the columns are every class date of any class (their weekdays up to
  // today, and any date with a sent chamada), known before the first row.
  const dias = await db.selectFrom('turma').select('dia_semana').distinct().execute();
  const enviadas = await sql<{ data_c: string }>`
    select distinct data_c from chamada
     where data_c >= ${p.de} and data_c <= ${p.ate} and status_c = 1`.execute(db);
  const todas = new Set<string>(enviadas.rows.map((r) => r.data_c));
  for (const { dia_semana } of dias) {
    for (const d of datasNoDia(dia_semana, p.de, ateDevida)) todas.add(d);
  }
  colunas = [...todas].sort();
  yield BOM + cabecalho(true, colunas);

  // The classes in name order (pt-BR, the same on both databases), then in batches.
  const todasTurmas = (await turmasInfo(db).execute()).sort(
    (a, b) => porNome.compare(a.nome_turma, b.nome_turma) || a.id_turma - b.id_turma,
  );
  for (let i = 0; i < todasTurmas.length; i += CSV_LOTE) {
    // A turn of the event loop first: what was written goes out (Node flushes a
    // response's writes on the next tick), and other requests get the database.
    await new Promise((r) => setImmediate(r));
    const grades = await gradesDe(db, todasTurmas.slice(i, i + CSV_LOTE), p);
    for (const g of grades) yield linhas(g, colunas, g.turma.nome_turma);
  }
}

function cabecalho(comTurma: boolean, colunas: string[]): string {
  return linhaCsv([
    ...(comTurma ? [MSG_REL.turma] : []),
    MSG_REL.aluno,
    ...colunas.map(isoParaBr),
    MSG_REL.presencas,
    MSG_REL.faltas,
    MSG_REL.taxa,
  ]);
}

type Grade = Awaited<ReturnType<typeof gradesDe>>[number];

/** The rows of one class, its marks placed under the header's columns (P, F or empty: no escaping). */
function linhas(g: Grade, colunas: string[], turma: string | null): string {
  const posicao = new Map(g.datas.map((d, i) => [d.data, i]));
  const indices = colunas.map((c) => posicao.get(c) ?? -1);
  const prefixo = turma === null ? '' : `${campoCsv(turma)};`;
  let out = '';
  for (const a of g.alunos) {
    let linha = prefixo + campoCsv(a.nome);
    for (const i of indices) {
      const m = i < 0 ? null : a.marcas[i];
      linha += m === 1 ? ';P' : m === 0 ? ';F' : ';';
    }
    out += `${linha};${a.presencas};${a.faltas};${taxaTexto(a.taxa)}${FIM}`;
  }
  return out;
}
