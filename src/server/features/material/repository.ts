// The armory's items: the list (searched and paged on the server), one item with its
// history, and an item's creation and edit. Loans are in repository-emprestimos.ts.
import { isUniqueViolation } from '#server/db/errors.ts';
import type { Executor } from '#server/db/executor.ts';
import { contarAteLimite, contem, nomeContem, paginarCursor, porChave } from '#server/repositories/listas.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import { instanteIso } from '#shared/rules/datas.ts';
import type {
  MaterialDetalhe,
  MaterialInput,
  MaterialItem,
  MaterialQuery,
} from '#shared/schemas/material.ts';

/** Items with their open loan (if any) and its student's person. */
function itensComEmprestimo(db: Executor) {
  return db
    .selectFrom('material as m')
    .leftJoin('emprestimo_material as e', (j) =>
      j.onRef('e.id_material', '=', 'm.id_material').on('e.devolvido_em', 'is', null),
    )
    .leftJoin('pessoa as p', 'p.id_pessoa', 'e.id_aluno');
}

const COLUNAS = [
  'm.id_material',
  'm.tipo',
  'm.arma',
  'm.tamanho',
  'm.codigo',
  'm.estado',
  'm.observacao',
  'e.id_emprestimo',
  'e.id_aluno',
  'p.nome_pessoa',
  'e.devolver_ate',
] as const;

type Linha = {
  id_material: number;
  tipo: MaterialItem['tipo'];
  arma: MaterialItem['arma'];
  tamanho: string | null;
  codigo: string;
  estado: MaterialItem['estado'];
  observacao: string | null;
  id_emprestimo: number | null;
  id_aluno: number | null;
  nome_pessoa: string | null;
  devolver_ate: string | null;
};

function comoItem({ id_emprestimo, id_aluno, nome_pessoa, devolver_ate, ...m }: Linha): MaterialItem {
  return {
    ...m,
    emprestimo:
      id_emprestimo !== null && id_aluno !== null
        ? { id_emprestimo, id_aluno, nome_aluno: nome_pessoa ?? '', devolver_ate: devolver_ate ?? '' }
        : null,
  };
}

function filtrada(db: Executor, { q, tipo, disponivel }: Pick<MaterialQuery, 'q' | 'tipo' | 'disponivel'>) {
  let base = itensComEmprestimo(db);
  if (tipo) base = base.where('m.tipo', '=', tipo);
  if (disponivel === 1) base = base.where('m.estado', '=', 'bom').where('e.id_emprestimo', 'is', null);
  if (disponivel === 0) base = base.where('e.id_emprestimo', 'is not', null);
  if (q)
    base = base.where((eb) =>
      eb.or([contem('m.codigo', q), contem('m.tamanho', q), nomeContem('p.nome_busca', q)]),
    );
  return base;
}

/** GET /api/material: keyset pages in (codigo, id) order, the count capped. */
export async function listarMaterial(db: Executor, pedido: MaterialQuery) {
  const base = filtrada(db, pedido);
  const pagina = await paginarCursor(
    pedido,
    (l) => porChave(base.select(COLUNAS), 'm.codigo', 'm.id_material', l).execute(),
    (m) => [m.codigo, m.id_material],
    (limite) => contarAteLimite(db, limite, base),
  );
  return { ...pagina, items: pagina.items.map(comoItem) };
}

/** One item with its open loan; undefined when there is no such item. */
async function obterMaterial(db: Executor, id_material: number): Promise<MaterialItem | undefined> {
  const linha = await itensComEmprestimo(db)
    .select(COLUNAS)
    .where('m.id_material', '=', id_material)
    .executeTakeFirst();
  return linha && comoItem(linha);
}

/** The loans an item's history shows: its newest this many. */
const HISTORICO_MAX = 200;

/** GET /api/material/{id}: the item and its loans, newest first, with who lent and received each. */
export async function detalharMaterial(
  db: Executor,
  id_material: number,
): Promise<MaterialDetalhe | undefined> {
  const item = await obterMaterial(db, id_material);
  if (!item) return undefined;
  const linhas = await db
    .selectFrom('emprestimo_material as e')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'e.id_aluno')
    .leftJoin('pessoa as pe', 'pe.id_pessoa', 'e.id_emprestou')
    .leftJoin('pessoa as pr', 'pr.id_pessoa', 'e.id_recebeu')
    .select([
      'e.id_emprestimo',
      'e.id_aluno',
      'p.nome_pessoa as nome_aluno',
      'e.emprestado_em',
      'pe.nome_pessoa as emprestado_por',
      'e.devolver_ate',
      'e.devolvido_em',
      'pr.nome_pessoa as recebido_por',
      'e.estado_devolucao',
    ])
    .where('e.id_material', '=', id_material)
    .orderBy('e.emprestado_em', 'desc')
    .orderBy('e.id_emprestimo', 'desc')
    .limit(HISTORICO_MAX)
    .execute();
  return {
    item,
    historico: linhas.map((l) => ({
      ...l,
      emprestado_em: instanteIso(l.emprestado_em),
      devolvido_em: l.devolvido_em === null ? null : instanteIso(l.devolvido_em),
    })),
  };
}

const valores = (m: MaterialInput) => ({
  tipo: m.tipo,
  arma: m.arma ?? null,
  tamanho: m.tamanho ?? null,
  codigo: m.codigo,
  estado: m.estado,
  observacao: m.observacao ?? null,
});

/** POST /api/material: one item; its code is unique (a constraint too). */
export async function criarMaterial(
  db: Executor,
  m: MaterialInput,
  agora = Date.now(),
): Promise<Resultado<{ id_material: number }, 'codigo_em_uso'>> {
  return db.transaction().execute(async (trx) => {
    if (await codigoDeOutro(trx, m.codigo, null)) return falha('codigo_em_uso');
    try {
      const { id_material } = await trx
        .insertInto('material')
        .values({ ...valores(m), criado_em: agora })
        .returning('id_material')
        .executeTakeFirstOrThrow();
      return ok({ id_material });
    } catch (err) {
      if (isUniqueViolation(err)) return falha('codigo_em_uso');
      throw err;
    }
  });
}

/**
 * PUT /api/material/{id}: the item's fields. An item out on loan keeps its condition until
 * it comes back (the return records it).
 */
export async function atualizarMaterial(
  db: Executor,
  id_material: number,
  m: MaterialInput,
): Promise<Resultado<object, 'inexistente' | 'codigo_em_uso' | 'emprestado_estado'>> {
  return db.transaction().execute(async (trx) => {
    const atual = await obterMaterial(trx, id_material);
    if (!atual) return falha('inexistente');
    if (atual.emprestimo && m.estado !== atual.estado) return falha('emprestado_estado');
    if (await codigoDeOutro(trx, m.codigo, id_material)) return falha('codigo_em_uso');
    try {
      await trx.updateTable('material').set(valores(m)).where('id_material', '=', id_material).execute();
      return ok();
    } catch (err) {
      if (isUniqueViolation(err)) return falha('codigo_em_uso');
      throw err;
    }
  });
}

async function codigoDeOutro(db: Executor, codigo: string, id_material: number | null): Promise<boolean> {
  const outro = await db
    .selectFrom('material')
    .select('id_material')
    .where('codigo', '=', codigo)
    .$if(id_material !== null, (qb) => qb.where('id_material', '<>', id_material!))
    .executeTakeFirst();
  return outro !== undefined;
}
