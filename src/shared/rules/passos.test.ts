import { describe, expect, it } from 'vitest';
import type { TipoAluno } from '#shared/constants.ts';
import {
  type ContextoPassos,
  ehUltimoPasso,
  type Financeiro,
  type Passo,
  passoAnterior,
  passosDe,
  precisaResponsavel,
  proximoPasso,
} from './passos';

const TAIL_NEW = ['endereco', 'unidade', 'dias', 'turma'] as const;

// Every combination: 3 wizards x adult/minor x sim/nao x new/edit, written out by hand.
const EXPECTED: Record<string, Passo[]> = {
  'pagante|adulto|sim|novo': ['aluno', ...TAIL_NEW, 'pagamento', 'revisao', 'contrato'],
  'pagante|adulto|nao|novo': ['aluno', ...TAIL_NEW, 'pagamento', 'revisao', 'contrato'],
  'pagante|menor|sim|novo': [
    'aluno',
    'responsavel1',
    'responsavel2',
    'financeiroPergunta',
    ...TAIL_NEW,
    'pagamento',
    'revisao',
    'contrato',
  ],
  'pagante|menor|nao|novo': [
    'aluno',
    'responsavel1',
    'responsavel2',
    'financeiroPergunta',
    'financeiro',
    ...TAIL_NEW,
    'pagamento',
    'revisao',
    'contrato',
  ],
  'pagante|adulto|sim|edicao': ['aluno', 'endereco', 'pagamento'],
  'pagante|adulto|nao|edicao': ['aluno', 'endereco', 'pagamento'],
  'pagante|menor|sim|edicao': [
    'aluno',
    'responsavel1',
    'responsavel2',
    'financeiroPergunta',
    'endereco',
    'pagamento',
  ],
  'pagante|menor|nao|edicao': [
    'aluno',
    'responsavel1',
    'responsavel2',
    'financeiroPergunta',
    'financeiro',
    'endereco',
    'pagamento',
  ],
  'naoPagante|adulto|sim|novo': ['aluno', ...TAIL_NEW, 'revisao', 'contrato'],
  'naoPagante|adulto|nao|novo': ['aluno', ...TAIL_NEW, 'revisao', 'contrato'],
  'naoPagante|menor|sim|novo': ['aluno', 'responsavel1', 'responsavel2', ...TAIL_NEW, 'revisao', 'contrato'],
  'naoPagante|menor|nao|novo': ['aluno', 'responsavel1', 'responsavel2', ...TAIL_NEW, 'revisao', 'contrato'],
  'naoPagante|adulto|sim|edicao': ['aluno', 'endereco'],
  'naoPagante|adulto|nao|edicao': ['aluno', 'endereco'],
  'naoPagante|menor|sim|edicao': ['aluno', 'responsavel1', 'responsavel2', 'endereco'],
  'naoPagante|menor|nao|edicao': ['aluno', 'responsavel1', 'responsavel2', 'endereco'],
  'escola|adulto|sim|novo': ['aluno', ...TAIL_NEW, 'revisao', 'contrato'],
  'escola|adulto|nao|novo': ['aluno', ...TAIL_NEW, 'revisao', 'contrato'],
  'escola|menor|sim|novo': ['aluno', 'responsavel1', ...TAIL_NEW, 'revisao', 'contrato'],
  'escola|menor|nao|novo': ['aluno', 'responsavel1', ...TAIL_NEW, 'revisao', 'contrato'],
  'escola|adulto|sim|edicao': ['aluno', 'endereco'],
  'escola|adulto|nao|edicao': ['aluno', 'endereco'],
  'escola|menor|sim|edicao': ['aluno', 'responsavel1', 'endereco'],
  'escola|menor|nao|edicao': ['aluno', 'responsavel1', 'endereco'],
};

const TIPOS: TipoAluno[] = ['pagante', 'naoPagante', 'escola'];
const IDADES = { adulto: 30, menor: 10 } as const;
const RESPOSTAS: Financeiro[] = ['sim', 'nao'];

