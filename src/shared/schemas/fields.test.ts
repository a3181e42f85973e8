import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { FUSO_CLUBE, hojeNoFuso, nascimentoValido } from '#shared/rules/datas.ts';
import { busca, dataNascimento, email, ID_MAXIMO, id, texto, textoLimpo, textoLivre } from './fields';

const mensagem = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0].message;

describe('the one id schema', () => {
  it('takes a positive integer up to the serial maximum, as a number or as digits only', () => {
    expect(id.parse(5)).toBe(5);
    expect(id.parse('5')).toBe(5);
    expect(id.parse('007')).toBe(7);
    expect(id.parse(ID_MAXIMO)).toBe(ID_MAXIMO);
  });

  it('reads nothing else as an id', () => {
    for (const ruim of [
      true,
      false,
      [5],
      ['5'],
      5.5,
      '5.5',
      '5abc',
      ' 5',
      '5 ',
      0,
      '0',
      -1,
      '-1',
      2 ** 53,
      String(2 ** 53),
      ID_MAXIMO + 1,
      '1e3',
      '0x10',
      '+5',
      '٣',
      '',
      null,
      {},
      Number.NaN,
    ]) {
      const r = id.safeParse(ruim);
      expect(r.success, JSON.stringify(ruim)).toBe(false);
      expect(mensagem(r)).toBe(MSG.identificadorInvalido);
    }
  });
});

describe('the one birth-date rule', () => {
  const hoje = hojeNoFuso(FUSO_CLUBE);

  it('takes real dates from 1900 to today', () => {
    for (const ok of ['1900-01-01', '1990-05-20', '2024-02-29', hoje])
      expect(dataNascimento.parse(ok)).toBe(ok);
  });

  it('refuses the future, before 1900, impossible days and other formats', () => {
    for (const ruim of [
      '2999-01-01',
      '1800-01-01',
      '1899-12-31',
      '2023-02-29',
      '2024-13-01',
      '20/05/1990',
      '1990-5-20',
      19900520,
    ]) {
      const r = dataNascimento.safeParse(ruim);
      expect(r.success, String(ruim)).toBe(false);
    }
    expect(mensagem(dataNascimento.safeParse('2999-01-01'))).toBe(MSG.nascimentoInvalido);
    expect(nascimentoValido('2026-11-23', '2026-11-22')).toBe(false);
    expect(nascimentoValido('2026-11-22', '2026-11-22')).toBe(true);
  });
});

describe('text without control characters', () => {
  it('refuses NUL, other control characters and lone surrogates, with a pt-BR message', () => {
    for (const ruim of [
      'a\u0000b',
      '\u0000',
      'a\u0001b',
      '\u001b[0m',
      'a\u007fb',
      '\u0085',
      '\ud800x',
      'x\udc00',
      'a\nb',
      'a\tb',
    ]) {
      expect(textoLimpo(ruim), JSON.stringify(ruim)).toBe(false);
      for (const schema of [texto(50), busca, email]) {
        const r = schema.safeParse(ruim);
        expect(r.success, JSON.stringify(ruim)).toBe(false);
      }
    }
    expect(mensagem(texto(50).safeParse('a\u0000b'))).toBe(MSG.caracteresInvalidos);
  });

  it('keeps everything else as sent, emoji and search syntax included; free text keeps line breaks', () => {
    for (const ok of ['Zoë 🤺 ação', '"abc', 'abc*', 'ana NEAR bia', '-abc', '%_\\', "'; drop table x; --"]) {
      expect(texto(50).parse(ok)).toBe(ok);
      expect(busca.parse(ok)).toBe(ok);
    }
    expect(textoLivre(50).parse('linha 1\nlinha 2\tfim')).toBe('linha 1\nlinha 2\tfim');
    expect(textoLivre(50).safeParse('a\u0000b').success).toBe(false);
  });

  it('caps every text', () => {
    expect(mensagem(texto(10).safeParse('x'.repeat(11)))).toBe('Máximo de 10 caracteres.');
    expect(busca.safeParse('x'.repeat(100_000)).success).toBe(false);
  });
});
