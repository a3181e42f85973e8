import type { APIRequestContext } from '@playwright/test';
import { diaSemanaDe, hojeNoFuso } from '#shared/rules/datas.ts';
import { E2E, expect } from './fixtures';

/**
 * As the administrator, through the API: a class of the demo teacher's (Paulo) that meets today at
 * `horario`, with `alunos` students (three), at the unit found by `unidade` (the first one). Its
 * name is the caller's, so each test reads only its own class.
 */
export async function turmaDeHoje(
  request: APIRequestContext,
  nome: string,
  horario = '07:00',
  { unidade = '', alunos: quantos = 3 }: { unidade?: string; alunos?: number } = {},
): Promise<number> {
  const login = await request.post('/login', { data: { usuario: E2E.admin.email, senha: E2E.admin.senha } });
  expect(login.status()).toBe(200);
  const professores = await (await request.get('/api/adm/professores?q=Paulo&pageSize=5')).json();
  const unidades = await (
    await request.get(`/api/adm/unidades?pageSize=1${unidade ? `&q=${encodeURIComponent(unidade)}` : ''}`)
  ).json();
  const alunos = await (await request.get(`/api/adm/alunos?pageSize=${quantos}`)).json();
  const criada = await request.post('/api/turma', {
    data: {
      nome_turma: nome,
      qtd_maxima: 10,
      id_professor: professores.items[0].id_professor,
      id_unidade: unidades.items[0].id_unidade,
      dia_semana: diaSemanaDe(hojeNoFuso(E2E.fuso)),
      horario,
    },
  });
  expect(criada.status()).toBe(200);
  const { id_turma } = await criada.json();
  for (const a of alunos.items) {
    const r = await request.post('/api/aluno_has_turma', { data: { id_aluno: a.id_aluno, id_turma } });
    expect(r.status()).toBe(201);
  }
  return id_turma;
}
