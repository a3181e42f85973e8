// Our client's student list by keyset pages (GET /api/adm/alunos?after=|before=|last=1)
// and the name search through the trigram index, on both dialects.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AdmCtx, setupAdm } from '#server/features/adm/testing.ts';
import { criarAluno, criarAlunos } from '#server/test/fabrica.ts';
import { LIMITE_TOTAL, LIMITE_TOTAL_BUSCA } from '#shared/constants.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { codificarCursor, type PaginaCursor } from '#shared/schemas/lista.ts';

interface Item {
  id_aluno: number;
  id_pessoa: number;
  nome_pessoa: string;
}

let c: AdmCtx;
beforeEach(async () => {
  c = await setupAdm();
});
afterEach(() => c.t.close());

async function pagina(query: string): Promise<PaginaCursor<Item>> {
  const res = await c.call('GET', `/api/adm/alunos?${query}`, { cookie: c.admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const nomes = (p: PaginaCursor<Item>) => p.items.map((i) => i.nome_pessoa);

/** Seven students, three of them named alike so a page ends inside the tie. */
async function turma() {
  const ids: Record<string, number> = {};
  for (const nome of [
    'Gil Souza',
    'Ana Lima',
    'Bia Reis',
    'Davi Costa',
    'Bia Reis',
    'Bia Reis',
    'Caio Melo',
  ]) {
    const { id_pessoa } = await criarAluno(c.t.db, nome);
    ids[`${nome}#${id_pessoa}`] = id_pessoa;
  }
  return ids;
}

describe('GET /api/adm/alunos by keyset pages', () => {
  it('walks first, next, previous and last pages in name then id order, across duplicate names', async () => {
    await turma();
    const primeira = await pagina('pageSize=3');
    expect(nomes(primeira)).toEqual(['Ana Lima', 'Bia Reis', 'Bia Reis']);
    expect(primeira).toMatchObject({ total: 7, totalExato: true, anterior: null });
    expect(primeira.proxima).toEqual(expect.any(String));

    // The page boundary falls between two "Bia Reis": the id breaks the tie.
    const segunda = await pagina(`pageSize=3&after=${primeira.proxima}`);
    expect(nomes(segunda)).toEqual(['Bia Reis', 'Caio Melo', 'Davi Costa']);
    const biaIds = [...primeira.items.slice(1), segunda.items[0]].map((i) => i.id_pessoa);
    expect(biaIds).toEqual([...biaIds].sort((a, b) => a - b));
    expect(new Set(biaIds).size).toBe(3);

    const terceira = await pagina(`pageSize=3&after=${segunda.proxima}`);
    expect(nomes(terceira)).toEqual(['Gil Souza']);
    expect(terceira.proxima).toBeNull();
    expect(terceira.anterior).toEqual(expect.any(String));

    const deVolta = await pagina(`pageSize=3&before=${terceira.anterior}`);
    expect(deVolta.items).toEqual(segunda.items);
    expect(deVolta.proxima).toEqual(expect.any(String));
    // Going back from the second page reaches the start: the first page, whole.
    const inicio = await pagina(`pageSize=3&before=${segunda.anterior}`);
    expect(inicio.items).toEqual(primeira.items);
    expect(inicio.anterior).toBeNull();

    // The last page reads the index backwards and answers in ascending order.
    const ultima = await pagina('pageSize=3&last=1');
    expect(nomes(ultima)).toEqual(['Caio Melo', 'Davi Costa', 'Gil Souza']);
    expect(ultima.proxima).toBeNull();
    const antesDaUltima = await pagina(`pageSize=3&before=${ultima.anterior}`);
    expect(nomes(antesDaUltima)).toEqual(['Bia Reis', 'Bia Reis', 'Bia Reis']);
  });

  it('answers the last page for a cursor past the end, and never more than one page', async () => {
    await turma();
    const depois = await pagina(`pageSize=2&after=${codificarCursor(['Zé Zumbi', 999_999])}`);
    expect(nomes(depois)).toEqual(['Davi Costa', 'Gil Souza']);
    expect(depois.proxima).toBeNull();
    for (const q of ['pageSize=2', 'pageSize=2&last=1', `pageSize=2&after=${depois.anterior}`])
      expect((await pagina(q)).items.length).toBeLessThanOrEqual(2);
  });

  it('pages through a search with cursors', async () => {
    await turma();
    await criarAluno(c.t.db, 'Reinaldo Alves');
    const p1 = await pagina('q=rei&pageSize=2');
    expect(nomes(p1)).toEqual(['Bia Reis', 'Bia Reis']);
    expect(p1).toMatchObject({ total: 4, totalExato: true });
    const p2 = await pagina(`q=rei&pageSize=2&after=${p1.proxima}`);
    expect(nomes(p2)).toEqual(['Bia Reis', 'Reinaldo Alves']);
    expect(p2.proxima).toBeNull();
    expect(nomes(await pagina('q=rei&pageSize=3&last=1'))).toEqual([
      'Bia Reis',
      'Bia Reis',
      'Reinaldo Alves',
    ]);
    // Short searches (under three characters) use the LIKE fallback and still page.
    const curta = await pagina('q=ei&pageSize=3');
    expect(curta.total).toBe(4);
    expect(nomes(await pagina(`q=ei&pageSize=3&after=${curta.proxima}`))).toEqual(['Reinaldo Alves']);
  });

  it('refuses a cursor it did not make, and two directions at once, in pt-BR', async () => {
    for (const ruim of [
      'after=lixo!',
      'before=bm90LWpzb24',
      `after=${codificarCursor(['x', 1]).slice(0, -3)}`,
      `after=${btoa('["x","1"]')}`,
      'last=sim',
    ]) {
      const res = await c.call('GET', `/api/adm/alunos?${ruim}`, { cookie: c.admin });
      expect(res.statusCode, ruim).toBe(400);
    }
    const res = await c.call('GET', '/api/adm/alunos?after=lixo', { cookie: c.admin });
    expect(res.body).toContain(MSG_ADM.cursorInvalido);
    const dois = await c.call('GET', `/api/adm/alunos?last=1&after=${codificarCursor(['a', 1])}`, {
      cookie: c.admin,
    });
    expect(dois.statusCode).toBe(400);
    expect(dois.body).toContain(MSG_ADM.paginaUnica);
  });

  it('counts up to the cap and says so beyond it', async () => {
    const db = c.t.db;
    const n = LIMITE_TOTAL + 5;
    await criarAlunos(
      db,
      Array.from({ length: n }, (_, i) => `Silva Ébano ${String(i).padStart(4, '0')}`),
    );
    await criarAluno(c.t.db, 'Ana Lima');
    for (const q of ['', 'q=silva&', 'q=lv&']) {
      const p = await pagina(`${q}pageSize=20`);
      expect(p, q).toMatchObject({ total: q ? LIMITE_TOTAL_BUSCA : LIMITE_TOTAL, totalExato: false });
      expect(p.items).toHaveLength(20);
    }
    // Many matches: the walk over the name index gives the same pages, checked
    // with LIKE for ASCII searches and against the trigram index otherwise.
    for (const q of ['silva', 'ÉBANO']) {
      const primeira = await pagina(`q=${encodeURIComponent(q)}&pageSize=20`);
      expect(nomes(primeira)[0], q).toBe('Silva Ébano 0000');
      expect(primeira).toMatchObject({ total: LIMITE_TOTAL_BUSCA, totalExato: false, anterior: null });
      const ultima = await pagina(`q=${encodeURIComponent(q)}&pageSize=20&last=1`);
      expect(nomes(ultima).at(-1), q).toBe(`Silva Ébano ${String(n - 1).padStart(4, '0')}`);
      const meio = await pagina(
        `q=${encodeURIComponent(q)}&pageSize=20&after=${codificarCursor(['Silva Ébano 0499', 0])}`,
      );
      expect(nomes(meio)[0], q).toBe('Silva Ébano 0499');
      expect(nomes(meio)[19], q).toBe('Silva Ébano 0518');
    }
    expect((await pagina('q=lima&pageSize=20')).total).toBe(1);
  });
});

describe('name search follows every change to a name', () => {
  it('finds people inserted, renamed and not deleted; folds case and accents, keeps the id search', async () => {
    const elio = await criarAluno(c.t.db, 'Élio Araújo');
    const busca = async (q: string) => nomes(await pagina(`q=${encodeURIComponent(q)}`));
    expect(await busca('élio')).toEqual(['Élio Araújo']);
    expect(await busca('ARAÚ')).toEqual(['Élio Araújo']);
    expect(await busca('araujo')).toEqual(['Élio Araújo']);
    expect(await busca('elio')).toEqual(['Élio Araújo']);

    await c.t.db
      .updateTable('pessoa')
      .set({ nome_pessoa: 'Hélio Barros' })
      .where('id_pessoa', '=', elio.id_pessoa)
      .execute();
    expect(await busca('araújo')).toEqual([]);
    expect(await busca('barros')).toEqual(['Hélio Barros']);
    expect(await busca(String(elio.id_aluno))).toContain('Hélio Barros');

    // A change to another column leaves the name findable.
    await c.t.db
      .updateTable('pessoa')
      .set({ telefone_pessoa: '11999990000' })
      .where('id_pessoa', '=', elio.id_pessoa)
      .execute();
    expect(await busca('barros')).toEqual(['Hélio Barros']);

    const res = await c.call('DELETE', `/api/aluno/${elio.id_aluno}`, { cookie: c.admin });
    expect(res.statusCode).toBe(200);
    expect(await busca('barros')).toEqual([]);
    // LIKE wildcards and FTS syntax typed by the user are plain text.
    await criarAluno(c.t.db, 'Zoe "Zu" 100%_ok');
    expect(await busca('"zu" 100%_')).toEqual(['Zoe "Zu" 100%_ok']);
    expect(await busca('1%0')).toEqual([]);
  });
});
