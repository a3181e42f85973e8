// A staff member's password recovery: who may get a link (a person who logs in with a
// password: not an anonymised person, not a teacher who left), the link's record (the
// SHA-256 of its token, one use, an expiry) and the new password it sets.
import { createHash } from 'node:crypto';
import { dialectOf, type Executor } from '#server/db/executor.ts';
import { enviarMensagem, type Mensagem } from '#server/mensagens/enviar.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { lerClube } from '#server/repositories/clube.ts';
import { falha, ok, type Resultado } from '#server/result.ts';

const hashDoToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The staff account of this e-mail, or undefined. */
export function contaDaEquipe(db: Executor, email: string) {
  return db
    .selectFrom('pessoa as p')
    .leftJoin('professor as pr', 'pr.id_professor', 'p.id_pessoa')
    .select(['p.id_pessoa', 'p.nome_pessoa', 'p.email_pessoa'])
    .where('p.email_pessoa', '=', email)
    .where('p.senha_pessoa', 'is not', null)
    .where('p.anonimizada_em', 'is', null)
    .where('pr.inativo_desde', 'is', null)
    .executeTakeFirst();
}

export interface PedidoDeLink {
  id_pessoa: number;
  email: string;
  token: string;
  agora: number;
  expiraEm: number;
  /** Links one account may be sent per hour; more are not made. */
  maximoPorHora: number;
  /** The e-mail, given the club's name. */
  mensagem: (clube: string) => Mensagem;
}

/**
 * Records the link and queues its e-mail, with the audit entry, in one transaction; answers
 * whether it was made (not when the account already had its links of the hour).
 */
export function pedirLink(db: Executor, quem: Autoria, p: PedidoDeLink): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Requests for one account wait for each other here (PostgreSQL: the person's row
    // locked; SQLite has one writer), so the count below holds until this one is written.
    let pessoa = trx.selectFrom('pessoa').select('id_pessoa').where('id_pessoa', '=', p.id_pessoa);
    if (dialectOf(trx) === 'postgres') pessoa = pessoa.forUpdate();
    await pessoa.execute();
    const { n } = await trx
      .selectFrom('senha_redefinicao')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('id_pessoa', '=', p.id_pessoa)
      .where('criada_em', '>', p.agora - 3_600_000)
      .executeTakeFirstOrThrow();
    if (Number(n) >= p.maximoPorHora) return false;
    await trx
      .insertInto('senha_redefinicao')
      .values({
        hash: hashDoToken(p.token),
        id_pessoa: p.id_pessoa,
        criada_em: p.agora,
        expira_em: p.expiraEm,
      })
      .execute();
    const { nome } = await lerClube(trx);
    await enviarMensagem(trx, p.mensagem(nome));
    await registrarAuditoria(trx, quem, { acao: 'senha_recuperacao', id_pessoa: p.id_pessoa });
    return true;
  });
}

/**
 * The link's use, in one transaction: the token must be unused and unexpired; it is spent,
 * the password set (no change is required any more) and every session of the account ends.
 */
export function redefinirPeloLink(
  db: Executor,
  quem: Autoria,
  token: string,
  senhaHash: string,
  agora: number,
): Promise<Resultado<{ id_pessoa: number }, 'link_invalido'>> {
  return db.transaction().execute(async (trx) => {
    const usado = await trx
      .updateTable('senha_redefinicao')
      .set({ usada_em: agora })
      .where('hash', '=', hashDoToken(token))
      .where('usada_em', 'is', null)
      .where('expira_em', '>', agora)
      .returning('id_pessoa')
      .executeTakeFirst();
    if (!usado) return falha('link_invalido');
    const { id_pessoa } = usado;
    await trx
      .updateTable('pessoa')
      .set({ senha_pessoa: senhaHash, troca_senha: 0 })
      .where('id_pessoa', '=', id_pessoa)
      .execute();
    await trx.deleteFrom('sessao').where('id_pessoa', '=', id_pessoa).execute();
    // The account's other links die with this one: one new password per e-mail read.
    await trx
      .updateTable('senha_redefinicao')
      .set({ usada_em: agora })
      .where('id_pessoa', '=', id_pessoa)
      .where('usada_em', 'is', null)
      .execute();
    await registrarAuditoria(trx, { ...quem, id_autor: id_pessoa }, { acao: 'senha_redefinida', id_pessoa });
    return ok({ id_pessoa });
  });
}

/** The name and e-mail the new password must not be built on. */
export async function pessoaDoLink(db: Executor, token: string, agora: number) {
  return db
    .selectFrom('senha_redefinicao as r')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'r.id_pessoa')
    .select(['p.nome_pessoa', 'p.email_pessoa'])
    .where('r.hash', '=', hashDoToken(token))
    .where('r.usada_em', 'is', null)
    .where('r.expira_em', '>', agora)
    .executeTakeFirst();
}
