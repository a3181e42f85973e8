import { describe, expect, it } from 'vitest';
import { formVazio, type WizardForm } from './form';
import {
  type Armazenamento,
  apagarProgresso,
  carregarProgresso,
  chaveProgresso,
  guardarProgresso,
  lerProgresso,
  progressoParaGuardar,
} from './progresso-salvo';

const preenchido: WizardForm = {
  ...formVazio,
  aluno: { ...formVazio.aluno, nome_pessoa: 'Bia Souza', cpf_pessoa: '123.456.789-09', genero: 'f' },
  endereco: { ...formVazio.endereco, cidade: 'São Paulo' },
  id_unidade: 3,
  tipo_unidade: 'dec',
  dias_semana: 2,
  turmas: [5, 7],
  tipo_plano: 'semestral',
  dia_pagamento: 20,
  contrato_aceito: true,
};

function memoria(): Armazenamento & { dados: Map<string, string> } {
  const dados = new Map<string, string>();
  return {
    dados,
    getItem: (k) => dados.get(k) ?? null,
    setItem: (k, v) => void dados.set(k, v),
    removeItem: (k) => void dados.delete(k),
  };
}

describe('progressoParaGuardar: what is kept', () => {
  it('keeps the form and the step, never the contract acceptance', () => {
    const texto = progressoParaGuardar(preenchido, 'contrato', false)!;
    expect(texto).not.toContain('contrato_aceito');
    const salvo = JSON.parse(texto);
    expect(salvo.passo).toBe('contrato');
    expect(salvo.form.aluno.nome_pessoa).toBe('Bia Souza');
    expect(salvo.form.turmas).toEqual([5, 7]);
  });

  it('keeps nothing for an empty first step', () => {
    expect(progressoParaGuardar(formVazio, 'aluno', false)).toBeNull();
    expect(progressoParaGuardar({ ...formVazio, contrato_aceito: true }, 'aluno', false)).toBeNull();
    expect(progressoParaGuardar(formVazio, 'responsavel1', false)).not.toBeNull();
  });

  it('the way back to the review is kept, except on the review itself', () => {
    expect(JSON.parse(progressoParaGuardar(preenchido, 'endereco', true)!).revisando).toBe(true);
    expect(JSON.parse(progressoParaGuardar(preenchido, 'revisao', true)!).revisando).toBe(false);
  });
});

describe('lerProgresso: what a wizard starts from', () => {
  it('round-trips everything but the acceptance, which comes back unticked', () => {
    const lido = lerProgresso(progressoParaGuardar(preenchido, 'turma', true));
    expect(lido).toEqual({
      form: { ...preenchido, contrato_aceito: false },
      passo: 'turma',
      revisando: true,
    });
  });

  it('an acceptance written into storage by hand is still unticked', () => {
    const texto = JSON.stringify({ v: 1, form: { ...preenchido, contrato_aceito: true }, passo: 'contrato' });
    expect(lerProgresso(texto)?.form.contrato_aceito).toBe(false);
  });

  it('nothing, garbage, another version: no progress', () => {
    expect(lerProgresso(null)).toBeNull();
    expect(lerProgresso('{')).toBeNull();
    expect(lerProgresso('"texto"')).toBeNull();
    expect(lerProgresso(JSON.stringify({ v: 99, form: preenchido, passo: 'turma' }))).toBeNull();
  });

  it('a birth date kept as DD/MM/YYYY comes back as the date field holds it (ISO)', () => {
    const aluno = (dt_nasc_pessoa: string) => ({ ...preenchido.aluno, dt_nasc_pessoa });
    const ler = (d: string) =>
      lerProgresso(JSON.stringify({ v: 1, form: { ...preenchido, aluno: aluno(d) }, passo: 'endereco' }));
    expect(ler('15/03/2016')?.form.aluno.dt_nasc_pessoa).toBe('2016-03-15');
    expect(ler('2016-03-15')?.form.aluno.dt_nasc_pessoa).toBe('2016-03-15');
    expect(ler('15/03')?.form.aluno.dt_nasc_pessoa).toBe('15/03');
  });

  it('unknown steps and fields of the wrong type fall back to the empty form', () => {
    const texto = JSON.stringify({
      v: 1,
      passo: 'inexistente',
      form: { aluno: { nome_pessoa: 42, email_pessoa: 'a@b.c', extra: 'x' }, turmas: [1, 'x', 2], extra: 1 },
    });
    const lido = lerProgresso(texto)!;
    expect(lido.passo).toBe('aluno');
    expect(lido.form.aluno.nome_pessoa).toBe('');
    expect(lido.form.aluno.email_pessoa).toBe('a@b.c');
    expect(lido.form.aluno).not.toHaveProperty('extra');
    expect(lido.form).not.toHaveProperty('extra');
    expect(lido.form.turmas).toEqual([1, 2]);
    expect(lido.revisando).toBe(false);
  });
});

describe('one key per wizard kind; storage that refuses is no error', () => {
  it('keeps, reads and clears by kind', () => {
    const s = memoria();
    guardarProgresso(s, 'pagante', progressoParaGuardar(preenchido, 'dias', false));
    expect([...s.dados.keys()]).toEqual([chaveProgresso('pagante')]);
    expect(carregarProgresso(s, 'escola')).toBeNull();
    expect(carregarProgresso(s, 'pagante')?.passo).toBe('dias');
    guardarProgresso(s, 'pagante', progressoParaGuardar(formVazio, 'aluno', false));
    expect(s.dados.size).toBe(0);
    guardarProgresso(s, 'escola', progressoParaGuardar(preenchido, 'dias', false));
    apagarProgresso(s, 'escola');
    expect(s.dados.size).toBe(0);
  });

  it('a storage that throws, or none at all', () => {
    const recusa: Armazenamento = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => guardarProgresso(recusa, 'pagante', '{}')).not.toThrow();
    expect(carregarProgresso(recusa, 'pagante')).toBeNull();
    expect(carregarProgresso(null, 'pagante')).toBeNull();
  });
});
