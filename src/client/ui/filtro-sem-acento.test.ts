import type { ComboboxParsedItem } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { filtroSemAcento } from './filtro-sem-acento';

const opcoes: ComboboxParsedItem[] = [
  { value: '1', label: 'Joana Araújo' },
  { value: '2', label: 'Ana Lima' },
  {
    group: 'Outros',
    items: [
      { value: '3', label: 'Espada Avançada' },
      { value: '4', label: 'Florete' },
    ],
  },
];

describe('filtroSemAcento', () => {
  it('keeps the options whose label contains the search, accents and case ignored', () => {
    expect(filtroSemAcento({ options: opcoes, search: 'ARAUJO', limit: 10 })).toEqual([opcoes[0]]);
    expect(filtroSemAcento({ options: opcoes, search: 'avancada', limit: 10 })).toEqual([
      { group: 'Outros', items: [{ value: '3', label: 'Espada Avançada' }] },
    ]);
    expect(filtroSemAcento({ options: opcoes, search: 'a', limit: 2 })).toHaveLength(2);
  });
});
