// Anonymisation (POST /api/pessoas/{id}/anonimizacao, and in bulk from the retention
// screen): every table of the registry of personal data (#server/repositories/dados-pessoais.ts)
// is treated as its entry says, in one transaction, after every refusal rule of the
// registry has been asked. What stays: the person's id and the records the club must keep
// (attendance, classes, the audit log, finance), no longer tied to an identity.
import { sql } from 'kysely';
import { dialectOf, type Executor } from '#server/db/executor.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { tabelasExistentes } from '#server/repositories/dados-pessoais.ts';
import type { RecusaAnonimizacao, TabelaPessoal } from '#server/repositories/dados-pessoais-tipos.ts';
import { type Falha, falha, type Ok, ok, type Resultado } from '#server/result.ts';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';

export type MotivoAnonimizacao = 'inexistente' | 'ja_anonimizada' | RecusaAnonimizacao;

/** The column's new value for an anonymisation action that writes one (null: leave it). */
function novoValor(acao: string, coluna: string, id_pessoa: number) {
  if (acao === 'apagar') return null;
  if (acao === 'nome') return MSG_AUDITORIA.nomeAnonimizado(id_pessoa);
  // A date reduced to its year: January 1st of it (docs/decisions/028-audit-and-anonymisation.md).
  if (acao === 'ano')
    return sql`case when ${sql.ref(coluna)} is null then null else substr(${sql.ref(coluna)}, 1, 4) || '-01-01' end`;
  return undefined;
}

/** One table's treatment: delete the person's rows, or rewrite the columns its entry names. */
async function anonimizarTabela(trx: Executor, t: TabelaPessoal, id_pessoa: number, enderecos: number[]) {
  const colunas = Object.entries(t.colunas);
  const titular = colunas.find(([, c]) => c.papel === 'titular')?.[0];
  if (t.mencoes) await sql`delete from ${sql.table(t.tabela)} where ${t.mencoes(id_pessoa)}`.execute(trx);
  if (t.excluirLinhas) {
    if (titular)
      await sql`delete from ${sql.table(t.tabela)} where ${sql.ref(titular)} = ${id_pessoa}`.execute(trx);
    return;
  }
  if (t.via) {
    // Rows reached through another table (addresses): deleted once nothing points to them.
    if (enderecos.length === 0) return;
    await sql`delete from ${sql.table(t.tabela)} where ${sql.ref(t.via.chave)} in (${sql.join(enderecos)})
      and not exists (select 1 from pessoa where pessoa.id_endereco = ${sql.ref(`${t.tabela}.${t.via.chave}`)})
      and not exists (select 1 from unidade where unidade.id_endereco = ${sql.ref(`${t.tabela}.${t.via.chave}`)})`.execute(
      trx,
    );
    return;
  }
  const dados = colunas.filter(
    ([, c]) => c.papel === 'dado' && novoValor(c.anonimizar, '', id_pessoa) !== undefined,
  );
  const daPessoa = titular ? sql<boolean>`${sql.ref(titular)} = ${id_pessoa}` : t.daPessoa?.(id_pessoa);
  if (daPessoa && dados.length > 0)
    await sql`update ${sql.table(t.tabela)} set ${sql.join(
      dados.map(([nome, c]) => sql`${sql.ref(nome)} = ${novoValor(c.anonimizar, nome, id_pessoa)}`),
    )} where ${daPessoa}`.execute(trx);
  // A link to another person marked 'apagar' is cut both ways: the person's own rows stop
  // pointing to anyone (an anonymised child names no guardian), and rows pointing to the person
  // stop pointing to them.
  for (const [nome, c] of colunas)
    if (c.papel === 'referencia' && c.anonimizar === 'apagar')
      await sql`update ${sql.table(t.tabela)} set ${sql.ref(nome)} = null
        where ${sql.ref(nome)} = ${id_pessoa}${daPessoa ? sql` or ${daPessoa}` : sql``}`.execute(trx);
}

/** Anonymises one person inside the caller's transaction. */
async function anonimizarNaTransacao(
  trx: Executor,
  quem: Autoria,
  id_pessoa: number,
  agora = Date.now(),
): Promise<Resultado<{ nome: string }, MotivoAnonimizacao>> {
  const pessoa = await trx
    .selectFrom('pessoa')
    .select(['anonimizada_em', 'id_endereco'])
    .where('id_pessoa', '=', id_pessoa)
    .executeTakeFirst();
  if (!pessoa) return falha('inexistente');
  if (pessoa.anonimizada_em !== null) return falha('ja_anonimizada');
  const tabelas = await tabelasExistentes(trx);
  for (const t of tabelas) {
    const motivo = t.recusa ? await t.recusa(trx, id_pessoa) : null;
    if (motivo) return falha(motivo);
  }
  const enderecos = pessoa.id_endereco === null ? [] : [pessoa.id_endereco];
  // The person's row first (its address pointer is cleared), then every other table,
  // addresses last (deleted once no person or unit points to them).
  const ordem = [...tabelas.filter((t) => !t.via), ...tabelas.filter((t) => t.via)];
  for (const t of ordem) await anonimizarTabela(trx, t, id_pessoa, enderecos);
  await trx.updateTable('pessoa').set({ anonimizada_em: agora }).where('id_pessoa', '=', id_pessoa).execute();
  await registrarAuditoria(trx, quem, { acao: 'anonimizar', id_pessoa });
  return ok({ nome: MSG_AUDITORIA.nomeAnonimizado(id_pessoa) });
}

/** POST /api/pessoas/{id}/anonimizacao: one person, one transaction. */
export function anonimizarPessoa(
  db: Executor,
  quem: Autoria,
  id_pessoa: number,
): Promise<Resultado<{ nome: string }, MotivoAnonimizacao>> {
  // Every refusal is asked before the first write, so a refusal has changed nothing.
  return db
    .transaction()
    .execute((trx) => anonimizarNaTransacao(trx, quem, id_pessoa))
    .then(async (r) => {
      if (r.ok) await compactarBusca(db);
      return r;
    });
}

/** Many people in one transaction: all of them, or none when any is refused. */
export async function anonimizarEmLote(
  db: Executor,
  quem: Autoria,
  ids: number[],
): Promise<Ok<{ anonimizadas: number }> | RecusaEmLote> {
  const unicos = [...new Set(ids)];
  const r = await db
    .transaction()
    .execute(async (trx) => {
      const agora = Date.now();
      for (const id_pessoa of unicos) {
        const um = await anonimizarNaTransacao(trx, quem, id_pessoa, agora);
        if (!um.ok) throw new Desfazer(falha(um.motivo, { id_pessoa }));
      }
      return unicos.length;
    })
    .catch((e: unknown) => {
      if (e instanceof Desfazer) return e.recusa;
      throw e;
    });
  if (typeof r !== 'number') return r;
  await compactarBusca(db);
  return ok({ anonimizadas: r });
}

/** A person of the bulk anonymisation refused: the reason and who. */
export type RecusaEmLote = Falha<MotivoAnonimizacao> & { id_pessoa: number };

/** Thrown to roll the bulk transaction back when one person is refused. */
class Desfazer extends Error {
  constructor(readonly recusa: RecusaEmLote) {
    super(recusa.motivo);
  }
}

/**
 * SQLite's name index (an FTS5 table, migration 2026-11-22-006) keeps a deleted name's
 * entries in its segments until they are merged; merging now leaves no trace of the old name.
 */
async function compactarBusca(db: Executor) {
  if (dialectOf(db) === 'sqlite')
    await sql`insert into pessoa_busca(pessoa_busca) values ('optimize')`.execute(db);
}
