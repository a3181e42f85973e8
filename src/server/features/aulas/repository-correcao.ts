// Corrections and history of a Finalizada chamada: an administrator's
// "Corrigir chamada" (POST /api/chamada/corrigir), the chamada's history (GET
// /api/chamada/:id/historico), and the class page's recent meetings. Not a hot path:
// plain Kysely on both dialects.
//
// A correction names the version it started from (`versao`, read by the history
// together with the marks it shows). It writes only if the chamada is still at that
// version: the update's own WHERE checks it, so of two concurrent corrections one
// updates and the other updates nothing and is told so ('conflito'); on PostgreSQL
// the second waits for the first's row lock and then finds the new version.
import { sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import type { DiaSemana } from '#shared/constants.ts';
import { encontrosRecentes, inicioRecentes } from '#shared/rules/encontros.ts';
import type { ChamadaLinha, Encontro, HistoricoChamada, RegistroChamada } from '#shared/schemas/chamada.ts';
import { pedidosDaChamada } from './repository-pedido';

export interface Correcao {
  id_chamada: number;
  versao: number;
  alunos: { id_aluno: number; presenca: 0 | 1 }[];
  observacao: string | null;
  /** Who corrects: the person and their name, for the record. */
  id_pessoa: number;
  autor: string;
  agora?: number;
}

type ResultadoCorrecao = Resultado<
  { folha: ChamadaLinha[] },
  'chamada_inexistente' | 'nao_enviada' | 'conflito' | 'fora_da_turma'
>;

type Marca = [id_aluno: number, antes: 0 | 1 | null, depois: 0 | 1];

const zeroUm = (v: number | null): 0 | 1 | null => (v === null ? null : v === 1 ? 1 : 0);

/** The sheet as saved: every marked student by name. */
async function folhaSalva(db: Executor, id_chamada: number): Promise<ChamadaLinha[]> {
  const rows = await db
    .selectFrom('chamada as c')
    .innerJoin('chamada_aluno as ca', 'ca.id_chamada', 'c.id_chamada')
    .innerJoin('aluno as a', 'a.id_aluno', 'ca.id_aluno')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
    .select([
      'c.id_chamada',
      'c.data_c',
      'c.status_c',
      'c.observacao',
      'a.id_aluno',
      'p.nome_pessoa',
      'ca.presenca',
    ])
    .where('c.id_chamada', '=', id_chamada)
    .orderBy('p.nome_pessoa')
    .orderBy('a.id_aluno')
    .execute();
  return rows.map((r) => ({ ...r, status_c: r.status_c === 1 ? 1 : 0, presenca: zeroUm(r.presenca) }));
}

/** Applies a correction in one transaction, only on the version it started from. */
export function corrigirChamada(db: Executor, k: Correcao): Promise<ResultadoCorrecao> {
  return db.transaction().execute(async (trx): Promise<ResultadoCorrecao> => {
    const c = await trx
      .selectFrom('chamada')
      .select(['id_turma', 'status_c', 'observacao', 'versao'])
      .where('id_chamada', '=', k.id_chamada)
      .executeTakeFirst();
    if (!c) return falha('chamada_inexistente');
    if (c.status_c !== 1) return falha('nao_enviada');
    if (c.versao !== k.versao) return falha('conflito');

    const ids = k.alunos.map((a) => a.id_aluno);
    const [marcadas, naTurma] = await Promise.all([
      trx
        .selectFrom('chamada_aluno')
        .select(['id_aluno', 'presenca'])
        .where('id_chamada', '=', k.id_chamada)
        .execute(),
      trx
        .selectFrom('aluno_has_turma')
        .select('id_aluno')
        .where('id_turma', '=', c.id_turma)
        .where('id_aluno', 'in', ids)
        .execute(),
    ]);
    const antes = new Map(marcadas.map((m) => [m.id_aluno, zeroUm(m.presenca)]));
    const daTurma = new Set(naTurma.map((x) => x.id_aluno));
    if (!ids.every((id) => antes.has(id) || daTurma.has(id))) return falha('fora_da_turma');

    const mudancas: Marca[] = k.alunos
      .filter((a) => antes.get(a.id_aluno) !== a.presenca)
      .sort((a, b) => a.id_aluno - b.id_aluno)
      .map((a) => [a.id_aluno, antes.get(a.id_aluno) ?? null, a.presenca]);
    // Nothing changes: no write, no record.
    if (mudancas.length === 0 && k.observacao === c.observacao) {
      return ok({ folha: await folhaSalva(trx, k.id_chamada) });
    }

    const atualizada = await trx
      .updateTable('chamada')
      .set({ observacao: k.observacao, versao: sql<number>`versao + 1` })
      .where('id_chamada', '=', k.id_chamada)
      .where('versao', '=', k.versao)
      .returning('versao')
      .executeTakeFirst();
    if (!atualizada) return falha('conflito');
    for (const [id_aluno, , presenca] of mudancas) {
      await trx
        .insertInto('chamada_aluno')
        .values({ id_chamada: k.id_chamada, id_aluno, presenca })
        .onConflict((oc) => oc.columns(['id_chamada', 'id_aluno']).doUpdateSet({ presenca }))
        .execute();
    }
    await trx
      .insertInto('chamada_registro')
      .values({
        id_chamada: k.id_chamada,
        versao: atualizada.versao,
        tipo: 'correcao',
        id_pessoa: k.id_pessoa,
        autor: k.autor,
        feito_em: k.agora ?? Date.now(),
        observacao_antes: c.observacao,
        observacao_depois: k.observacao,
        marcas: JSON.stringify(mudancas),
      })
      .execute();
    return ok({ folha: await folhaSalva(trx, k.id_chamada) });
  });
}

/** The class of a chamada (for the access check) and its date; undefined when the chamada does not exist. */
export async function turmaDaChamada(db: Executor, id_chamada: number) {
  return db
    .selectFrom('chamada as c')
    .innerJoin('turma as t', 't.id_turma', 'c.id_turma')
    .select(['t.id_turma', 't.id_professor', 'c.data_c'])
    .where('c.id_chamada', '=', id_chamada)
    .executeTakeFirst();
}

/**
 * The chamada now and its records, oldest first. Its version and marks come from one
 * statement, so a correction that starts from them names the version they belong to.
 */
export async function historicoChamada(
  db: Executor,
  id_chamada: number,
): Promise<HistoricoChamada | undefined> {
  const [linhas, registros, pedidos] = await Promise.all([
    db
      .selectFrom('chamada as c')
      .leftJoin('chamada_aluno as ca', 'ca.id_chamada', 'c.id_chamada')
      .leftJoin('aluno as a', 'a.id_aluno', 'ca.id_aluno')
      .leftJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
      .select([
        'c.id_chamada',
        'c.id_turma',
        'c.data_c',
        'c.status_c',
        'c.versao',
        'c.observacao',
        'c.feita_em',
        'c.enviada_em',
        'a.id_aluno',
        'p.nome_pessoa',
        'ca.presenca',
      ])
      .where('c.id_chamada', '=', id_chamada)
      .orderBy('p.nome_pessoa')
      .orderBy('a.id_aluno')
      .execute(),
    db
      .selectFrom('chamada_registro')
      .select(['versao', 'tipo', 'autor', 'feito_em', 'observacao_antes', 'observacao_depois', 'marcas'])
      .where('id_chamada', '=', id_chamada)
      .orderBy('versao')
      .execute(),
    pedidosDaChamada(db, id_chamada),
  ]);
  const c = linhas[0];
  if (!c) return undefined;
  const marcasDe = registros.map((r) => JSON.parse(r.marcas) as Marca[]);
  const nomes = await nomesDosAlunos(db, [...new Set(marcasDe.flat().map((m) => m[0]))]);
  return {
    id_chamada: c.id_chamada,
    id_turma: c.id_turma,
    data_c: c.data_c,
    status_c: c.status_c === 1 ? 1 : 0,
    versao: c.versao,
    observacao: c.observacao,
    feita_em: instante(c.feita_em),
    enviada_em: instante(c.enviada_em),
    pedidos,
    alunos: linhas
      .filter((l) => l.id_aluno !== null && l.nome_pessoa !== null && l.presenca !== null)
      .map((l) => ({ id_aluno: l.id_aluno!, nome_pessoa: l.nome_pessoa!, presenca: zeroUm(l.presenca)! })),
    registros: registros.map(
      (r, i): RegistroChamada => ({
        versao: r.versao,
        tipo: r.tipo,
        autor: r.autor,
        feito_em: new Date(Number(r.feito_em)).toISOString(),
        observacao_antes: r.observacao_antes,
        observacao_depois: r.observacao_depois,
        marcas: marcasDe[i].map(([id_aluno, antes, depois]) => ({
          id_aluno,
          nome_pessoa: nomes.get(id_aluno) ?? null,
          antes,
          depois,
        })),
      }),
    ),
  };
}

const instante = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

async function nomesDosAlunos(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('aluno as a')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
    .select(['a.id_aluno', 'p.nome_pessoa'])
    .where('a.id_aluno', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id_aluno, r.nome_pessoa]));
}

/**
 * The class's meetings of the last weeks with their chamada's state, newest first:
 * every day it meets on its weekday up to today, plus any chamada of the window on
 * another day (the class met then, before its weekday changed).
 */
export async function encontrosDaTurma(
  db: Executor,
  turma: { id_turma: number; dia_semana: DiaSemana },
  hoje: string,
): Promise<Encontro[]> {
  const chamadas = await db
    .selectFrom('chamada')
    .select(['id_chamada', 'data_c', 'status_c'])
    .where('id_turma', '=', turma.id_turma)
    .where('data_c', '>=', inicioRecentes(hoje))
    .where('data_c', '<=', hoje)
    .execute();
  const porData = new Map(chamadas.map((c) => [c.data_c, c]));
  const datas = new Set([...encontrosRecentes(turma.dia_semana, hoje), ...porData.keys()]);
  return [...datas]
    .sort((a, b) => b.localeCompare(a))
    .map((data_c): Encontro => {
      const c = porData.get(data_c);
      if (!c) return { data_c, estado: 'nao_aberta', id_chamada: null };
      return { data_c, estado: c.status_c === 1 ? 'finalizada' : 'a_ser_feita', id_chamada: c.id_chamada };
    });
}
