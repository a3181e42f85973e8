import { describe, expect, it } from 'vitest';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { FUSO_CLUBE, hojeNoFuso, nascimentoValido } from '#shared/rules/datas.ts';
import { diaPagamento } from './aluno';
import { chamadaEnviarInput } from './chamada';
import {
  busca,
  dataNascimento,
  email,
  ID_MAXIMO,
  id,
  nulosComoAusentes,
  numero,
  texto,
  textoLimpo,
  textoLivre,
  z,
  zeroUm,
  zeroUmEntrada,
} from './fields';

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
      expect(mensagem(r)).toBe(MSG_RECUSA.identificadorInvalido);
    }
  });
});

describe('the one birth-date rule', () => {
  const hoje = hojeNoFuso(FUSO_CLUBE);

  it('takes real dates from 1900 on', () => {
    for (const ok of ['1900-01-01', '1990-05-20', '2024-02-29', hoje])
      expect(dataNascimento.parse(ok)).toBe(ok);
  });

  it('refuses before 1900, impossible days and other formats; the future is the server’s to refuse', () => {
    for (const ruim of [
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
    expect(mensagem(dataNascimento.safeParse('1899-12-31'))).toBe(MSG_RECUSA.nascimentoInvalido);
    // Only the server knows the club's day (server/nascimento.ts).
    expect(dataNascimento.parse('2999-01-01')).toBe('2999-01-01');
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
    expect(mensagem(texto(50).safeParse('a\u0000b'))).toBe(MSG_RECUSA.caracteresInvalidos);
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

describe('numbers a form sends as text', () => {
  it('reads digits as the number, in every number field of a request', () => {
    expect(diaPagamento.parse('10')).toBe(10);
    expect(zeroUmEntrada.parse('1')).toBe(1);
    expect(zeroUmEntrada.parse(0)).toBe(0);
    expect(numero(z.number()).parse('0042')).toBe(42);
    expect(
      chamadaEnviarInput.parse({
        id_chamada: '7',
        status_c: '1',
        alunos: [{ id_aluno: '3', presenca: '0' }],
      }),
    ).toMatchObject({ id_chamada: 7, status_c: 1, alunos: [{ id_aluno: 3, presenca: 0 }] });
  });

  it('reads nothing looser', () => {
    for (const ruim of [true, [10], 10.5, '10.0', ' 10', '1e1', '0x0a', '', null, {}])
      expect(diaPagamento.safeParse(ruim).success, JSON.stringify(ruim)).toBe(false);
    for (const ruim of [true, [1], 0.5, '1.0', ' 1', 'true', '2'])
      expect(zeroUmEntrada.safeParse(ruim).success, JSON.stringify(ruim)).toBe(false);
  });
});

describe('null in a request body', () => {
  const limpar = (schema: z.ZodType, v: unknown) => (nulosComoAusentes(schema) ?? ((x: unknown) => x))(v);

  it('is absent in a field that may be absent but takes no null', () => {
    const schema = z.object({
      adm: zeroUmEntrada.optional(),
      n: numero(z.number()).default(3),
      nome: z.string(),
    });
    expect(limpar(schema, { adm: null, n: null, nome: 'x' })).toEqual({ nome: 'x' });
    expect(schema.parse(limpar(schema, { adm: null, n: null, nome: 'x' }))).toEqual({ n: 3, nome: 'x' });
  });

  it('stays null where null says something, and a required field sent as null is still refused', () => {
    const schema = z.object({ id_responsavel2: id.nullish(), nome: z.string() });
    expect(limpar(schema, { id_responsavel2: null, nome: null })).toEqual({
      id_responsavel2: null,
      nome: null,
    });
    expect(schema.safeParse(limpar(schema, { nome: null })).success).toBe(false);
  });

  it('is read the same inside nested objects and lists, and nothing changes without such a field', () => {
    const schema = z.object({
      pessoa: z.object({ adm: zeroUm.optional() }),
      l: z.array(z.object({ x: id.optional() })),
    });
    expect(limpar(schema, { pessoa: { adm: null }, l: [{ x: null }, { x: 2 }] })).toEqual({
      pessoa: {},
      l: [{}, { x: 2 }],
    });
    expect(nulosComoAusentes(z.object({ a: z.string(), b: id.nullable() }))).toBeUndefined();
  });
});
