import { describe, expect, it } from 'vitest';
import { categoriaDoAno } from './esgrima';

const tabela = [
  { nome: 'Sub-13', idade_min: 11, idade_max: 12 },
  { nome: 'Cadete', idade_min: 13, idade_max: 16 },
];

describe('a birth year’s category in a season', () => {
  it('takes the row holding the age completed in the season, both ends included', () => {
    expect(categoriaDoAno(tabela, 2015, 2026)).toBe('Sub-13');
    expect(categoriaDoAno(tabela, 2014, 2026)).toBe('Sub-13');
    expect(categoriaDoAno(tabela, 2013, 2026)).toBe('Cadete');
    expect(categoriaDoAno(tabela, 2010, 2026)).toBe('Cadete');
    // The next season moves the same birth year on.
    expect(categoriaDoAno(tabela, 2014, 2027)).toBe('Cadete');
  });

  it('gives none without a birth year or outside the table', () => {
    expect(categoriaDoAno(tabela, null, 2026)).toBeNull();
    expect(categoriaDoAno(tabela, 2016, 2026)).toBeNull();
    expect(categoriaDoAno(tabela, 2009, 2026)).toBeNull();
  });
});
