// A reload that cuts a draft's IndexedDB write short loses nothing: the tap or note
// was kept synchronously in the tab's storage and is laid back into the store before
// the sheet is read again. The store is fake-indexeddb; the tab's sessionStorage, which
// Node lacks, is a small Storage kept for the test (it outlives a "reload": a fresh
// import of the module).
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FolhaLocal, TurmaLocal } from './aparelho';

class Armazem implements Storage {
  #m = new Map<string, string>();
  get length() {
    return this.#m.size;
  }
  clear() {
    this.#m.clear();
  }
  getItem(k: string) {
    return this.#m.get(k) ?? null;
  }
  key(i: number) {
    return [...this.#m.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.#m.delete(k);
  }
  setItem(k: string, v: string) {
    this.#m.set(k, v);
  }
}

const TURMA: TurmaLocal = {
  id_turma: 7,
  nome_turma: 'Florete A',
  dia_semana: 'quarta',
  horario: '18:00',
  nome_unidade: 'DEC Centro',
  alunos: [
    { id_aluno: 1, nome: 'Ana Souza' },
    { id_aluno: 2, nome: 'Bruno Lima' },
  ],
  com_alunos: true,
};
const DATA = '2026-11-25';

/** A new load of the page: the modules (and their one-per-load state) afresh, the same store and tab. */
async function carregar() {
  (await import('./aparelho')).fechar();
  vi.resetModules();
  return { folhas: await import('./folhas'), diario: await import('./diario') };
}

let sessao: Armazem;
beforeEach(() => {
  sessao = new Armazem();
  vi.stubGlobal('sessionStorage', sessao);
  vi.stubGlobal('indexedDB', new IDBFactory());
});
afterEach(async () => {
  (await import('./aparelho')).fechar();
  vi.unstubAllGlobals();
});

async function folhaAberta(): Promise<FolhaLocal> {
  const { folhas } = await carregar();
  await folhas.criarFolha(TURMA, DATA);
  return (await folhas.lerFolha(TURMA.id_turma, DATA))!;
}

describe("a draft's synchronous copy", () => {
  it('a written change leaves no copy behind', async () => {
    const f = await folhaAberta();
    const { folhas } = await carregar();
    await folhas.gravarRascunho(f, { marcas: { 1: 0, 2: 1 }, observacao: 'Chuva' });
    expect(sessao.length).toBe(0);
    expect(await folhas.lerFolha(7, DATA)).toMatchObject({ marcas: { 1: 0, 2: 1 }, observacao: 'Chuva' });
  });

  it('taps made before the write go into one write, with the last state, and leave no copy', async () => {
    const f = await folhaAberta();
    const { folhas } = await carregar();
    const primeira = folhas.gravarRascunho(f, { marcas: { 1: 0, 2: 1 }, observacao: '' });
    const segunda = folhas.gravarRascunho(f, { marcas: { 1: 0, 2: 0 }, observacao: '' });
    const terceira = folhas.gravarRascunho(f, { marcas: { 1: 1, 2: 0 }, observacao: 'Chuva' });
    expect(segunda).toBe(primeira);
    expect(terceira).toBe(primeira);
    await primeira;
    expect(await folhas.lerFolha(7, DATA)).toMatchObject({ marcas: { 1: 1, 2: 0 }, observacao: 'Chuva' });
    expect(sessao.length).toBe(0);
  });

  it('a note typed and a tap made just before a reload are back after it', async () => {
    const f = await folhaAberta();
    let pagina = await carregar();
    // The page reads its sheet, then the tap and the note as it writes them; the reload comes
    // before IndexedDB has them: only the synchronous part ran.
    await pagina.folhas.lerParaChamada(7, DATA);
    pagina.diario.anotar(f.chave, { marcas: { 1: 1, 2: 0 }, observacao: 'Bruno avisou que faltaria' });
    expect(await pagina.folhas.lerFolha(7, DATA)).toMatchObject({ marcas: { 1: 1, 2: 1 }, observacao: '' });
    pagina = await carregar();
    const lida = await pagina.folhas.lerParaChamada(7, DATA);
    expect(lida.folha).toMatchObject({
      marcas: { 1: 1, 2: 0 },
      observacao: 'Bruno avisou que faltaria',
      estado: 'rascunho',
    });
    expect(sessao.length).toBe(0);
  });

  it('a later change still being written keeps its copy when an earlier write is confirmed', async () => {
    const f = await folhaAberta();
    const { diario } = await carregar();
    const primeiro = diario.anotar(f.chave, { marcas: { 1: 0, 2: 1 }, observacao: '' });
    diario.anotar(f.chave, { marcas: { 1: 0, 2: 0 }, observacao: '' });
    diario.confirmar(f.chave, primeiro);
    expect(diario.retirarCopias()).toEqual([{ chave: f.chave, marcas: { 1: 0, 2: 0 }, observacao: '' }]);
  });

  it('never reopens a sheet queued or sent meanwhile', async () => {
    const f = await folhaAberta();
    let pagina = await carregar();
    pagina.diario.anotar(f.chave, { marcas: { 1: 0, 2: 0 }, observacao: '' });
    await pagina.folhas.colocarNaFila(f, { 1: 1, 2: 1 }, 'Enviada assim');
    pagina = await carregar();
    expect(await pagina.folhas.lerFolha(7, DATA)).toMatchObject({
      estado: 'na_fila',
      marcas: { 1: 1, 2: 1 },
      observacao: 'Enviada assim',
    });
    expect(sessao.length).toBe(0);
  });
});
