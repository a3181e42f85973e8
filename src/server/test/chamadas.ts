// For tests that send attendance under load (shutdown, backup): a class with students
// and `n` sheets not sent yet, the body of send number `i`, and what a send stored.
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables.ts';
import { inserirEndereco } from './endereco';

export interface TurmaComChamadas {
  id_turma: number;
  alunos: number[];
  /** One sheet per send, on consecutive dates. */
  chamadas: number[];
}

export async function turmaComChamadas(db: Kysely<Database>, n: number): Promise<TurmaComChamadas> {
  const id_endereco = await inserirEndereco(db);
  const { id_unidade } = await db
    .insertInto('unidade')
    .values({
      nome_unidade: 'Sede',
      tipo: 'dec',
      id_endereco,
      cnpj_unidade: null,
      telefone_unidade: null,
      email_unidade: null,
      mais_contatos: null,
    })
    .returning('id_unidade')
    .executeTakeFirstOrThrow();
  const pessoa = async (nome_pessoa: string) =>
    (await db.insertInto('pessoa').values({ nome_pessoa }).returning('id_pessoa').executeTakeFirstOrThrow())
      .id_pessoa;
  const idProfessora = await pessoa('Paula Professora');
  const { id_professor } = await db
    .insertInto('professor')
    .values({ id_professor: idProfessora, id_pessoa: idProfessora, caminho_foto: null })
    .returning('id_professor')
    .executeTakeFirstOrThrow();
  const { id_turma } = await db
    .insertInto('turma')
    .values({
      nome_turma: 'Florete',
      qtd_maxima: 10,
      id_professor,
      id_unidade,
      dia_semana: 'segunda',
      horario: '18:00',
    })
    .returning('id_turma')
    .executeTakeFirstOrThrow();
  const alunos: number[] = [];
  for (const nome of ['Ana Alves', 'Bruno Borges', 'Carla Costa']) {
    const id_pessoa = await pessoa(nome);
    const { id_aluno } = await db
      .insertInto('aluno')
      .values({
        id_aluno: id_pessoa,
        id_pessoa,
        dt_inicio: '2026-01-10',
        tipo_aluno: 'naoPagante',
        destro_canhoto: 'd',
        id_responsavel: null,
        id_responsavel2: null,
        tipo_plano: null,
        dia_pagamento: null,
        contrato: null,
        contrato_aceito_em: null,
      })
      .returning('id_aluno')
      .executeTakeFirstOrThrow();
    alunos.push(id_aluno);
  }
  await db
    .insertInto('aluno_has_turma')
    .values(alunos.map((id_aluno) => ({ id_aluno, id_turma })))
    .execute();
  const inicio = Date.UTC(2020, 0, 6);
  const datas = Array.from({ length: n }, (_, i) =>
    new Date(inicio + i * 86_400_000).toISOString().slice(0, 10),
  );
  const chamadas: number[] = [];
  for (let i = 0; i < n; i += 200) {
    const rows = await db
      .insertInto('chamada')
      .values(datas.slice(i, i + 200).map((data_c) => ({ id_turma, data_c, observacao: null })))
      .returning('id_chamada')
      .execute();
    chamadas.push(...rows.map((r) => r.id_chamada));
  }
  return { id_turma, alunos, chamadas };
}

/** The body of send number `i`: its own sheet, its own note and marks. */
export function envio(t: TurmaComChamadas, i: number) {
  return {
    id_chamada: t.chamadas[i],
    observacao: `envio ${i}`,
    alunos: t.alunos.map((id_aluno, k) => ({ id_aluno, presenca: ((i + k) % 2) as 0 | 1 })),
  };
}

/** The sends among `indices` that the database does not hold in full (status, note and marks). */
export async function enviosFaltando(
  db: Kysely<Database>,
  t: TurmaComChamadas,
  indices: number[],
): Promise<number[]> {
  if (indices.length === 0) return [];
  const ids = indices.map((i) => t.chamadas[i]);
  const chamadas = await db
    .selectFrom('chamada')
    .select(['id_chamada', 'status_c', 'observacao'])
    .where('id_chamada', 'in', ids)
    .execute();
  const marcas = await db
    .selectFrom('chamada_aluno')
    .select(['id_chamada', 'id_aluno', 'presenca'])
    .where('id_chamada', 'in', ids)
    .execute();
  const porChamada = new Map(chamadas.map((c) => [c.id_chamada, c]));
  const marcaDe = new Map(marcas.map((m) => [`${m.id_chamada}:${m.id_aluno}`, Number(m.presenca)]));
  return indices.filter((i) => {
    const esperado = envio(t, i);
    const c = porChamada.get(esperado.id_chamada);
    if (!c || Number(c.status_c) !== 1 || c.observacao !== esperado.observacao) return true;
    return esperado.alunos.some((a) => marcaDe.get(`${esperado.id_chamada}:${a.id_aluno}`) !== a.presenca);
  });
}