describe('passosDe: every wizard x age x financial answer x mode', () => {
  for (const tipo of TIPOS) {
    for (const faixa of ['adulto', 'menor'] as const) {
      for (const financeiro of RESPOSTAS) {
        for (const modo of ['novo', 'edicao'] as const) {
          const key = `${tipo}|${faixa}|${financeiro}|${modo}`;
          const ctx: ContextoPassos = { tipo, idade: IDADES[faixa], financeiro, edicao: modo === 'edicao' };
          it(key, () => {
            const passos = passosDe(ctx);
            expect(passos).toEqual(EXPECTED[key]);
            // Walking Next from the first step visits exactly this sequence and stops.
            const walked: Passo[] = ['aluno'];
            for (let p = proximoPasso('aluno', ctx); p; p = proximoPasso(p, ctx)) walked.push(p);
            expect(walked).toEqual(passos);
            // Walking Back from the last step returns to the first.
            const back: Passo[] = [passos[passos.length - 1]];
            for (let p = passoAnterior(back[0], ctx); p; p = passoAnterior(p, ctx)) back.unshift(p);
            expect(back).toEqual(passos);
            expect(ehUltimoPasso(passos[passos.length - 1], ctx)).toBe(true);
            expect(passos.slice(0, -1).some((p) => ehUltimoPasso(p, ctx))).toBe(false);
          });
        }
      }
    }
  }
  it('covers all 24 combinations', () => expect(Object.keys(EXPECTED)).toHaveLength(24));
});

describe('age thresholds', () => {
  it('17 is a minor, 18 is an adult, 0 does not need a guardian (docs/product/validation.md: under 18 and above 0)', () => {
    expect(precisaResponsavel(17)).toBe(true);
    expect(precisaResponsavel(1)).toBe(true);
    expect(precisaResponsavel(18)).toBe(false);
    expect(precisaResponsavel(0)).toBe(false);
    expect(precisaResponsavel(null)).toBe(false);
    expect(passosDe({ tipo: 'pagante', idade: 18, financeiro: null, edicao: false })[1]).toBe('endereco');
    expect(passosDe({ tipo: 'pagante', idade: 17, financeiro: null, edicao: false })[1]).toBe('responsavel1');
  });

  it('sim skips the financial guardian data: Next from the question goes to the address', () => {
    const ctx = { tipo: 'pagante', idade: 12, financeiro: 'sim', edicao: false } as const;
    expect(proximoPasso('financeiroPergunta', ctx)).toBe('endereco');
    expect(passoAnterior('endereco', ctx)).toBe('financeiroPergunta');
    expect(proximoPasso('financeiroPergunta', { ...ctx, financeiro: 'nao' })).toBe('financeiro');
  });

  it('new enrolments review everything just before the contract; edit mode has no review', () => {
    for (const tipo of TIPOS) {
      const ctx = { tipo, idade: 30, financeiro: null, edicao: false } as const;
      expect(proximoPasso('revisao', ctx)).toBe('contrato');
      expect(passosDe({ ...ctx, edicao: true })).not.toContain('revisao');
    }
    expect(proximoPasso('pagamento', { tipo: 'pagante', idade: 30, financeiro: null, edicao: false })).toBe(
      'revisao',
    );
  });

  it('edit mode jumps from the address to the payment step', () => {
    expect(proximoPasso('endereco', { tipo: 'pagante', idade: 40, financeiro: null, edicao: true })).toBe(
      'pagamento',
    );
  });

  it('before the age is known the guardian steps are listed; an unknown step restarts', () => {
    const ctx = { tipo: 'naoPagante', idade: null, financeiro: null, edicao: false } as const;
    expect(passosDe(ctx)[1]).toBe('responsavel1');
    expect(proximoPasso('pagamento', ctx)).toBe('aluno');
    expect(passoAnterior('aluno', ctx)).toBeNull();
  });
});
