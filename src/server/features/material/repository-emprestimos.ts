// Loans of the armory's items: lend, return, the overdue list, what a student holds and
// who of a class holds club gear. At most one open loan per item: checked first, for a
// clear answer, and held by the partial unique index emprestimo_material_aberto, so of two
// desks lending the same item at the same moment one wins and the other is refused.
import { isUniqueViolation } from '#server/db/errors.ts';
import type { Executor } from '#server/db/executor.ts';
import { alunoEResponsaveis } from '#server/repositories/aluno-e-responsaveis.ts';
import { lerClube } from '#server/repositories/clube.ts';
import { contarAteLimite, contem, nomeContem, paginarCursor, porChave } from '#server/repositories/listas.ts';
import { type Falha, falha, ok, type Resultado } from '#server/result.ts';
import { MSG_WHATSAPP_MATERIAL, nomeDoMaterial } from '#shared/messages/material.ts';
import { diasEntre, isoParaBr } from '#shared/rules/datas.ts';
import { linkWhatsapp } from '#shared/rules/whatsapp.ts';
import type { PaginaCursorQuery } from '#shared/schemas/lista.ts';
import type {
  AtrasoItem,
  EmprestimoInput,
  EstadoMaterial,
  MaterialComAluno,
  MaterialDaTurma,
} from '#shared/schemas/material.ts';

/** An item already out: to whom (null when the constraint, not the check, found it). */
type JaEmprestado = Falha<'emprestado'> & { aluno: string | null };
export type RecusaEmprestimo =
  | Falha<'inexistente' | 'em_reparo' | 'baixado' | 'aluno_inexistente' | 'aluno_inativo'>
  | JaEmprestado;

/** POST /api/material/{id}/emprestimo: one open loan of an item in good condition to an active student. */
export function emprestar(
  db: Executor,
  id_material: number,
  pedido: EmprestimoInput,
  id_emprestou: number | null,
  agora = Date.now(),
): Promise<Resultado<{ id_emprestimo: number }, never> | RecusaEmprestimo> {
  return db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom('material as m')
      .leftJoin('emprestimo_material as e', (j) =>
        j.onRef('e.id_material', '=', 'm.id_material').on('e.devolvido_em', 'is', null),
      )
      .leftJoin('pessoa as p', 'p.id_pessoa', 'e.id_aluno')
      .select(['m.estado', 'e.id_emprestimo', 'p.nome_pessoa'])
      .where('m.id_material', '=', id_material)
      .executeTakeFirst();
    if (!item) return falha('inexistente');
    if (item.id_emprestimo !== null) return falha('emprestado', { aluno: item.nome_pessoa });
    if (item.estado === 'reparo') return falha('em_reparo');
    if (item.estado === 'baixado') return falha('baixado');
    const aluno = await trx
      .selectFrom('aluno as a')
      .innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
      .select(['a.inativo_desde', 'p.anonimizada_em'])
      .where('a.id_aluno', '=', pedido.id_aluno)
      .executeTakeFirst();
    if (!aluno) return falha('aluno_inexistente');
    if (aluno.inativo_desde !== null || aluno.anonimizada_em !== null) return falha('aluno_inativo');
    try {
      const { id_emprestimo } = await trx
        .insertInto('emprestimo_material')
        .values({
          id_material,
          id_aluno: pedido.id_aluno,
          id_emprestou,
          emprestado_em: agora,
          devolver_ate: pedido.devolver_ate,
        })
        .returning('id_emprestimo')
        .executeTakeFirstOrThrow();
      return ok({ id_emprestimo });
    } catch (err) {
      if (isUniqueViolation(err)) return falha('emprestado', { aluno: null });
      throw err;
    }
  });
}

/**
 * POST /api/material/{id}/devolucao: closes the open loan with who received it, when and in
 * what condition, and the item takes that condition. Of two returns at once, the second
 * finds nothing open.
 */
export function devolver(
  db: Executor,
  id_material: number,
  estado: EstadoMaterial,
  id_recebeu: number | null,
  agora = Date.now(),
): Promise<Resultado<object, 'inexistente' | 'nao_emprestado'>> {
  return db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom('material')
      .select('id_material')
      .where('id_material', '=', id_material)
      .executeTakeFirst();
    if (!item) return falha('inexistente');
    const r = await trx
      .updateTable('emprestimo_material')
      .set({ devolvido_em: agora, id_recebeu, estado_devolucao: estado })
      .where('id_material', '=', id_material)
      .where('devolvido_em', 'is', null)
      .executeTakeFirst();
    if (r.numUpdatedRows === 0n) return falha('nao_emprestado');
    await trx.updateTable('material').set({ estado }).where('id_material', '=', id_material).execute();
    return ok();
  });
}

/** Open loans with their item: the base of the student's, the class's and the overdue lists. */
function abertos(db: Executor) {
  return db
    .selectFrom('emprestimo_material as e')
    .innerJoin('material as m', 'm.id_material', 'e.id_material')
    .where('e.devolvido_em', 'is', null);
}

