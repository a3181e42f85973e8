// enviarChamada called directly: one signature reaches the SQLite group commit or the
// PostgreSQL statement through the driver under `db`. The rules themselves are tested
// through POST /api/chamada/enviar in chamada-envio.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acessoTurma } from '#server/policies/index.ts';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarAluno, criarChamadas, criarTurma, criarUnidade } from '#server/test/fabrica.ts';
import { enviarChamada } from './repository';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

async function seed() {
  const db = t.db;
  const dono = await t.createUser({
    email: 'dono@teste.local',
    senha: 's-dono-1',
    nome: 'Dono',
    professor: true,
  });
  const outro = await t.createUser({
    email: 'outro@teste.local',
    senha: 's-outro-1',
    nome: 'Outro',
    professor: true,
  });
  const id_unidade = await criarUnidade(db, { nome_unidade: 'DEC', endereco: null });
  const id_turma = await criarTurma(db, {
    id_professor: dono.id_professor!,
    id_unidade,
    dia_semana: 'quarta',
  });
  const naoPagante = {
    dt_inicio: '2026-01-05',
    tipo_aluno: 'naoPagante',
    tipo_plano: null,
    dia_pagamento: null,
  } as const;
  const { id_aluno: ana } = await criarAluno(db, 'Ana', { ...naoPagante, turmas: [id_turma] });
  const { id_aluno: fora } = await criarAluno(db, 'Fora', naoPagante);
  const [id_chamada] = await criarChamadas(db, id_turma, ['2026-11-25']);
  return { dono: dono.id_professor!, outro: outro.id_professor!, ana, fora, id_chamada };
}

describe('enviarChamada', () => {
  it('answers every outcome on both dialects and moves the versions of what it wrote', async () => {
    const s = await seed();
    const envio = (over: Partial<Parameters<typeof enviarChamada>[1]>) =>
      enviarChamada(t.db, {
        id_chamada: s.id_chamada,
        observacao: 'Boa aula.',
        alunos: [{ id_aluno: s.ana, presenca: 1 }],
        acesso: acessoTurma({ adm: 0, id_professor: s.dono }),
        id_pessoa: t.admin.id_pessoa,
        autor: 'Ana Admin',
        agora: 1_764_000_000_000,
        ...over,
      });
    expect(await envio({ id_chamada: 99_999 })).toEqual({ ok: false, motivo: 'chamada_inexistente' });
    expect(await envio({ acesso: acessoTurma({ adm: 0, id_professor: s.outro }) })).toEqual({
      ok: false,
      motivo: 'acesso_negado',
    });
    expect(await envio({ alunos: [{ id_aluno: s.fora, presenca: 1 }] })).toEqual({
      ok: false,
      motivo: 'fora_da_turma',
    });
    expect(await t.db.selectFrom('chamada_aluno').selectAll().execute()).toEqual([]);

    // SQLite's driver moves the versions of what it wrote (PostgreSQL announces only the
    // tables a cache reads, and chamada_aluno is none of them: decision 016).
    const stamp = () => t.app.versions.stamp(['chamada_aluno']);
    const v0 = stamp();
    const enviada = {
      ok: true,
      folha: [
        {
          id_chamada: s.id_chamada,
          data_c: '2026-11-25',
          status_c: 1,
          observacao: 'Boa aula.',
          id_aluno: s.ana,
          nome_pessoa: 'Ana',
          presenca: 1,
        },
      ],
    };
    expect(await envio({ acesso: acessoTurma({ adm: 1, id_professor: null }) })).toEqual(enviada);
    if (t.dialect === 'sqlite') expect(stamp()).toBeGreaterThan(v0);
    expect(
      await t.db.selectFrom('chamada').select(['status_c', 'observacao', 'versao']).executeTakeFirstOrThrow(),
    ).toEqual({ status_c: 1, observacao: 'Boa aula.', versao: 1 });
    // The send is recorded: who, when, each mark before → after.
    const registros = await t.db.selectFrom('chamada_registro').selectAll().execute();
    expect(registros.map((r) => ({ ...r, marcas: JSON.parse(r.marcas) }))).toEqual([
      {
        id_registro: expect.any(Number),
        id_chamada: s.id_chamada,
        versao: 1,
        tipo: 'envio',
        id_pessoa: t.admin.id_pessoa,
        autor: 'Ana Admin',
        feito_em: 1_764_000_000_000,
        observacao_antes: null,
        observacao_depois: 'Boa aula.',
        marcas: [[s.ana, null, 1]],
      },
    ]);

    // Sent: the same again is a no-op, anything else is refused; nothing more is written.
    expect(await envio({})).toEqual(enviada);
    expect(await envio({ alunos: [{ id_aluno: s.ana, presenca: 0 }] })).toEqual({
      ok: false,
      motivo: 'finalizada',
    });
    expect(await envio({ observacao: 'Outra nota.' })).toEqual({ ok: false, motivo: 'finalizada' });
    expect(await t.db.selectFrom('chamada_registro').select('versao').execute()).toEqual([{ versao: 1 }]);
    expect(await t.db.selectFrom('chamada_aluno').select('presenca').execute()).toEqual([{ presenca: 1 }]);
  });
});
