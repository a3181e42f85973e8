// The administration's student list and the student delete
// (docs/decisions/003-deletes.md).
import type { Busca } from '../lista';
import { comoId, contem, removerEnderecoSeLivre, type Tx } from '../repository';

export async function listarAlunos(db: Tx, { q, limit, offset }: Busca) {
  let base = db.selectFrom('aluno').innerJoin('pessoa', 'pessoa.id_pessoa', 'aluno.id_pessoa');
  if (q) {
    const id = comoId(q);
    base = base.where((eb) =>
      eb.or([
        contem('pessoa.nome_pessoa', q),
        // The id as a one-off subquery keeps the whole filter on pessoa, before the join.
        ...(id
          ? [
              eb(
                'pessoa.id_pessoa',
                '=',
                eb.selectFrom('aluno as a').select('a.id_pessoa').where('a.id_aluno', '=', id),
              ),
            ]
          : []),
      ]),
    );
  }
  // Without a search every student counts: no join needed for the total.
  const contagem = q
    ? base.select((eb) => eb.fn.countAll<number>().as('total'))
    : db.selectFrom('aluno').select((eb) => eb.fn.countAll<number>().as('total'));
  const [items, { total }] = await Promise.all([
    base
      .select(['aluno.id_aluno', 'aluno.id_pessoa', 'pessoa.nome_pessoa', 'aluno.tipo_aluno'])
      // Both keys from pessoa, so the name index gives the order without a sort.
      .orderBy('pessoa.nome_pessoa')
      .orderBy('pessoa.id_pessoa')
      .limit(limit)
      .offset(offset)
      .execute(),
    contagem.executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total) };
}

/**
 * Deletes a person's record when nothing else needs it: not a student,
 * guardian or teacher, and without a login. Then frees the address.
 */
async function removerPessoaSeLivre(trx: Tx, id_pessoa: number): Promise<void> {
  const pessoa = await trx
    .selectFrom('pessoa')
    .select(['id_endereco', 'senha_pessoa', 'adm'])
    .where('id_pessoa', '=', id_pessoa)
    .executeTakeFirst();
  if (!pessoa || pessoa.senha_pessoa !== null || pessoa.adm === 1) return;
  for (const tabela of ['aluno', 'responsavel_aluno', 'professor'] as const) {
    const uso = await trx
      .selectFrom(tabela)
      .select('id_pessoa')
      .where('id_pessoa', '=', id_pessoa)
      .executeTakeFirst();
    if (uso) return;
  }
  await trx.deleteFrom('pessoa').where('id_pessoa', '=', id_pessoa).execute();
  await removerEnderecoSeLivre(trx, pessoa.id_endereco);
}

/**
 * Deletes a student with its class links and attendance marks, its person
 * record, and the guardians no other student uses. Call inside a transaction.
 */
export async function excluirAluno(trx: Tx, id_aluno: number): Promise<boolean> {
  const aluno = await trx
    .selectFrom('aluno')
    .select(['id_pessoa', 'id_responsavel', 'id_responsavel2', 'id_responsavel_financeiro'])
    .where('id_aluno', '=', id_aluno)
    .executeTakeFirst();
  if (!aluno) return false;
  await trx.deleteFrom('chamada_aluno').where('id_aluno', '=', id_aluno).execute();
  await trx.deleteFrom('aluno_has_turma').where('id_aluno', '=', id_aluno).execute();
  await trx.deleteFrom('aluno').where('id_aluno', '=', id_aluno).execute();
  await removerPessoaSeLivre(trx, aluno.id_pessoa);

  const responsaveis = new Set(
    [aluno.id_responsavel, aluno.id_responsavel2, aluno.id_responsavel_financeiro].filter(
      (r): r is number => r !== null,
    ),
  );
  for (const id_responsavel of responsaveis) {
    const outro = await trx
      .selectFrom('aluno')
      .select('id_aluno')
      .where((eb) =>
        eb.or([
          eb('id_responsavel', '=', id_responsavel),
          eb('id_responsavel2', '=', id_responsavel),
          eb('id_responsavel_financeiro', '=', id_responsavel),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    if (outro) continue;
    const resp = await trx
      .selectFrom('responsavel_aluno')
      .select('id_pessoa')
      .where('id_responsavel', '=', id_responsavel)
      .executeTakeFirst();
    if (!resp) continue;
    await trx.deleteFrom('responsavel_aluno').where('id_responsavel', '=', id_responsavel).execute();
    await removerPessoaSeLivre(trx, resp.id_pessoa);
  }
  return true;
}
