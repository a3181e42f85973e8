// The billing contract's field rules, as the screens' forms and the server both apply them.
import { describe, expect, it } from 'vitest';
import { TIPOS_PLANO } from '#shared/constants.ts';
import {
  ANTECEDENCIA_MAXIMA,
  centavos,
  chavePixValida,
  cobrancaItem,
  competencia,
  FORMAS_PAGAMENTO,
  inadimplenteItem,
  JUROS_MAXIMO,
  lancamentoExtrato,
  linhaCobranca,
  type MotivoInput,
  MULTA_MAXIMA,
  motivoInput,
  normalizarChavePix,
  PIX_CIDADE_MAX,
  PIX_NOME_MAX,
  PIX_TIPOS,
  type PixTipo,
  pagamentoItem,
  STATUS_COBRANCA,
  type StatusCobranca,
  TIPOS_EXTRATO,
  TIPOS_LINHA,
  VALOR_MAXIMO,
} from './financeiro';

describe('money', () => {
  it('integer centavos from 0 to R$ 100.000,00; digits as text too', () => {
    expect(centavos().parse(0)).toBe(0);
    expect(centavos().parse('15000')).toBe(15_000);
    expect(centavos().parse(10_000_000)).toBe(10_000_000);
    for (const ruim of [-1, 1.5, 10_000_001, '12,00', '1e3', true])
      expect(centavos().safeParse(ruim).success).toBe(false);
    expect(centavos(1).safeParse(0).success).toBe(false);
  });
  it('months as YYYY-MM', () => {
    expect(competencia.safeParse('2026-11').success).toBe(true);
    expect(competencia.safeParse('2026-13').success).toBe(false);
  });
});

describe('Pix keys by type', () => {
  const casos: [PixTipo, string, string | null][] = [
    ['cpf', '529.982.247-25', '52998224725'],
    ['cpf', '111.111.111-11', null],
    ['cnpj', '11.222.333/0001-81', '11222333000181'],
    ['cnpj', '11.222.333/0001-80', null],
    ['email', ' Tesouraria@Clube.ORG ', 'tesouraria@clube.org'],
    ['email', 'sem-arroba', null],
    ['telefone', '(11) 98765-4321', '+5511987654321'],
    ['telefone', '+5511987654321', '+5511987654321'],
    ['telefone', '+1 555 123 4567', null],
    ['aleatoria', '123E4567-E89B-12D3-A456-426614174000', '123e4567-e89b-12d3-a456-426614174000'],
    ['aleatoria', '123e4567', null],
  ];
  it.each(casos)('%s %s', (tipo, chave, esperada) => {
    const n = normalizarChavePix(tipo, chave);
    expect(chavePixValida(tipo, n)).toBe(esperada !== null);
    if (esperada) expect(n).toBe(esperada);
  });
  it('limits stated once', () => {
    expect([PIX_NOME_MAX, PIX_CIDADE_MAX, MULTA_MAXIMA, JUROS_MAXIMO, ANTECEDENCIA_MAXIMA]).toEqual([
      25, 15, 2, 10, 60,
    ]);
  });
});

describe('answers', () => {
  it('name every status, line, statement kind', () => {
    const s: StatusCobranca[] = [...STATUS_COBRANCA];
    expect(s).toEqual(['aberta', 'paga', 'cancelada']);
    expect(TIPOS_LINHA).toEqual(['preco', 'bolsa', 'irmaos', 'outro']);
    expect(TIPOS_EXTRATO).toEqual(['ofx', 'csv']);
    expect(PIX_TIPOS).toEqual(['cpf', 'cnpj', 'email', 'telefone', 'aleatoria']);
    expect(FORMAS_PAGAMENTO).toEqual(['pix', 'dinheiro', 'cartao', 'transferencia', 'boleto']);
    expect(VALOR_MAXIMO).toBe(10_000_000);
    const m: MotivoInput = motivoInput.parse({ motivo: ' Valor errado ' });
    expect(m.motivo).toBe('Valor errado');
    expect(motivoInput.safeParse({ motivo: '' }).success).toBe(false);
  });
  it('parse what the server answers', () => {
    const item = {
      id_cobranca: 1,
      id_aluno: 2,
      nome_aluno: 'Ana',
      competencia: '2026-11',
      vencimento: '2026-11-10',
      plano: TIPOS_PLANO[0],
      valor: 15_000,
      status: 'aberta',
      vencida: false,
      valor_devido_hoje: 15_000,
      pix_copia_e_cola: '000201',
      link_publico: '/pagar/x',
      pago_em: null,
      numero_recibo: null,
    };
    expect(cobrancaItem.parse(item)).toEqual(item);
    expect(linhaCobranca.parse({ tipo: 'bolsa', valor: -100, percentual: 10, motivo: 'x' }).valor).toBe(-100);
    expect(pagamentoItem.safeParse({}).success).toBe(false);
    expect(inadimplenteItem.safeParse({}).success).toBe(false);
    expect(lancamentoExtrato.safeParse({}).success).toBe(false);
  });
});
