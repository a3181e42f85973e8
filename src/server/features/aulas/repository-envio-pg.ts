// The attendance send on PostgreSQL: one statement (CTEs), one round trip, as a named
// prepared statement on the pool; only a send to a chamada already sent reads it
// again to compare. Nothing is cached in memory (decision 009).
import type pg from 'pg';
import type { AcessoTurma } from '#server/policies/index.ts';
import { falha, ok } from '#server/result.ts';
import { type Envio, folha, type Linha, nadaMuda, type ResultadoEnvio } from './envio-regras';

/**
 * One statement: the checks, the update, the upsert and the record run only when the
 * caller's rule admits the class ($4, $5: the condition `AcessoTurma.texto` writes),
 * every student belongs on the sheet and the chamada is not sent yet
 * (status 0, checked again by the update itself). The update takes the chamada's row
 * lock before any mark is written (the insert reads its output), so concurrent sends
 * of one sheet queue on that row and never deadlock on the marks; the one that
 * finds it sent already updates nothing and is compared afterwards (`repeticao`).
 * The record's "before" marks are the statement's snapshot, taken before the upsert.
 * A named prepared statement: parsed and planned once per pooled connection; one per
 * condition text (the policy's text is one string, so in practice one statement).
 */
const textoEnvio = (condicao: string) => `with c as (
       select c.id_turma, c.data_c, c.observacao, t.id_professor
         from chamada c join turma t on t.id_turma = c.id_turma
        where c.id_chamada = $1
     ),
     env as (
       select e.id_aluno, e.presenca from unnest($2::int[], $3::int[]) as e(id_aluno, presenca)
     ),
     xenv as (
       select e.id_experimental, e.presenca from unnest($11::int[], $12::int[]) as e(id_experimental, presenca)
     ),
     linhas as (
       select a.id_aluno, p.nome_pessoa, ca.presenca,
              exists (select 1 from aluno_has_turma x join c on x.id_turma = c.id_turma
                       where x.id_aluno = a.id_aluno) as na_turma
         from (select id_aluno from env union select id_aluno from chamada_aluno where id_chamada = $1) ids
         join aluno a on a.id_aluno = ids.id_aluno
         join pessoa p on p.id_pessoa = a.id_pessoa
         left join chamada_aluno ca on ca.id_chamada = $1 and ca.id_aluno = a.id_aluno
     ),
     ok as (
       select exists (select 1 from c where ${condicao}) as permitido,
              not exists (select 1 from env e where not exists (
                select 1 from linhas l where l.id_aluno = e.id_aluno and (l.na_turma or l.presenca is not null)
              )) as na_folha,
              not exists (select 1 from xenv e where not exists (
                select 1 from experimental x join c on x.id_turma = c.id_turma and x.data = c.data_c
                 where x.id_experimental = e.id_experimental and x.status in ('agendada', 'compareceu', 'faltou')
              )) as experimentais_na_folha
     ),
     upd as (
       update chamada x
          set status_c = 1, observacao = $6, enviada_em = coalesce(enviada_em, $7::bigint), feita_em = $10::bigint,
              versao = x.versao + 1
        where id_chamada = $1 and status_c = 0 and (select permitido and na_folha and experimentais_na_folha from ok)
       returning id_chamada, versao
     ),
     ins as (
       insert into chamada_aluno (id_chamada, id_aluno, presenca)
       select u.id_chamada, e.id_aluno, e.presenca from upd u cross join env e order by e.id_aluno
       on conflict (id_chamada, id_aluno) do update set presenca = excluded.presenca
       returning 1
     ),
     xupd as (
       update experimental x
          set status = case when e.presenca = 1 then 'compareceu' else 'faltou' end, atualizada_em = $7::bigint
         from xenv e cross join upd u
        where x.id_experimental = e.id_experimental
       returning 1
     ),
     reg as (
       insert into chamada_registro
         (id_chamada, versao, tipo, id_pessoa, autor, feito_em, observacao_antes, observacao_depois, marcas)
       select u.id_chamada, u.versao, 'envio', $8::int, $9, $7::bigint,
              (select observacao from c), $6,
              (select coalesce(json_agg(json_build_array(e.id_aluno, ca.presenca, e.presenca) order by e.id_aluno)
                                 filter (where ca.presenca is distinct from e.presenca), '[]')::text
                 from env e left join chamada_aluno ca on ca.id_chamada = $1 and ca.id_aluno = e.id_aluno)
         from upd u
       returning 1
     )
     select c.data_c, ok.permitido, ok.na_folha, ok.experimentais_na_folha, (select count(*) from upd) as atualizada,
            (select count(*) from ins) + (select count(*) from reg) as gravadas,
            l.id_aluno, l.nome_pessoa, l.presenca, l.na_turma
       from ok
       left join c on true
       left join linhas l on ok.permitido and ok.na_folha and ok.experimentais_na_folha
      order by l.nome_pessoa, l.id_aluno`;

