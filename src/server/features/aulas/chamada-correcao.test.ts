// Corrections of a Finalizada chamada by administrators, and a chamada's history.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { criarChamadas } from '#server/test/fabrica.ts';
import { MSG_REG } from '#shared/messages/chamada.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import type { ChamadaLinha } from '#shared/schemas/chamada.ts';
import { type Aulas, aula, montarAulas, QUARTA } from './testing';

let t: Aulas['t'];
let ids: Aulas['ids'];
let admin: string;
let dono: string;
let outro: string;
let call: Aulas['call'];
let count: Aulas['count'];
beforeEach(async () => {
  ({ t, ids, admin, dono, outro, call, count } = await montarAulas());
});
afterEach(() => t.close());

describe('corrections of a Finalizada chamada, and its history', () => {
  async function enviada(observacao = 'Treino de base.') {
    const { id_chamada } = (
      await call('POST', '/api/chamada/buscar', dono, { id_turma: ids.tA, data_c: QUARTA })
    ).json()[0];
    const res = await call('POST', '/api/chamada/enviar', dono, {
      id_chamada,
      status_c: 1,
      observacao,
      alunos: [
        { id_aluno: ids.ana, presenca: 1 },
        { id_aluno: ids.bruno, presenca: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    return id_chamada as number;
  }
  const corrigir = (cookie: string, body: object) => call('POST', '/api/chamada/corrigir', cookie, body);
  const historico = (id: number, cookie = admin) => call('GET', `/api/chamada/${id}/historico`, cookie);

  it('an administrator corrects marks and note; the send and the correction are recorded, before → after', async () => {
    const id_chamada = await enviada();
    const res = await corrigir(admin, {
      id_chamada,
      versao: 1,
      alunos: [
        { id_aluno: ids.ana, presenca: 1 },
        { id_aluno: ids.bruno, presenca: 1 },
      ],
      observacao: 'Bruno chegou atrasado.',
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().map((l: ChamadaLinha) => [l.nome_pessoa, l.presenca, l.status_c, l.observacao]),
    ).toEqual([
      ['Ana Souza', 1, 1, 'Bruno chegou atrasado.'],
      ['Bruno Lima', 1, 1, 'Bruno chegou atrasado.'],
    ]);
    // Reopening shows the corrected sheet.
    const reaberta = await call('POST', '/api/chamada/buscar', dono, { id_turma: ids.tA, data_c: QUARTA });
    expect(reaberta.json()).toEqual(res.json());

    const h = await historico(id_chamada, dono);
    expect(h.statusCode).toBe(200);
    const corpo = h.json();
    expect(corpo).toMatchObject({
      id_chamada,
      id_turma: ids.tA,
      data_c: QUARTA,
      status_c: 1,
      versao: 2,
      observacao: 'Bruno chegou atrasado.',
      alunos: [
        { id_aluno: ids.ana, nome_pessoa: 'Ana Souza', presenca: 1 },
        { id_aluno: ids.bruno, nome_pessoa: 'Bruno Lima', presenca: 1 },
      ],
    });
    expect(corpo.registros).toEqual([
      {
        versao: 1,
        tipo: 'envio',
        autor: 'Paulo Dono',
        feito_em: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        observacao_antes: null,
        observacao_depois: 'Treino de base.',
        marcas: [
          { id_aluno: ids.ana, nome_pessoa: 'Ana Souza', antes: null, depois: 1 },
          { id_aluno: ids.bruno, nome_pessoa: 'Bruno Lima', antes: null, depois: 0 },
        ],
      },
      {
        versao: 2,
        tipo: 'correcao',
        autor: 'Ana Admin',
        feito_em: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        observacao_antes: 'Treino de base.',
        observacao_depois: 'Bruno chegou atrasado.',
        marcas: [{ id_aluno: ids.bruno, nome_pessoa: 'Bruno Lima', antes: 0, depois: 1 }],
      },
    ]);
    const [envio, correcao] = corpo.registros;
    expect(Date.parse(correcao.feito_em)).toBeGreaterThanOrEqual(Date.parse(envio.feito_em));
  });

  it('is for administrators only; a sheet not sent yet or a stale version is refused; no change writes nothing', async () => {
    const id_chamada = await enviada();
    const body = { id_chamada, versao: 1, alunos: [{ id_aluno: ids.ana, presenca: 0 }] };
    expect((await corrigir(dono, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/chamada/corrigir', undefined, body)).statusCode).toBe(401);
    expect((await corrigir(admin, { ...body, id_chamada: 99_999 })).statusCode).toBe(404);
    const velha = await corrigir(admin, { ...body, versao: 5 });
    expect(velha.statusCode).toBe(409);
    expect(velha.json().message).toBe(MSG_REG.correcaoConcorrente);
    const fora = await corrigir(admin, { ...body, alunos: [{ id_aluno: ids.carla, presenca: 1 }] });
    expect(fora.statusCode).toBe(400);
    expect(fora.json().message).toBe(MSG_RECUSA.alunoForaDaTurma);
    // Nothing changes: the sheet comes back, no record, same version.
    const igual = await corrigir(admin, {
      ...body,
      alunos: [{ id_aluno: ids.bruno, presenca: 0 }],
      observacao: 'Treino de base.',
    });
    expect(igual.statusCode).toBe(200);
    expect((await historico(id_chamada)).json()).toMatchObject({ versao: 1, registros: [{ tipo: 'envio' }] });

    const { id_chamada: aberta } = (
      await call('POST', '/api/chamada/buscar', dono, { id_turma: ids.tA, data_c: aula('quarta', 1) })
    ).json()[0];
    const naoEnviada = await corrigir(admin, { ...body, id_chamada: aberta });
    expect(naoEnviada.statusCode).toBe(409);
    expect(naoEnviada.json().message).toBe(MSG_REG.chamadaNaoEnviada);
    expect(await count('chamada_registro')).toBe(1);
    expect(
      await t.db.selectFrom('chamada_aluno').select('presenca').where('id_aluno', '=', ids.ana).execute(),
    ).toEqual([{ presenca: 1 }]);
  });

  it('two concurrent corrections: one wins, the others get the conflict message, never a silent overwrite', async () => {
    const id_chamada = await enviada();
    const propostas = [0, 1, 0, 1, 0].map((p, i) => ({
      id_chamada,
      versao: 1,
      alunos: [
        { id_aluno: ids.ana, presenca: p },
        { id_aluno: ids.bruno, presenca: 1 },
      ],
      observacao: `correção ${i}`,
    }));
    const res = await Promise.all(propostas.map((b) => corrigir(admin, b)));
    const ok = res.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of res.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(MSG_REG.correcaoConcorrente);
    }
    const vencedora = propostas[res.indexOf(ok[0])];
    const h = (await historico(id_chamada)).json();
    expect(h.versao).toBe(2);
    expect(h.observacao).toBe(vencedora.observacao);
    expect(h.alunos.map((a: { presenca: number }) => a.presenca)).toEqual([vencedora.alunos[0].presenca, 1]);
    expect(h.registros.map((r: { tipo: string }) => r.tipo)).toEqual(['envio', 'correcao']);
    // The next correction starts from the version that won.
    expect((await corrigir(admin, { ...propostas[0], versao: 2, observacao: 'depois' })).statusCode).toBe(
      200,
    );
  });

  it('a chamada sent without versions (a seed, an import: version 0) is corrected from version 0', async () => {
    const [id_chamada] = await criarChamadas(t.db, ids.tA, [aula('quarta', 6)], {
      status_c: 1,
      marcas: [{ id_aluno: ids.ana, presenca: 1 }],
    });
    const h = (await historico(id_chamada)).json();
    expect(h).toMatchObject({ versao: 0, registros: [], alunos: [{ id_aluno: ids.ana, presenca: 1 }] });
    const res = await corrigir(admin, {
      id_chamada,
      versao: 0,
      alunos: [{ id_aluno: ids.ana, presenca: 0 }],
    });
    expect(res.statusCode).toBe(200);
    expect((await historico(id_chamada)).json()).toMatchObject({
      versao: 1,
      registros: [{ tipo: 'correcao', versao: 1, marcas: [{ id_aluno: ids.ana, antes: 1, depois: 0 }] }],
    });
  });

  it('the history: the class teacher and administrators only', async () => {
    const id_chamada = await enviada();
    expect((await historico(id_chamada, outro)).statusCode).toBe(403);
    expect((await call('GET', `/api/chamada/${id_chamada}/historico`)).statusCode).toBe(401);
    expect((await historico(99_999)).statusCode).toBe(404);
    expect((await historico(id_chamada, dono)).statusCode).toBe(200);
  });
});
