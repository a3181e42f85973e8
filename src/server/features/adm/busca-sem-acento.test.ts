// Every search ignores accents and case, on both databases: "araujo", "ARAUJO"
// and "Araújo" find "Joana Araújo" in the students' lists (keyset and the original client's),
// the add-student picker, the teachers, the units (name and city) and the classes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AdmCtx, criarTurmaDireto, setupAdm } from '#server/features/adm/testing.ts';
import { criarAluno, criarProfessor, criarTurma, criarUnidade } from '#server/test/fabrica.ts';

let c: AdmCtx;
beforeEach(async () => {
  c = await setupAdm();
});
afterEach(() => c.t.close());

const FORMAS = ['araujo', 'ARAUJO', 'Araújo', 'ARAÚJO', 'aráujo'];

async function nomes(url: string, campo: string): Promise<string[]> {
  const res = await c.call('GET', url, { cookie: c.admin });
  expect(res.statusCode, res.body).toBe(200);
  const json = res.json();
  const itens: Record<string, string>[] = Array.isArray(json) ? json : json.items;
  return itens.map((i) => i[campo] as string);
}

const q = (texto: string) => encodeURIComponent(texto);

describe('search ignores accents and case', () => {
  it('in the students lists and the add-student picker, long and short searches alike', async () => {
    await criarAluno(c.t.db, 'Joana Araújo');
    await criarAluno(c.t.db, 'Conceição Gonçalves');
    await criarAluno(c.t.db, 'Ana Lima');
    for (const forma of FORMAS) {
      expect(await nomes(`/api/adm/alunos?q=${q(forma)}`, 'nome_pessoa'), forma).toEqual(['Joana Araújo']);
      expect(await nomes(`/admbackend/aluno?q=${q(forma)}`, 'nome_pessoa'), forma).toEqual(['Joana Araújo']);
      expect(await nomes(`/listartodosalunos?q=${q(forma)}`, 'nome_aluno'), forma).toEqual(['Joana Araújo']);
    }
    // Cedilla and tilde, and searches of one or two letters (no trigram: the LIKE path).
    for (const forma of ['conceicao', 'GONÇALVES', 'cao', 'çã', 'ca']) {
      expect(await nomes(`/api/adm/alunos?q=${q(forma)}`, 'nome_pessoa'), forma).toContain(
        'Conceição Gonçalves',
      );
      expect(await nomes(`/listartodosalunos?q=${q(forma)}`, 'nome_aluno'), forma).toContain(
        'Conceição Gonçalves',
      );
    }
    expect(await nomes(`/api/adm/alunos?q=${q('ú')}`, 'nome_pessoa')).toEqual(['Joana Araújo']);
    // Text written decomposed ("u" + a combining acute) is folded the same way.
    await criarAluno(c.t.db, 'Rui Brau\u0301lio');
    expect(await nomes(`/api/adm/alunos?q=braulio`, 'nome_pessoa')).toEqual(['Rui Brau\u0301lio']);
    expect(await nomes(`/api/adm/alunos?q=${q('BRAÚLIO')}`, 'nome_pessoa')).toEqual(['Rui Brau\u0301lio']);
  });

  it('in the teachers, units and classes lists', async () => {
    const db = c.t.db;
    const id_professor = await criarProfessor(db, 'Joana Araújo', { email_pessoa: 'joana@teste.local' });
    const id_unidade = await criarUnidade(db, {
      nome_unidade: 'Clube Ação',
      endereco: { bairro: 'Bela Vista', rua: 'Av.' },
    });
    await criarTurma(db, {
      nome_turma: 'Espada Avançada',
      id_professor,
      id_unidade,
      dia_semana: 'terça',
      horario: '19:00',
    });
    await criarTurmaDireto(c, 'Florete');

    for (const forma of FORMAS) {
      expect(await nomes(`/api/adm/professores?q=${q(forma)}`, 'nome_pessoa'), forma).toEqual([
        'Joana Araújo',
      ]);
      // The class of that teacher, found by the teacher's name.
      expect(await nomes(`/api/adm/turmas?q=${q(forma)}`, 'nome_turma'), forma).toEqual(['Espada Avançada']);
    }
    for (const forma of ['avancada', 'AVANÇADA', 'acao']) {
      expect(await nomes(`/api/adm/turmas?q=${q(forma)}`, 'nome_turma'), forma).toEqual(['Espada Avançada']);
    }
    for (const forma of ['clube acao', 'AÇÃO', 'sao paulo', 'SÃO PAULO', 'são']) {
      expect(await nomes(`/api/adm/unidades?q=${q(forma)}`, 'nome_unidade'), forma).toEqual(['Clube Ação']);
      expect(await nomes(`/api/unidade?q=${q(forma)}`, 'nome_unidade'), forma).toEqual(['Clube Ação']);
    }
    // Case and accents only: other letters still count.
    expect(await nomes(`/api/adm/unidades?q=${q('acoes')}`, 'nome_unidade')).toEqual([]);
  });

  it('follows a renamed person (the folded name is kept by the database on every write)', async () => {
    const { id_pessoa } = await criarAluno(c.t.db, 'Ana Lima');
    await c.t.db
      .updateTable('pessoa')
      .set({ nome_pessoa: 'Ana Araújo' })
      .where('id_pessoa', '=', id_pessoa)
      .execute();
    expect(await nomes('/api/adm/alunos?q=araujo', 'nome_pessoa')).toEqual(['Ana Araújo']);
    expect(await nomes('/listartodosalunos?q=arau', 'nome_aluno')).toEqual(['Ana Araújo']);
    expect(await nomes('/api/adm/alunos?q=lima', 'nome_pessoa')).toEqual([]);
  });
});
