import { describe, expect, it } from 'vitest';
import { turmaInput } from './turma';

const valida = {
  nome_turma: 'Florete',
  qtd_maxima: 12,
  id_professor: 1,
  id_unidade: 2,
  dia_semana: 'sábado',
  horario: '08:30',
};

describe('turmaInput', () => {
  it('accepts the original client body and the digits a number input sends', () => {
    expect(turmaInput.parse(valida)).toEqual(valida);
    expect(turmaInput.parse({ ...valida, qtd_maxima: ' 15 ', horario: '19:30:00' })).toMatchObject({
      qtd_maxima: 15,
      horario: '19:30',
    });
  });

  it('refuses zero, fractions, booleans, unknown days and impossible times', () => {
    for (const extra of [
      { qtd_maxima: 0 },
      { qtd_maxima: 2.5 },
      { qtd_maxima: true },
      { qtd_maxima: '' },
      { dia_semana: 'sabado' },
      { horario: '24:00' },
      { nome_turma: '   ' },
    ]) {
      expect(turmaInput.safeParse({ ...valida, ...extra }).success, JSON.stringify(extra)).toBe(false);
    }
  });
});
