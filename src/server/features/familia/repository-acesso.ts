// The desk's view of a student's family access: who may sign in for the student (guardian
// 1 and 2, the financial guardian, and the student when an adult: policies/familia.ts),
// whether each has an e-mail, their latest sign-in (the audit log's family entries) and
// their open family sessions; and an administrator's end of one person's family sessions.
import type { Executor } from '#server/db/executor.ts';
import { adulto } from '#server/policies/index.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { falha, ok } from '#server/result.ts';
import { instanteIso } from '#shared/rules/datas.ts';
import type { AcessoFamiliaItem } from '#shared/schemas/familia.ts';

/** The people who answer for the student, in order (guardians, then the student), or undefined without the student. */
async function quemResponde(db: Executor, id_aluno: number, hoje: string) {
  const a = await db
    .selectFrom('aluno as a')
    .innerJoin('pessoa as pa', 'pa.id_pessoa', 'a.id_pessoa')
    .select([
      'a.id_aluno',
      'a.id_responsavel',
      'a.id_responsavel2',
      'a.id_responsavel_financeiro',
      'pa.dt_nasc_pessoa',
    ])
    .where('a.id_aluno', '=', id_aluno)
    .executeTakeFirst();
  if (!a) return undefined;
  const responsaveis = [a.id_responsavel, a.id_responsavel2, a.id_responsavel_financeiro].filter(
    (id, i, todos): id is number => id !== null && todos.indexOf(id) === i,
  );
  return [
    ...responsaveis.map((id_pessoa) => ({ id_pessoa, papel: 'responsavel' as const })),
    ...(adulto(a.dt_nasc_pessoa, hoje) ? [{ id_pessoa: a.id_aluno, papel: 'aluno' as const }] : []),
  ];
}

/** Each person with family access to the student; undefined without the student. */
export async function acessoDoAluno(
  db: Executor,
  id_aluno: number,
  hoje: string,
): Promise<AcessoFamiliaItem[] | undefined> {
  const pessoas = await quemResponde(db, id_aluno, hoje);
  if (!pessoas) return undefined;
  if (pessoas.length === 0) return [];
  const ids = pessoas.map((p) => p.id_pessoa);
  const linhas = await db
    .selectFrom('pessoa as p')
    .select((eb) => [
      'p.id_pessoa',
      'p.nome_pessoa',
      'p.email_pessoa',
      eb
        .selectFrom('auditoria as au')
        .select((e) => e.fn.max('au.em').as('em'))
        .whereRef('au.id_pessoa', '=', 'p.id_pessoa')
        .where('au.acao', '=', 'familia_entrada')
        .as('ultimo_acesso'),
      eb
        .selectFrom('sessao_familia as s')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('s.id_pessoa', '=', 'p.id_pessoa')
        .as('sessoes'),
    ])
    .where('p.id_pessoa', 'in', ids)
    .where('p.anonimizada_em', 'is', null)
    .execute();
  return pessoas.flatMap(({ id_pessoa, papel }) => {
    const l = linhas.find((x) => x.id_pessoa === id_pessoa);
    if (!l) return [];
    return [
      {
        id_pessoa,
        nome: l.nome_pessoa,
        papel,
        tem_email: Boolean(l.email_pessoa),
        ultimo_acesso: l.ultimo_acesso === null ? null : instanteIso(l.ultimo_acesso as number),
        sessoes: Number(l.sessoes ?? 0),
      },
    ];
  });
}

/** The user's action "end this person's family sessions" (one who answers for the student), audited. */
export function encerrarSessoesDaFamilia(
  db: Executor,
  quem: Autoria,
  e: { id_aluno: number; id_pessoa: number; hoje: string },
) {
  return db.transaction().execute(async (trx) => {
    const pessoas = await quemResponde(trx, e.id_aluno, e.hoje);
    if (!pessoas) return falha('aluno_inexistente');
    if (!pessoas.some((p) => p.id_pessoa === e.id_pessoa)) return falha('sem_acesso');
    const r = await trx.deleteFrom('sessao_familia').where('id_pessoa', '=', e.id_pessoa).executeTakeFirst();
    const encerradas = Number(r.numDeletedRows);
    await registrarAuditoria(trx, quem, {
      acao: 'familia_sessoes_encerradas',
      id_pessoa: e.id_pessoa,
      detalhe: `${encerradas} sessão(ões), aluno ${e.id_aluno}`,
    });
    return ok({ encerradas });
  });
}
