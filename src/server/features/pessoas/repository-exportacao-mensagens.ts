// The export's part about the messages the club sent the person
// (#server/repositories/dados-pessoais.ts: mensagem): when, why, the subject, the address
// and whether it arrived. Never a message's text: a sign-in code or a password link is a
// secret spent, not a record about the person.
import type { Executor } from '#server/db/executor.ts';
import { instanteIso } from '#shared/rules/datas.ts';
import type { Exportacao } from '#shared/schemas/pessoas-dados.ts';

export async function mensagensDaPessoa(db: Executor, id_pessoa: number): Promise<Exportacao['mensagens']> {
  const linhas = await db
    .selectFrom('mensagem')
    .select(['criada_em', 'enviada_em', 'canal', 'motivo', 'destino', 'assunto', 'status'])
    .where('id_pessoa', '=', id_pessoa)
    .orderBy('criada_em')
    .orderBy('id_mensagem')
    .execute();
  return linhas.map((l) => ({
    criada_em: instanteIso(l.criada_em),
    enviada_em: l.enviada_em === null ? null : instanteIso(l.enviada_em),
    canal: l.canal,
    motivo: l.motivo,
    destino: l.destino,
    assunto: l.assunto,
    status: l.status,
  }));
}
