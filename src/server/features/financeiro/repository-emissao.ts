// The issuing job: every charge whose due date is at most `dias_antecedencia` days ahead
// (docs/product/finance.md). Idempotent: each student's newest issued due date is kept in
// cobranca_emissao and only later ones are issued; the partial unique index on
// (id_aluno, vencimento) makes two instances issuing at once write each charge once (the
// second insert of a period does nothing). Written in batches, one transaction each: the
// charges, their public links, the students' marks and the audit entries stand together.

import type { Executor } from '#server/db/executor.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { criarLinks } from '#server/repositories/links-publicos.ts';
import type { DiaPagamento, TipoPlano } from '#shared/constants.ts';
import { somarDias } from '#shared/rules/datas.ts';
import { calcularCobranca, type DescontosAluno } from '#shared/rules/financeiro-valores.ts';
import { vencimentosEntre } from '#shared/rules/financeiro-vencimentos.ts';
import { brCode, txidDe } from './pix';
import { lerRegras, type Regras, tabelaDePrecos } from './repository-configuracao';

const LOTE = 500;

/** Each student's discounts, as the charge computation takes them. */
export async function descontosDe(db: Executor, id_aluno?: number): Promise<Map<number, DescontosAluno>> {
  let q = db.selectFrom('financeiro_desconto').select(['id_aluno', 'tipo', 'valor', 'motivo']);
  if (id_aluno !== undefined) q = q.where('id_aluno', '=', id_aluno);
  const mapa = new Map<number, DescontosAluno>();
  for (const r of await q.execute()) {
    const d = mapa.get(r.id_aluno) ?? {
      bolsa_percentual: 0,
      bolsa_motivo: null,
      irmaos_percentual: 0,
      irmaos_motivo: null,
      outro_valor: 0,
      outro_motivo: null,
    };
    if (r.tipo === 'outro') {
      d.outro_valor = r.valor;
      d.outro_motivo = r.motivo;
    } else {
      d[`${r.tipo}_percentual`] = r.valor;
      d[`${r.tipo}_motivo`] = r.motivo;
    }
    mapa.set(r.id_aluno, d);
  }
  return mapa;
}

/** The students who are charged: active, pagante, with a plan and a due day. */
function pagantes(db: Executor, comUnidade: boolean) {
  return db
    .selectFrom('aluno as a')
    .leftJoin('cobranca_emissao as e', 'e.id_aluno', 'a.id_aluno')
    .select(['a.id_aluno', 'a.dt_inicio', 'a.tipo_plano', 'a.dia_pagamento', 'e.ultimo_vencimento'])
    .select((eb) =>
      (comUnidade
        ? eb
            .selectFrom('aluno_has_turma as at')
            .innerJoin('turma as t', 't.id_turma', 'at.id_turma')
            .select('t.id_unidade')
            .whereRef('at.id_aluno', '=', 'a.id_aluno')
            .orderBy('at.id_turma')
            .limit(1)
        : eb.val<number | null>(null)
      ).as('id_unidade'),
    )
    .where('a.tipo_aluno', '=', 'pagante')
    .where('a.inativo_desde', 'is', null)
    .where('a.tipo_plano', 'is not', null)
    .where('a.dia_pagamento', 'is not', null);
}

export interface NovaCobranca {
  id_aluno: number;
  vencimento: string;
  plano: TipoPlano;
  id_unidade: number | null;
  valor_bruto: number;
  valor: number;
  linhas: string;
  txid: string;
  pix_copia_e_cola: string;
  id_anterior?: number;
}

/** The charge of one period as it is frozen now: price in force, discounts, late-fee rule, BR Code. */
export function montarCobranca(
  regras: Regras,
  preco: number,
  descontos: DescontosAluno | null,
  a: { id_aluno: number; vencimento: string; plano: TipoPlano; id_unidade: number | null },
  reemissao = 0,
): NovaCobranca | null {
  const { linhas, valor } = calcularCobranca(preco, descontos);
  if (valor <= 0) return null;
  const txid = txidDe(a.id_aluno, a.vencimento, reemissao);
  return {
    ...a,
    valor_bruto: preco,
    valor,
    linhas: JSON.stringify(linhas),
    txid,
    pix_copia_e_cola: brCode(regras, valor, txid),
  };
}

