// For tests that send attendance under load (shutdown, backup): a class with students
// and `n` sheets not sent yet (made by fabrica.ts), the body of send number `i`, and
// what a send stored.
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables.ts';
import { criarAluno, criarChamadas, criarProfessor, criarTurma, criarUnidade, vincular } from './fabrica';

export interface TurmaComChamadas {
  id_turma: number;
  alunos: number[];
  /** One sheet per send, on consecutive dates. */
  chamadas: number[];
}

export async function turmaComChamadas(db: Kysely<Database>, n: number): Promise<TurmaComChamadas> {
  const id_unidade = await criarUnidade(db);
  const id_professor = await criarProfessor(db, 'Paula Professora');
  const id_turma = await criarTurma(db, { id_professor, id_unidade });
  const alunos: number[] = [];
  for (const nome of ['Ana Alves', 'Bruno Borges', 'Carla Costa']) {
    const naoPagante = { tipo_aluno: 'naoPagante', tipo_plano: null, dia_pagamento: null } as const;
    alunos.push((await criarAluno(db, nome, naoPagante)).id_aluno);
  }
  await vincular(db, alunos, id_turma);
  const inicio = Date.UTC(2020, 0, 6);
  const datas = Array.from({ length: n }, (_, i) =>
    new Date(inicio + i * 86_400_000).toISOString().slice(0, 10),
  );
  return { id_turma, alunos, chamadas: await criarChamadas(db, id_turma, datas) };
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
