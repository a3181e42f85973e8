// The bell's notifications (docs/decisions/018-notifications.md). Nothing is stored but
// the read marks: every request derives the caller's notifications from the data
// (#server/repositories/pendencias.ts, shared with the home page) and reads the
// caller's marks, so any instance answers the same. Both dialects. What the caller may
// see comes from the handler, asked of #server/policies (`Leitor`).

import type { Executor } from '#server/db/executor.ts';
import type { AcessoTurma } from '#server/policies/index.ts';
import { pedidosPendentes } from '#server/repositories/pedidos-correcao.ts';
import { chamadasPendentes, turmasCheias } from '#server/repositories/pendencias.ts';
import { somarDias } from '#shared/rules/datas.ts';
import {
  chaves,
  DIAS_NOTIFICACOES,
  NOTIFICACOES_LIMITE,
  type Notificacao,
  type Notificacoes,
} from '#shared/schemas/notificacao.ts';

/** Who asks, and what the policies let them see. */
export interface Leitor {
  id_pessoa: number;
  /** The classes whose chamadas not sent are notified: the class rule. */
  turmas: AcessoTurma;
  /** Whether the club's notices (public enrolments, full classes, correction requests) are theirs too. */
  clube: boolean;
}

type SemMarca = Omit<Notificacao, 'lida'>;

/** Rows per statement when marks are written or dropped (well under either dialect's parameter limit). */
const LOTE = 500;
const emLotes = <T>(xs: T[]) =>
  Array.from({ length: Math.ceil(xs.length / LOTE) }, (_, i) => xs.slice(i * LOTE, (i + 1) * LOTE));

/** Students enrolled through the public wizard (without a session) on or after `desde`. */
async function matriculasPublicas(db: Executor, desde: string) {
  return db
    .selectFrom('aluno as a')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
    .select(['a.id_aluno', 'p.nome_pessoa', 'a.dt_inicio'])
    .where('a.dt_inicio', '>=', desde)
    .where('a.matricula_publica', '=', 1)
    .execute();
}

/** Every notification of `quem` today, newest first (unread or not). */
async function derivadas(db: Executor, quem: Leitor, hoje: string): Promise<SemMarca[]> {
  const [pendentes, publicas, cheias, pedidos] = await Promise.all([
    chamadasPendentes(db, hoje, { dias: DIAS_NOTIFICACOES, limite: null, acesso: quem.turmas }),
    quem.clube ? matriculasPublicas(db, somarDias(hoje, -DIAS_NOTIFICACOES)) : [],
    quem.clube
      ? turmasCheias(db, { percentual: 100, limite: null, acesso: quem.turmas }).then((r) => r.itens)
      : [],
    quem.clube ? pedidosPendentes(db) : [],
  ]);
  const todas: SemMarca[] = [
    ...pendentes.itens.map((p) => ({
      chave: chaves.chamada(p.id_turma, p.data_c),
      tipo: 'chamada' as const,
      data: p.data_c,
      id: p.id_turma,
      nome: p.nome_turma,
      alunos: null,
      qtd_maxima: null,
    })),
    ...publicas.map((a) => ({
      chave: chaves.matricula(a.id_aluno),
      tipo: 'matricula' as const,
      data: a.dt_inicio,
      id: a.id_aluno,
      nome: a.nome_pessoa,
      alunos: null,
      qtd_maxima: null,
    })),
    ...cheias.map((t) => ({
      chave: chaves.lotada(t.id_turma),
      tipo: 'lotada' as const,
      data: t.ultima_entrada,
      id: t.id_turma,
      nome: t.nome_turma,
      alunos: t.alunos,
      qtd_maxima: t.qtd_maxima,
    })),
    ...pedidos.map((p) => ({
      chave: chaves.correcao(p.id_pedido),
      tipo: 'correcao' as const,
      data: p.data_c,
      id: p.id_turma,
      nome: p.nome_turma,
      alunos: null,
      qtd_maxima: null,
    })),
  ];
  // Newest first; a full class whose day is unknown last; ties by key, so the order is stable.
  return todas.sort((a, b) => (b.data ?? '').localeCompare(a.data ?? '') || a.chave.localeCompare(b.chave));
}

async function marcasDe(db: Executor, id_pessoa: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('notificacao_lida')
    .select('chave')
    .where('id_pessoa', '=', id_pessoa)
    .execute();
  return new Set(rows.map((r) => r.chave));
}

/** The caller's notifications: the newest NOTIFICACOES_LIMITE, and the unread count over all. */
export async function notificacoesDe(db: Executor, quem: Leitor, hoje: string): Promise<Notificacoes> {
  const [todas, lidas] = await Promise.all([derivadas(db, quem, hoje), marcasDe(db, quem.id_pessoa)]);
  return {
    nao_lidas: todas.filter((n) => !lidas.has(n.chave)).length,
    total: todas.length,
    itens: todas.slice(0, NOTIFICACOES_LIMITE).map((n) => ({ ...n, lida: lidas.has(n.chave) })),
  };
}

/**
 * Marks read those of `pedidas` (every one when null) that are the caller's notifications
 * now; keys of no current notification are ignored. The caller's marks of notifications
 * that no longer exist (a chamada sent, a class no longer full) are dropped, so the
 * table holds at most one row per person and current notification. One transaction.
 */
export async function marcarLidas(
  db: Executor,
  quem: Leitor,
  hoje: string,
  pedidas: readonly string[] | null,
  agora: number,
): Promise<void> {
  const atuais = new Set((await derivadas(db, quem, hoje)).map((n) => n.chave));
  const novas = pedidas === null ? [...atuais] : [...new Set(pedidas)].filter((c) => atuais.has(c));
  await db.transaction().execute(async (trx) => {
    const antigas = [...(await marcasDe(trx, quem.id_pessoa))].filter((c) => !atuais.has(c));
    for (const lote of emLotes(antigas))
      await trx
        .deleteFrom('notificacao_lida')
        .where('id_pessoa', '=', quem.id_pessoa)
        .where('chave', 'in', lote)
        .execute();
    for (const lote of emLotes(novas))
      await trx
        .insertInto('notificacao_lida')
        .values(lote.map((chave) => ({ id_pessoa: quem.id_pessoa, chave, lida_em: agora })))
        .onConflict((oc) => oc.columns(['id_pessoa', 'chave']).doNothing())
        .execute();
  });
}
