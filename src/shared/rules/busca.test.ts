import { describe, expect, it } from 'vitest';
import { contemSemAcento, normalizarBusca } from './busca';

describe('normalizarBusca', () => {
  it('drops accents and case, precomposed or decomposed', () => {
    expect(normalizarBusca('Joana Araújo')).toBe('joana araujo');
    expect(normalizarBusca('ARAÚJO')).toBe('araujo');
    expect(normalizarBusca('Conceição Gonçalves Ñandú Ÿvon')).toBe('conceicao goncalves nandu yvon');
    expect(normalizarBusca('Brau\u0301lio')).toBe('braulio');
    expect(normalizarBusca('100%_"x"')).toBe('100%_"x"');
  });
});

describe('contemSemAcento', () => {
  it('"araujo", "ARAUJO" and "Araújo" find "Joana Araújo"; other letters still count', () => {
    for (const busca of ['araujo', 'ARAUJO', 'Araújo', ' araú '])
      expect(contemSemAcento('Joana Araújo', busca)).toBe(true);
    expect(contemSemAcento('Joana Araújo', 'arauja')).toBe(false);
  });
});
