import { describe, expect, it } from 'vitest';
import { contarMarcas, datasDoAluno, ehEncontro, encontrosDoAluno } from './encontros-aluno';

// 2026-11-23 is a Monday (segunda).
describe('ehEncontro / encontrosDoAluno', () => {
  const chamadas = [
    { id_chamada: 1, data_c: '2026-11-02' },
    { id_chamada: 2, data_c: '2026-11-09' },
    { id_chamada: 3, data_c: '2026-11-16' },
    { id_chamada: 4, data_c: '2026-11-23' },
  ];
  it('counts a marked chamada always, an unmarked one for a member since the day they joined', () => {
    const hoje = { dt_entrada: '2026-11-23' };
    // Linked today, marked on two past sheets filled in from paper.
    expect(encontrosDoAluno(chamadas, hoje, new Set([1, 2])).map((c) => c.id_chamada)).toEqual([1, 2, 4]);
    // A member since always: every sent chamada.
    expect(encontrosDoAluno(chamadas, { dt_entrada: null }, new Set())).toHaveLength(4);
    // Left the class: only the marked ones.
    expect(encontrosDoAluno(chamadas, null, new Set([3])).map((c) => c.id_chamada)).toEqual([3]);
    expect(ehEncontro('2026-11-22', hoje, false)).toBe(false);
    expect(ehEncontro('2026-11-22', hoje, true)).toBe(true);
    expect(ehEncontro('2026-11-23', hoje, false)).toBe(true);
  });
});

describe('datasDoAluno', () => {
  it('gives the weekdays since joining and the days of the meetings, in order', () => {
    const encontros = [{ data_c: '2026-11-09' }, { data_c: '2026-11-04' }];
    expect(
      datasDoAluno('segunda', { dt_entrada: '2026-11-16' }, '2026-11-01', '2026-11-23', encontros),
    ).toEqual(['2026-11-04', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(datasDoAluno('segunda', null, '2026-11-01', '2026-11-23', encontros)).toEqual([
      '2026-11-04',
      '2026-11-09',
    ]);
    expect(datasDoAluno('segunda', { dt_entrada: null }, '2026-11-10', '2026-11-23', [])).toEqual([
      '2026-11-16',
      '2026-11-23',
    ]);
  });
});

describe('contarMarcas', () => {
  it('counts 1 as a presence and anything else as an absence', () => {
    expect(contarMarcas([{ presenca: 1 }, { presenca: 0 }, { presenca: 0 }])).toEqual({
      presencas: 1,
      faltas: 2,
    });
    expect(contarMarcas([])).toEqual({ presencas: 0, faltas: 0 });
  });
});