const ITEM = [
  'm.id_material',
  'm.tipo',
  'm.arma',
  'm.tamanho',
  'm.codigo',
  'm.estado',
  'e.devolver_ate',
] as const;

/** What one student holds now, by due day. */
export async function materialDoAluno(
  db: Executor,
  id_aluno: number,
  hoje: string,
): Promise<MaterialComAluno[]> {
  const linhas = await abertos(db)
    .select(ITEM)
    .where('e.id_aluno', '=', id_aluno)
    .orderBy('e.devolver_ate')
    .orderBy('m.codigo')
    .execute();
  return linhas.map((l) => ({ ...l, atrasado: l.devolver_ate < hoje }));
}

/** The students now in a class who hold club gear, by name, each with what they hold. */
export async function materialDaTurma(
  db: Executor,
  id_turma: number,
  hoje: string,
): Promise<MaterialDaTurma> {
  const linhas = await abertos(db)
    .innerJoin('aluno_has_turma as at', 'at.id_aluno', 'e.id_aluno')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'e.id_aluno')
    .select([...ITEM, 'e.id_aluno', 'p.nome_pessoa'])
    .where('at.id_turma', '=', id_turma)
    .orderBy('p.nome_pessoa')
    .orderBy('e.id_aluno')
    .orderBy('m.codigo')
    .execute();
  const alunos = new Map<number, MaterialDaTurma[number]>();
  for (const { id_aluno, nome_pessoa, ...l } of linhas) {
    const aluno = alunos.get(id_aluno) ?? { id_aluno, nome_aluno: nome_pessoa, itens: [] };
    aluno.itens.push({ ...l, atrasado: l.devolver_ate < hoje });
    alunos.set(id_aluno, aluno);
  }
  return [...alunos.values()];
}

/** The teachers of a student's current classes (the student's policy); undefined: no such student. */
export async function turmasDoAluno(db: Executor, id_aluno: number) {
  const aluno = await db
    .selectFrom('aluno')
    .select('id_aluno')
    .where('id_aluno', '=', id_aluno)
    .executeTakeFirst();
  if (!aluno) return undefined;
  return db
    .selectFrom('aluno_has_turma as at')
    .innerJoin('turma as t', 't.id_turma', 'at.id_turma')
    .select('t.id_professor')
    .where('at.id_aluno', '=', id_aluno)
    .execute();
}

/** A class's teacher (the class's policy); undefined: no such class. */
export function professorDaTurma(db: Executor, id_turma: number) {
  return db.selectFrom('turma').select('id_professor').where('id_turma', '=', id_turma).executeTakeFirst();
}

/**
 * GET /api/material/atrasados: open loans past their due day, oldest first, each with whom
 * to write to (guardian 1, or the student enrolled without one) and the WhatsApp link.
 */
export async function atrasados(db: Executor, pedido: PaginaCursorQuery, hoje: string) {
  let base = alunoEResponsaveis(db)
    .innerJoin('emprestimo_material as e', 'e.id_aluno', 'a.id_aluno')
    .innerJoin('material as m', 'm.id_material', 'e.id_material')
    .where('e.devolvido_em', 'is', null)
    .where('e.devolver_ate', '<', hoje);
  const q = pedido.q;
  if (q) base = base.where((eb) => eb.or([nomeContem('pa.nome_busca', q), contem('m.codigo', q)]));
  const [pagina, clube] = await Promise.all([
    paginarCursor(
      pedido,
      (l) =>
        porChave(
          base.select([
            ...ITEM,
            'e.id_emprestimo',
            'e.id_aluno',
            'pa.nome_pessoa as nome_aluno',
            'pa.telefone_pessoa as telefone_aluno',
            'p1.nome_pessoa as nome_responsavel',
            'p1.telefone_pessoa as telefone_responsavel',
          ]),
          'e.devolver_ate',
          'e.id_emprestimo',
          l,
        ).execute(),
      (l) => [l.devolver_ate, l.id_emprestimo],
      (limite) => contarAteLimite(db, limite, base),
    ),
    lerClube(db),
  ]);
  const items = pagina.items.map(
    ({ telefone_aluno, nome_responsavel, telefone_responsavel, ...l }): AtrasoItem => {
      const responsavel = nome_responsavel
        ? { nome: nome_responsavel, telefone: telefone_responsavel }
        : { nome: l.nome_aluno, telefone: telefone_aluno };
      const texto = MSG_WHATSAPP_MATERIAL.atraso({
        nome: responsavel.nome,
        aluno: l.nome_aluno,
        clube: clube.nome,
        itens: nomeDoMaterial(l),
        dataBr: isoParaBr(l.devolver_ate),
      });
      return {
        ...l,
        dias_atraso: diasEntre(l.devolver_ate, hoje),
        responsavel,
        whatsapp: linkWhatsapp(responsavel.telefone, texto),
      };
    },
  );
  return { ...pagina, items };
}