/** Inserts charges (a period already live is skipped), with their links and audit entries; answers the new ids. */
export async function gravarCobrancas(
  tx: Executor,
  regras: Regras,
  segredo: string,
  quem: Autoria,
  novas: readonly NovaCobranca[],
): Promise<{ id_cobranca: number; id_aluno: number }[]> {
  if (novas.length === 0) return [];
  const emitida_em = Date.now();
  const inseridas = await tx
    .insertInto('cobranca')
    .values(
      novas.map((c) => ({
        ...c,
        competencia: c.vencimento.slice(0, 7),
        multa_centesimos: regras.multa_centesimos,
        juros_centesimos_mes: regras.juros_centesimos_mes,
        emitida_em,
        id_emissor: quem.id_autor,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning(['id_cobranca', 'id_aluno', 'vencimento'])
    .execute();
  await criarLinks(
    tx,
    segredo,
    'cobranca',
    inseridas.map((c) => c.id_cobranca),
  );
  await registrarAuditoria(
    tx,
    quem,
    inseridas.map((c) => ({
      acao: 'financeiro_emissao' as const,
      id_pessoa: c.id_aluno,
      detalhe: `cobranca ${c.id_cobranca} vencimento ${c.vencimento}`,
    })),
  );
  return inseridas;
}

/** Runs the job as of the club day `hoje`; answers how many charges were issued. */
export async function emitirCobrancas(
  db: Executor,
  segredo: string,
  quem: Autoria,
  hoje: string,
): Promise<number> {
  const regras = await lerRegras(db);
  if (!regras) return 0;
  const precos = await tabelaDePrecos(db);
  if (!precos.clube.mensal && !precos.clube.semestral && !precos.clube.anual && precos.unidades.size === 0)
    return 0;
  const descontos = await descontosDe(db);
  const ate = somarDias(hoje, regras.dias_antecedencia);
  const alunos = await pagantes(db, precos.unidades.size > 0).execute();

  // Students in order, each with its new charges and its newest handled due date, written in batches.
  let lote: NovaCobranca[] = [];
  let marcas: (readonly [number, string])[] = [];
  let emitidas = 0;
  const gravar = async () => {
    const [cobrancas, m] = [lote, marcas];
    lote = [];
    marcas = [];
    await db.transaction().execute(async (tx) => {
      emitidas += (await gravarCobrancas(tx, regras, segredo, quem, cobrancas)).length;
      await marcar(tx, m);
    });
  };
  for (const a of alunos) {
    const plano = a.tipo_plano as TipoPlano;
    const id_unidade = a.id_unidade as number | null;
    const depois = a.ultimo_vencimento ? somarDias(a.ultimo_vencimento, 1) : regras.cobranca_desde;
    const de = depois > regras.cobranca_desde ? depois : regras.cobranca_desde;
    if (de > ate) continue;
    let marca: string | null = null;
    for (const vencimento of vencimentosEntre(a.dt_inicio, a.dia_pagamento as DiaPagamento, plano, de, ate)) {
      const preco = precos.preco(id_unidade, plano);
      if (!preco) break;
      const c = montarCobranca(regras, preco, descontos.get(a.id_aluno) ?? null, {
        id_aluno: a.id_aluno,
        vencimento,
        plano,
        id_unidade,
      });
      // A bolsista integral's period counts as handled: removing the bolsa later issues no back charges.
      if (c) lote.push(c);
      marca = vencimento;
    }
    if (marca) marcas.push([a.id_aluno, marca]);
    if (lote.length >= LOTE || marcas.length >= LOTE * 4) await gravar();
  }
  if (lote.length || marcas.length) await gravar();
  return emitidas;
}

/** Keeps each student's newest handled due date (never moved back). */
async function marcar(tx: Executor, marcas: readonly (readonly [number, string])[]) {
  if (marcas.length === 0) return;
  await tx
    .insertInto('cobranca_emissao')
    .values(marcas.map(([id_aluno, ultimo_vencimento]) => ({ id_aluno, ultimo_vencimento })))
    .onConflict((oc) =>
      oc
        .column('id_aluno')
        .doUpdateSet((eb) => ({ ultimo_vencimento: eb.ref('excluded.ultimo_vencimento') }))
        .whereRef('cobranca_emissao.ultimo_vencimento', '<', 'excluded.ultimo_vencimento'),
    )
    .execute();
}
