// GET /api/aulas/aparelho: what a teacher's device keeps to take the chamada without
// a network, in one answer: the club's time zone and the caller's classes, each with
// its roster reduced to the students' ids and names (no other personal data).
import { z } from './fields';
import { idInt } from './resposta';
import { diaSemana } from './turma';

const alunoNoAparelho = z.object({ id_aluno: idInt, nome: z.string() });

const turmaNoAparelho = z.object({
  id_turma: idInt,
  nome_turma: z.string(),
  dia_semana: diaSemana,
  horario: z.string(),
  nome_unidade: z.string(),
  alunos: z.array(alunoNoAparelho),
});

export const paraOAparelho = z.object({
  fuso: z.string(),
  turmas: z.array(turmaNoAparelho),
});

export type TurmaNoAparelho = z.infer<typeof turmaNoAparelho>;
export type ParaOAparelho = z.infer<typeof paraOAparelho>;
