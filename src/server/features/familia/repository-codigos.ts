// Sign-in codes of the families' portal: who may get one (a person with this e-mail who
// answers for at least one student: policies/familia.ts), the code's record (its HMAC, 15
// minutes, one use, 5 wrong tries) with its e-mail queued in the same transaction, and
// the sign-in that spends it and opens a family session.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { criarSessaoFamilia } from '#server/auth/repository-sessoes-familia.ts';
import { dialectOf, type Executor } from '#server/db/executor.ts';
import { enviarMensagem, type Mensagem } from '#server/mensagens/enviar.ts';
import { alunoDaFamilia } from '#server/policies/index.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { lerClube } from '#server/repositories/clube.ts';
import { falha, ok, type Resultado } from '#server/result.ts';

/** Wrong tries that end a code. */
const TENTATIVAS_POR_CODIGO = 5;

/** The code's HMAC under the link secret, bound to its person: the table alone opens nothing. */
export const hashDoCodigo = (segredo: string, id_pessoa: number, codigo: string) =>
  createHmac('sha256', segredo).update(`familia:${id_pessoa}:${codigo}`).digest('hex');

/**
 * The family person of this e-mail (not anonymised, answering for at least one student on
 * `hoje`), or undefined. Should two records share the e-mail, the oldest that is a family
 * person is the one.
 */
export async function pessoaDaFamilia(db: Executor, email: string, hoje: string) {
  const pessoas = await db
    .selectFrom('pessoa')
    .select(['id_pessoa', 'nome_pessoa', 'email_pessoa'])
    .where('email_pessoa', '=', email)
    .where('anonimizada_em', 'is', null)
    .orderBy('id_pessoa')
    .limit(10)
    .execute();
  for (const p of pessoas) {
    const aluno = await db
      .selectFrom('aluno as a')
      .innerJoin('pessoa as pa', 'pa.id_pessoa', 'a.id_pessoa')
      .select('a.id_aluno')
      .where(alunoDaFamilia(p.id_pessoa, hoje, 'a', 'pa'))
      .limit(1)
      .executeTakeFirst();
    if (aluno) return { id_pessoa: p.id_pessoa, nome_pessoa: p.nome_pessoa, email: p.email_pessoa! };
  }
  return undefined;
}

export interface PedidoDeCodigo {
  id_pessoa: number;
  codigoHash: string;
  agora: number;
  expiraEm: number;
  /** Codes one person may be sent per hour; more are not made. */
  maximoPorHora: number;
  /** The e-mail, given the club's name. */
  mensagem: (clube: string) => Mensagem;
}

/**
 * Records a code (ending the person's older ones) and queues its e-mail, with the audit
 * entry, in one transaction; answers whether it was made (not past the hour's limit).
 */
export function emitirCodigo(db: Executor, quem: Autoria, p: PedidoDeCodigo): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Requests for one person wait for each other here (PostgreSQL: the person's row
    // locked; SQLite has one writer), so the count below holds until this one is written.
    let pessoa = trx.selectFrom('pessoa').select('id_pessoa').where('id_pessoa', '=', p.id_pessoa);
    if (dialectOf(trx) === 'postgres') pessoa = pessoa.forUpdate();
    await pessoa.execute();
    const { n } = await trx
      .selectFrom('familia_codigo')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('id_pessoa', '=', p.id_pessoa)
      .where('criado_em', '>', p.agora - 3_600_000)
      .executeTakeFirstOrThrow();
    if (Number(n) >= p.maximoPorHora) return false;
    await trx
      .updateTable('familia_codigo')
      .set({ usado_em: p.agora })
      .where('id_pessoa', '=', p.id_pessoa)
      .where('usado_em', 'is', null)
      .execute();
    await trx
      .insertInto('familia_codigo')
      .values({
        id_pessoa: p.id_pessoa,
        codigo_hash: p.codigoHash,
        criado_em: p.agora,
        expira_em: p.expiraEm,
      })
      .execute();
    const { nome } = await lerClube(trx);
    await enviarMensagem(trx, p.mensagem(nome));
    await registrarAuditoria(trx, quem, { acao: 'familia_codigo', id_pessoa: p.id_pessoa });
    return true;
  });
}

const iguais = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The user's action "sign in with the code", in one transaction: the person's live code
 * (unused, unexpired, under 5 wrong tries) must match; a wrong one counts a try (the 5th
 * ends it), a right one is spent, a family session opened and the sign-in audited.
 */
export function entrarComCodigo(
  db: Executor,
  quem: Autoria,
  e: { id_pessoa: number; codigoHash: string; agora: number; dispositivo: string | null },
): Promise<Resultado<{ token: string }, 'codigo_invalido'>> {
  return db.transaction().execute(async (trx) => {
    const vivo = await trx
      .selectFrom('familia_codigo')
      .select(['id_codigo', 'codigo_hash'])
      .where('id_pessoa', '=', e.id_pessoa)
      .where('usado_em', 'is', null)
      .where('expira_em', '>', e.agora)
      .where('tentativas', '<', TENTATIVAS_POR_CODIGO)
      .orderBy('criado_em', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!vivo) return falha('codigo_invalido');
    if (!iguais(vivo.codigo_hash, e.codigoHash)) {
      await trx
        .updateTable('familia_codigo')
        .set((eb) => ({ tentativas: eb('tentativas', '+', 1) }))
        .where('id_codigo', '=', vivo.id_codigo)
        .execute();
      return falha('codigo_invalido');
    }
    // Spent only if still live: of two requests with the same code, one signs in.
    const gasto = await trx
      .updateTable('familia_codigo')
      .set({ usado_em: e.agora })
      .where('id_codigo', '=', vivo.id_codigo)
      .where('usado_em', 'is', null)
      .where('tentativas', '<', TENTATIVAS_POR_CODIGO)
      .executeTakeFirst();
    if (Number(gasto.numUpdatedRows) !== 1) return falha('codigo_invalido');
    const token = await criarSessaoFamilia(trx, e.id_pessoa, e.agora, e.dispositivo);
    await registrarAuditoria(
      trx,
      { ...quem, id_autor: e.id_pessoa },
      { acao: 'familia_entrada', id_pessoa: e.id_pessoa },
    );
    return ok({ token });
  });
}
