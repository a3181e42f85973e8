// The other lists our client pages by keyset (units, teachers, classes): the same
// cursors and answer as the student list, and the numbered page still answered.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaginaCursor } from '#shared/schemas/lista.ts';
import { type AdmCtx, criarTurmaDireto, setupAdm } from './testing';

let c: AdmCtx;
beforeEach(async () => {
  c = await setupAdm();
});
afterEach(() => c.t.close());

async function pagina<T>(url: string): Promise<PaginaCursor<T>> {
  const res = await c.call('GET', url, { cookie: c.admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('keyset pages of units, teachers and classes', () => {
  it('walk forwards, backwards and to the last page, with search', async () => {
    for (const nome of ['Sabre', 'Espada', 'Florete', 'Espada']) await criarTurmaDireto(c, nome);
    type Turma = { nome_turma: string; id_turma: number };
    const p1 = await pagina<Turma>('/api/adm/turmas?pageSize=2');
    expect(p1.items.map((t) => t.nome_turma)).toEqual(['Espada', 'Espada']);
    expect(p1).toMatchObject({ total: 4, totalExato: true, anterior: null });
    const p2 = await pagina<Turma>(`/api/adm/turmas?pageSize=2&after=${p1.proxima}`);
    expect(p2.items.map((t) => t.nome_turma)).toEqual(['Florete', 'Sabre']);
    expect(p2.proxima).toBeNull();
    expect((await pagina<Turma>(`/api/adm/turmas?pageSize=2&before=${p2.anterior}`)).items).toEqual(p1.items);
    expect((await pagina<Turma>('/api/adm/turmas?pageSize=2&last=1')).items).toEqual(p2.items);

    type Unidade = { nome_unidade: string };
    const u = await pagina<Unidade>('/api/adm/unidades?q=espada&pageSize=1&last=1');
    expect(u.items.map((x) => x.nome_unidade)).toEqual(['Unidade Espada']);
    expect(u).toMatchObject({ total: 2, proxima: null });
    expect(u.anterior).toEqual(expect.any(String));

    await c.t.createUser({
      email: 'bruna@teste.local',
      senha: 'senha-da-bruna',
      nome: 'Bruna Prof',
      professor: true,
    });
    type Professor = { nome_pessoa: string };
    const p = await pagina<Professor>('/api/adm/professores?pageSize=1');
    expect(p.items).toHaveLength(1);
    expect(p.proxima).toEqual(expect.any(String));
    const q = await pagina<Professor>(`/api/adm/professores?pageSize=1&after=${p.proxima}`);
    expect(q.items[0].nome_pessoa > p.items[0].nome_pessoa).toBe(true);
  });

  it('still answers a numbered page, and refuses a bad cursor', async () => {
    for (const nome of ['B', 'A', 'C']) await criarTurmaDireto(c, nome);
    const res = await pagina<{ nome_turma: string }>('/api/adm/turmas?page=2&pageSize=2');
    expect(res).toMatchObject({ total: 3, totalExato: true, items: [{ nome_turma: 'C' }] });
    for (const lista of ['turmas', 'unidades', 'professores'])
      expect((await c.call('GET', `/api/adm/${lista}?before=%%`, { cookie: c.admin })).statusCode).toBe(400);
  });
});
