// Billing's settings (the Pix key, the late-fee rule, how early charges are issued) and
// the prices with their history.
import type { Executor } from '#server/db/executor.ts';
import type { Autoria } from '#server/repositories/auditoria.ts';
import { lerClube } from '#server/repositories/clube.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import { TIPOS_PLANO, type TipoPlano } from '#shared/constants.ts';
import { hojeNoFuso, instanteIso } from '#shared/rules/datas.ts';
import { centesimosDePercentual, percentualDeCentesimos } from '#shared/rules/financeiro-valores.ts';
import { nomePixDoClube } from '#shared/rules/pix-nome.ts';
import {
  ANTECEDENCIA_PADRAO,
  type Configuracao,
  type ConfiguracaoInput,
  type Precos,
  type PrecosInput,
  type PrecoUnidade,
  type PrecoUnidadeInput,
} from '#shared/schemas/financeiro.ts';

/** The settings row as the issuing job and the charges use it; null until first saved. */
export async function lerRegras(db: Executor) {
  return (
    (await db.selectFrom('financeiro_configuracao').selectAll().where('id', '=', 1).executeTakeFirst()) ??
    null
  );
}
export type Regras = NonNullable<Awaited<ReturnType<typeof lerRegras>>>;

export async function lerConfiguracao(db: Executor): Promise<Configuracao> {
  const r = await lerRegras(db);
  return {
    configurada: r !== null,
    pix_tipo: r?.pix_tipo ?? null,
    pix_chave: r?.pix_chave ?? null,
    pix_nome: r?.pix_nome ?? null,
    pix_cidade: r?.pix_cidade ?? null,
    multa_percentual: percentualDeCentesimos(r?.multa_centesimos ?? 0),
    juros_percentual_mes: percentualDeCentesimos(r?.juros_centesimos_mes ?? 0),
    dias_antecedencia: r?.dias_antecedencia ?? ANTECEDENCIA_PADRAO,
    cobranca_desde: r?.cobranca_desde ?? null,
  };
}

/** Saves the settings; the first save marks the club day billing starts. Applies to charges issued afterwards. */
export async function gravarConfiguracao(
  db: Executor,
  quem: Autoria,
  dados: ConfiguracaoInput,
  fuso: string,
): Promise<Configuracao> {
  const valores = {
    pix_tipo: dados.pix_tipo,
    pix_chave: dados.pix_chave,
    pix_nome: dados.pix_nome ?? nomePixDoClube((await lerClube(db)).nome),
    pix_cidade: dados.pix_cidade,
    multa_centesimos: centesimosDePercentual(dados.multa_percentual),
    juros_centesimos_mes: centesimosDePercentual(dados.juros_percentual_mes),
    dias_antecedencia: dados.dias_antecedencia,
    atualizada_em: Date.now(),
    id_autor: quem.id_autor,
  };
  await db
    .insertInto('financeiro_configuracao')
    .values({ id: 1, ...valores, cobranca_desde: hojeNoFuso(fuso) })
    .onConflict((oc) => oc.column('id').doUpdateSet(valores))
    .execute();
  return lerConfiguracao(db);
}

/** The newest row of each (id_unidade, plano): the prices in force. */
async function vigentes(db: Executor) {
  const ultimos = db
    .selectFrom('financeiro_preco')
    .select((eb) => eb.fn.max('id_preco').as('id'))
    .groupBy(['id_unidade', 'plano']);
  return db
    .selectFrom('financeiro_preco as p')
    .innerJoin(ultimos.as('u'), 'u.id', 'p.id_preco')
    .select(['p.id_unidade', 'p.plano', 'p.valor'])
    .execute();
}

const vazio = (): Precos => ({ mensal: null, semestral: null, anual: null });

/** The prices in force: the club's and each unit's override. */
export async function tabelaDePrecos(db: Executor) {
  const clube = vazio();
  const unidades = new Map<number, Precos>();
  for (const r of await vigentes(db)) {
    if (r.id_unidade === null) clube[r.plano] = r.valor;
    else {
      const u = unidades.get(r.id_unidade) ?? vazio();
      u[r.plano] = r.valor;
      unidades.set(r.id_unidade, u);
    }
  }
  /** The price a student of this unit (null: no class) is charged for the plan. */
  const preco = (id_unidade: number | null, plano: TipoPlano) =>
    (id_unidade !== null ? unidades.get(id_unidade)?.[plano] : null) ?? clube[plano];
  return { clube, unidades, preco };
}

export async function lerPrecos(db: Executor): Promise<Precos> {
  return (await tabelaDePrecos(db)).clube;
}

/** A new row for each plan whose price changes (the history keeps the old ones). */
async function gravarLinhas(
  db: Executor,
  quem: Autoria,
  id_unidade: number | null,
  atual: Precos,
  novo: Precos,
) {
  const desde = Date.now();
  const linhas = TIPOS_PLANO.filter((p) => atual[p] !== novo[p]).map((plano) => ({
    id_unidade,
    plano,
    valor: novo[plano],
    desde,
    id_autor: quem.id_autor,
  }));
  if (linhas.length) await db.insertInto('financeiro_preco').values(linhas).execute();
}

export async function gravarPrecos(db: Executor, quem: Autoria, novo: PrecosInput): Promise<Precos> {
  return db.transaction().execute(async (tx) => {
    await gravarLinhas(tx, quem, null, (await tabelaDePrecos(tx)).clube, novo);
    return lerPrecos(tx);
  });
}

export async function lerPrecosUnidade(
  db: Executor,
  id_unidade: number,
): Promise<Resultado<{ precos: PrecoUnidade }, 'unidade_nao_encontrada'>> {
  const unidade = await db
    .selectFrom('unidade')
    .select(['id_unidade', 'nome_unidade'])
    .where('id_unidade', '=', id_unidade)
    .executeTakeFirst();
  if (!unidade) return falha('unidade_nao_encontrada');
  const t = await tabelaDePrecos(db);
  const proprio = t.unidades.get(id_unidade) ?? vazio();
  const efetivo = Object.fromEntries(TIPOS_PLANO.map((p) => [p, t.preco(id_unidade, p)])) as Precos;
  return ok({ precos: { ...unidade, ...proprio, efetivo } });
}

export async function gravarPrecosUnidade(
  db: Executor,
  quem: Autoria,
  id_unidade: number,
  novo: PrecoUnidadeInput,
) {
  return db.transaction().execute(async (tx) => {
    const existe = await tx
      .selectFrom('unidade')
      .select('id_unidade')
      .where('id_unidade', '=', id_unidade)
      .executeTakeFirst();
    if (!existe) return falha('unidade_nao_encontrada' as const);
    const atual = (await tabelaDePrecos(tx)).unidades.get(id_unidade) ?? vazio();
    await gravarLinhas(tx, quem, id_unidade, atual, novo);
    return lerPrecosUnidade(tx, id_unidade);
  });
}

/** The price history of the club (id_unidade absent) or of one unit, newest first. */
export async function historicoDePrecos(db: Executor, id_unidade: number | undefined) {
  let q = db
    .selectFrom('financeiro_preco as p')
    .leftJoin('pessoa as a', 'a.id_pessoa', 'p.id_autor')
    .select(['p.id_preco', 'p.id_unidade', 'p.plano', 'p.valor', 'p.desde', 'a.nome_pessoa as autor'])
    .orderBy('p.id_preco', 'desc')
    .limit(500);
  q =
    id_unidade === undefined ? q.where('p.id_unidade', 'is', null) : q.where('p.id_unidade', '=', id_unidade);
  return (await q.execute()).map((r) => ({ ...r, desde: instanteIso(r.desde) }));
}
