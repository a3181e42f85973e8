// Trial classes on the teacher's sheet, on SQLite and PostgreSQL: the meeting's trials come
// as rows of their own (id_experimental and the name only) when our client asks for them,
// on the class's own teacher's sheet only; the send moves each marked trial to compareceu or
// faltou in the same transaction, and a trial is never a mark of the chamada (attendance
// rates and reports count chamada_aluno only).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { criarExperimental } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { MSG_EXPERIMENTAL } from '#shared/messages/experimental.ts';
import { diaSemanaDe, hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import type { ChamadaLinha } from '#shared/schemas/chamada.ts';
import { type Aulas, montarAulas } from './testing';

let a: Aulas;
beforeEach(async () => {
  a = await montarAulas();
});
afterEach(() => a.t.close());

/** The class tA's latest meeting (Wednesdays), today or before. */
function ultimaQuarta(): string {
  let d = hojeNoFuso(FUSO_TESTE);
  while (diaSemanaDe(d) !== 'quarta') d = somarDias(d, -1);
  return d;
}

const experimental = (nome: string, id_turma: number, data: string) =>
  criarExperimental(a.t.db, nome, id_turma, data);

const status = async (id: number) =>
  (
    await a.t.db
      .selectFrom('experimental')
      .select('status')
      .where('id_experimental', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

describe('trial rows on the sheet', () => {
  it("answers the meeting's trials after the students, with their id and name only, when asked", async () => {
    const data = ultimaQuarta();
    const zeca = await experimental('Zeca Experimental', a.ids.tA, data);
    await experimental('Outro Dia', a.ids.tA, somarDias(data, -7));
    await experimental('Outra Turma', a.ids.tOutro, data);
    const perdida = await experimental('Perdida Pessoa', a.ids.tA, data);
    await a.t.db
      .updateTable('experimental')
      .set({ status: 'perdida', motivo: 'Desistiu' })
      .where('id_experimental', '=', perdida)
      .execute();
    const sem = await a.call('POST', '/api/chamada/buscar', a.dono, { id_turma: a.ids.tA, data_c: data });
    expect((sem.json() as ChamadaLinha[]).map((l) => l.nome_pessoa)).toEqual(['Ana Souza', 'Bruno Lima']);
    const com = await a.call('POST', '/api/chamada/buscar', a.dono, {
      id_turma: a.ids.tA,
      data_c: data,
      com_experimentais: 1,
    });
    expect(com.statusCode).toBe(200);
    const linhas = com.json() as ChamadaLinha[];
    expect(linhas.map((l) => l.nome_pessoa)).toEqual(['Ana Souza', 'Bruno Lima', 'Zeca Experimental']);
    expect(linhas[2]).toEqual({
      id_chamada: linhas[0].id_chamada,
      data_c: data,
      status_c: 0,
      observacao: null,
      id_aluno: null,
      nome_pessoa: 'Zeca Experimental',
      presenca: null,
      id_experimental: zeca,
    });
    expect(com.body).not.toContain('teste.local');
    expect(com.body).not.toContain('11987654321');
    // Another teacher's class: refused, trials and all.
    const alheia = await a.call('POST', '/api/chamada/buscar', a.outro, {
      id_turma: a.ids.tA,
      data_c: data,
      com_experimentais: 1,
    });
    expect(alheia.statusCode).toBe(403);
    expect(alheia.body).not.toContain('Zeca');
  });

  it('moves each marked trial to compareceu or faltou with the send, and never counts it as a mark', async () => {
    const data = ultimaQuarta();
    const zeca = await experimental('Zeca Experimental', a.ids.tA, data);
    const yara = await experimental('Yara Experimental', a.ids.tA, data);
    const res = await a.call('POST', '/api/chamada/enviar', a.dono, {
      id_turma: a.ids.tA,
      data_c: data,
      alunos: [
        { id_aluno: a.ids.ana, presenca: 1 },
        { id_aluno: a.ids.bruno, presenca: 0 },
      ],
      experimentais: [
        { id_experimental: zeca, presenca: 1 },
        { id_experimental: yara, presenca: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const linhas = res.json() as ChamadaLinha[];
    expect(linhas.map((l) => [l.nome_pessoa, l.presenca, l.id_experimental ?? null])).toEqual([
      ['Ana Souza', 1, null],
      ['Bruno Lima', 0, null],
      ['Yara Experimental', 0, yara],
      ['Zeca Experimental', 1, zeca],
    ]);
    expect(await status(zeca)).toBe('compareceu');
    expect(await status(yara)).toBe('faltou');
    // The chamada's marks are the students' only: what every rate and report reads.
    expect(await a.count('chamada_aluno')).toBe(2);
    const depois = await a.call('POST', '/api/chamada/buscar', a.dono, {
      id_turma: a.ids.tA,
      data_c: data,
      com_experimentais: 1,
    });
    expect((depois.json() as ChamadaLinha[]).map((l) => l.presenca)).toEqual([1, 0, 0, 1]);
  });

  it("refuses a trial that is not on this meeting's sheet, writing nothing", async () => {
    const data = ultimaQuarta();
    const outroDia = await experimental('Outro Dia', a.ids.tA, somarDias(data, -7));
    const res = await a.call('POST', '/api/chamada/enviar', a.dono, {
      id_turma: a.ids.tA,
      data_c: data,
      alunos: [{ id_aluno: a.ids.ana, presenca: 1 }],
      experimentais: [{ id_experimental: outroDia, presenca: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_EXPERIMENTAL.experimentalDeOutraTurma);
    expect(await status(outroDia)).toBe('agendada');
    expect(await a.count('chamada_aluno')).toBe(0);
    expect(await a.count('chamada_registro')).toBe(0);
    const repetida = await a.call('POST', '/api/chamada/enviar', a.dono, {
      id_turma: a.ids.tA,
      data_c: data,
      alunos: [{ id_aluno: a.ids.ana, presenca: 1 }],
      experimentais: [
        { id_experimental: outroDia, presenca: 1 },
        { id_experimental: outroDia, presenca: 0 },
      ],
    });
    expect(repetida.statusCode).toBe(400);
  });
});
