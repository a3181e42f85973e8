// A person's export (GET /api/pessoas/{id}/exportacao): every table of the registry of
// personal data (#server/repositories/dados-pessoais.ts) read for the rows that are the
// person's or mention them, and who accessed the record. The read is itself audited
// ('exportar'), in the same transaction.
import { sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import { type Autoria, lerAuditoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { linhasDaPessoa, tabelasExistentes } from '#server/repositories/dados-pessoais.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import type { Exportacao } from '#shared/schemas/pessoas-dados.ts';

/** The export keeps every access, up to this many (the newest). */
const ACESSOS_MAX = 1000;

type Valor = string | number | null;

/** A stored value as JSON carries it: bigints as numbers, blobs and booleans never reach here. */
function comoValor(v: unknown): Valor {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (typeof v === 'bigint') return Number(v);
  return String(v);
}

export function exportarPessoa(
  db: Executor,
  quem: Autoria,
  id_pessoa: number,
): Promise<Resultado<{ exportacao: Exportacao }, 'inexistente'>> {
  return db.transaction().execute(async (trx) => {
    const pessoa = await trx
      .selectFrom('pessoa')
      .select('nome_pessoa')
      .where('id_pessoa', '=', id_pessoa)
      .executeTakeFirst();
    if (!pessoa) return falha('inexistente');
    await registrarAuditoria(trx, quem, { acao: 'exportar', id_pessoa });

    const secoes: Exportacao['secoes'] = [];
    for (const t of await tabelasExistentes(trx)) {
      const ocultas = Object.entries(t.colunas).flatMap(([c, d]) => (d.exportar === false ? [c] : []));
      const brutas = t.exportar
        ? await t.exportar(trx, id_pessoa)
        : (
            await sql<Record<string, unknown>>`select * from ${sql.table(t.tabela)}
              where ${linhasDaPessoa(t, id_pessoa)}`.execute(trx)
          ).rows;
      const linhas = brutas.map((r) =>
        Object.fromEntries(
          Object.entries(r)
            .filter(([c]) => !ocultas.includes(c))
            .map(([c, v]) => [c, comoValor(v)]),
        ),
      );
      secoes.push({ tabela: t.tabela, titulo: t.titulo, linhas });
    }
    const { items } = await lerAuditoria(trx, { id_pessoa }, { limit: ACESSOS_MAX, offset: 0 });
    return ok({
      exportacao: {
        id_pessoa,
        nome: pessoa.nome_pessoa,
        gerada_em: new Date().toISOString(),
        secoes,
        acessos: items,
      },
    });
  });
}