const enviosPg = new Map<string, { name: string; text: string }>();
function envioPg(acesso: AcessoTurma) {
  const condicao = acesso.texto('$4::boolean', '$5::int', 'c.id_professor');
  let statement = enviosPg.get(condicao);
  if (!statement) {
    statement = { name: `estocada_enviar_chamada_${enviosPg.size}`, text: textoEnvio(condicao) };
    enviosPg.set(condicao, statement);
  }
  return statement;
}

type LinhaPg = Linha & {
  data_c: string | null;
  permitido: boolean;
  na_folha: boolean;
  experimentais_na_folha: boolean;
  atualizada: number;
  gravadas: number;
};

/** A send to a chamada already sent: the stored sheet, read after any send that got there first. */
const RELEITURA_PG = {
  name: 'estocada_reler_chamada',
  text: `select c.data_c, c.status_c, c.observacao, a.id_aluno, p.nome_pessoa, ca.presenca, true as na_turma
       from chamada c
       left join chamada_aluno ca on ca.id_chamada = c.id_chamada
       left join aluno a on a.id_aluno = ca.id_aluno
       left join pessoa p on p.id_pessoa = a.id_pessoa
      where c.id_chamada = $1
      order by p.nome_pessoa, a.id_aluno`,
};

type LinhaReler = Linha & { data_c: string; status_c: number; observacao: string | null };

/** No-op when the repeat changes nothing, else 'finalizada'. */
async function repeticao(pool: pg.Pool, e: Envio, enviadas: Map<number, 0 | 1>): Promise<ResultadoEnvio> {
  const { rows } = await pool.query<LinhaReler>({ ...RELEITURA_PG, values: [e.id_chamada] });
  const head = rows[0];
  if (!head) return falha('chamada_inexistente');
  if (head.status_c !== 1)
    throw new Error(`chamada ${e.id_chamada}: envio não gravado e chamada não enviada`);
  const linhas = rows.filter((r) => r.id_aluno !== null);
  if (!nadaMuda(linhas, enviadas, e.observacao, head.observacao)) return falha('finalizada');
  return ok({ folha: folha(e.id_chamada, head.data_c, head.observacao, linhas, new Map()) });
}

/** One send: the statement, and the comparison when the chamada was sent already. */
export async function enviarPostgres(pool: pg.Pool, e: Envio): Promise<ResultadoEnvio> {
  const enviadas = new Map<number, 0 | 1>();
  for (const a of e.alunos) enviadas.set(a.id_aluno, a.presenca);
  const ids = [...enviadas.keys()];
  const { rows } = await pool.query<LinhaPg>({
    ...envioPg(e.acesso),
    values: [
      e.id_chamada,
      ids,
      ids.map((id) => enviadas.get(id)),
      ...e.acesso.valores,
      e.observacao,
      e.agora,
      e.id_pessoa,
      e.autor,
      e.feita_em ?? null,
      (e.experimentais ?? []).map((x) => x.id_experimental),
      (e.experimentais ?? []).map((x) => x.presenca),
    ],
  });
  const head = rows[0];
  if (!head || head.data_c === null) return falha('chamada_inexistente');
  if (!head.permitido) return falha('acesso_negado');
  if (!head.na_folha) return falha('fora_da_turma');
  if (!head.experimentais_na_folha) return falha('experimental_fora');
  if (Number(head.atualizada) === 0) return repeticao(pool, e, enviadas);
  const linhas = rows.filter((r) => r.id_aluno !== null);
  return ok({ folha: folha(e.id_chamada, head.data_c, e.observacao, linhas, enviadas) });
}
