import { describe, expect, it } from 'vitest';
import { PIX_NOME_MAX } from '#shared/schemas/financeiro-base.ts';
import { nomePixDoClube } from './pix-nome';

describe('nomePixDoClube', () => {
  it('drops accents and signs, keeps a short name whole', () => {
    expect(nomePixDoClube('Clube de Esgrima')).toBe('Clube de Esgrima');
    expect(nomePixDoClube('  Associação  Atlética – Esgrima ')).toBe('Associacao Atletica');
  });

  it('cuts a long name at the last whole word within the Pix limit', () => {
    const n = nomePixDoClube('Clube de Esgrima de São Paulo — Centro');
    expect(n).toBe('Clube de Esgrima de Sao');
    expect(n.length).toBeLessThanOrEqual(PIX_NOME_MAX);
    expect(nomePixDoClube('Esgrimaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).toHaveLength(PIX_NOME_MAX);
  });
});
