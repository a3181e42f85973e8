// A student's discounts: bolsa %, irmãos %, outro centavos, each with its reason, who set
// it and when (applied in the order of #shared/rules/financeiro-valores.ts). They apply to
// charges issued afterwards; an issued charge keeps its lines.

import type { Executor } from '#server/db/executor.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import { instanteIso } from '#shared/rules/datas.ts';
import { bolsaIntegral } from '#shared/rules/financeiro-valores.ts';
import type { Descontos, DescontosInput } from '#shared/schemas/financeiro.ts';

const TIPOS = ['bolsa', 'irmaos', 'outro'] as const;

export async function lerDescontos(
  db: Executor,
  id_aluno: number,
): Promise<Resultado<{ descontos: Descontos }, 'aluno_nao_encontrado'>> {
  const aluno = await db
    .selectFrom('aluno')
    .select('id_aluno')
    .where('id_aluno', '=', id_aluno)
    .executeTakeFirst();
  if (!aluno) return falha('aluno_nao_encontrado');
  const rows = await db
    .selectFrom('financeiro_desconto as d')
    .leftJoin('pessoa as p', 'p.id_pessoa', 'd.id_autor')
    .select(['d.tipo', 'd.valor', 'd.motivo', 'd.definido_em', 'p.nome_pessoa as autor'])
    .where('d.id_aluno', '=', id_aluno)
    .execute();
  const de = (t: (typeof TIPOS)[number]) => rows.find((r) => r.tipo === t);
  const bolsa = de('bolsa');
  const irmaos = de('irmaos');
  const outro = de('outro');
  const definido = (r: typeof bolsa) =>
    r ? { autor: r.autor ?? null, em: instanteIso(r.definido_em) } : null;
  const d = {
    id_aluno,
    bolsa_percentual: bolsa?.valor ?? 0,
    bolsa_motivo: bolsa?.motivo ?? null,
    bolsa_definido: definido(bolsa),
    irmaos_percentual: irmaos?.valor ?? 0,
    irmaos_motivo: irmaos?.motivo ?? null,
    irmaos_definido: definido(irmaos),
    outro_valor: outro?.valor ?? 0,
    outro_motivo: outro?.motivo ?? null,
    outro_definido: definido(outro),
  };
  return ok({ descontos: { ...d, integral: bolsaIntegral(d) } });
}

/** Sets the discounts; a changed one records who and when, a zero one is removed. */
export async function gravarDescontos(
  db: Executor,
  quem: Autoria,
  id_aluno: number,
  novo: DescontosInput,
): Promise<Resultado<{ descontos: Descontos }, 'aluno_nao_encontrado'>> {
  return db.transaction().execute(async (tx) => {
    const atual = await lerDescontos(tx, id_aluno);
    if (!atual.ok) return atual;
    const valores = {
      bolsa: [novo.bolsa_percentual, novo.bolsa_motivo ?? null],
      irmaos: [novo.irmaos_percentual, novo.irmaos_motivo ?? null],
      outro: [novo.outro_valor, novo.outro_motivo ?? null],
    } as const;
    const antes = atual.descontos;
    const mudou: string[] = [];
    for (const tipo of TIPOS) {
      const [valor, motivo] = valores[tipo];
      const valorAntes = tipo === 'outro' ? antes.outro_valor : antes[`${tipo}_percentual`];
      if (valor === valorAntes && (valor === 0 || motivo === antes[`${tipo}_motivo`])) continue;
      mudou.push(`${tipo} ${valor}`);
      await tx
        .deleteFrom('financeiro_desconto')
        .where('id_aluno', '=', id_aluno)
        .where('tipo', '=', tipo)
        .execute();
      if (valor > 0)
        await tx
          .insertInto('financeiro_desconto')
          .values({
            id_aluno,
            tipo,
            valor,
            motivo: motivo ?? '',
            id_autor: quem.id_autor,
            definido_em: Date.now(),
          })
          .execute();
    }
    if (mudou.length)
      await registrarAuditoria(tx, quem, {
        acao: 'financeiro_desconto',
        id_pessoa: id_aluno,
        detalhe: mudou.join(', '),
      });
    return lerDescontos(tx, id_aluno);
  });
}
