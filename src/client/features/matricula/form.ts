// The wizard's form state (masked text as typed) and its conversion to the
// shared API bodies. Field keys match the API so schema errors map 1:1.

import { type EnderecoForm, enderecoVazio } from '#client/ui/endereco-fields.tsx';
import { mascarar } from '#client/ui/masked-input.tsx';
import {
  type PessoaForm,
  type PessoaSalva,
  paraPessoa,
  pessoaDoServidor,
  pessoaVazia,
} from '#client/ui/pessoa-form.ts';
import type { DiaPagamento, Genero, Mao, TipoAluno, TipoPlano, TipoUnidade } from '#shared/constants.ts';
import type { Financeiro, Passo } from '#shared/rules/passos.ts';
import type {
  AlunoDados,
  EdicaoMatriculaInput,
  MatriculaInput,
  ResponsavelDados,
} from '#shared/schemas/matricula.ts';
import type { Finalidade, RespostasFinalidades } from '#shared/schemas/privacidade.ts';

export interface WizardForm {
  aluno: PessoaForm;
  responsavel1: PessoaForm;
  responsavel2: PessoaForm;
  financeiro: Financeiro | '';
  responsavel_financeiro: PessoaForm;
  endereco: EnderecoForm;
  id_unidade: number | null;
  tipo_unidade: TipoUnidade | null;
  dias_semana: number | null;
  turmas: number[];
  tipo_plano: TipoPlano | '';
  dia_pagamento: DiaPagamento | null;
  contrato_aceito: boolean;
  /** The optional purposes, each answered yes or no at the contract step (null: not yet). */
  finalidades: Record<Finalidade, boolean | null>;
}

export const formVazio: WizardForm = {
  aluno: pessoaVazia,
  responsavel1: pessoaVazia,
  responsavel2: pessoaVazia,
  financeiro: '',
  responsavel_financeiro: pessoaVazia,
  endereco: enderecoVazio,
  id_unidade: null,
  tipo_unidade: null,
  dias_semana: null,
  turmas: [],
  tipo_plano: '',
  dia_pagamento: null,
  contrato_aceito: false,
  finalidades: { uso_imagem: null, federacao: null },
};

const CAMPOS_RESPONSAVEL = [
  'nome_pessoa',
  'cpf_pessoa',
  'rg_pessoa',
  'email_pessoa',
  'telefone_pessoa',
  'genero',
] as const satisfies (keyof PessoaForm)[];
const CAMPOS_ALUNO = [...CAMPOS_RESPONSAVEL, 'dt_nasc_pessoa', 'destro_canhoto'] as const;
const CAMPOS_ENDERECO = ['cep', 'estado', 'cidade', 'bairro', 'rua', 'numero'] as const;

const vazio = (v: unknown) => String(v ?? '').trim() === '';

/** The paths (`aluno.cpf_pessoa`) of the fields of `campos` left empty in `obj`, under `prefixo`. */
const vazios = (prefixo: string, obj: object, campos: readonly string[]) =>
  campos.filter((c) => vazio((obj as Record<string, unknown>)[c])).map((c) => `${prefixo}.${c}`);

/** An optional guardian left wholly empty is not sent. */
const semNinguem = (p: PessoaForm) => CAMPOS_RESPONSAVEL.every((c) => vazio(p[c]));

/**
 * A step's required fields still empty, by the request's paths: what the step's
 * "Preencha os campo obrigatórios" is about, each marked beside its field, and where
 * "Voltar à conferência" stops when a change made a later step incomplete (another
 * city empties the unit and the classes; a birth date under 18 adds the guardian
 * steps). The format of each field is the shared schema's (validar-passo.ts).
 */
export function faltando(passo: Passo, f: WizardForm): string[] {
  switch (passo) {
    case 'aluno':
      return vazios('aluno', f.aluno, CAMPOS_ALUNO);
    case 'responsavel1':
      return vazios('responsavel1', f.responsavel1, CAMPOS_RESPONSAVEL);
    case 'responsavel2':
      return semNinguem(f.responsavel2) ? [] : vazios('responsavel2', f.responsavel2, CAMPOS_RESPONSAVEL);
    case 'financeiroPergunta':
      return f.financeiro === '' ? ['financeiro'] : [];
    case 'financeiro':
      return vazios('responsavel_financeiro', f.responsavel_financeiro, CAMPOS_RESPONSAVEL);
    case 'endereco':
      return vazios('endereco', f.endereco, CAMPOS_ENDERECO);
    case 'unidade':
      return f.id_unidade === null ? ['id_unidade'] : [];
    case 'dias':
      return f.dias_semana === null ? ['dias_semana'] : [];
    case 'turma':
      return f.turmas.length === 0 ? ['turmas'] : [];
    case 'pagamento':
      return [
        ...(f.tipo_plano === '' ? ['tipo_plano'] : []),
        ...(f.dia_pagamento === null ? ['dia_pagamento'] : []),
      ];
    case 'revisao':
      return [];
    case 'contrato':
      return f.contrato_aceito ? [] : ['contrato_aceito'];
  }
}

/** Whether a step has what it needs (and no more classes than days). */
export const passoCompleto = (passo: Passo, f: WizardForm): boolean =>
  faltando(passo, f).length === 0 && (passo !== 'turma' || f.turmas.length <= (f.dias_semana ?? 0));

/**
 * The optional purposes answered, yes or no; one left unanswered is not sent, so nothing
 * is recorded for it (consent is never presumed).
 */
function respondidas(f: WizardForm): Partial<RespostasFinalidades> {
  return Object.fromEntries(Object.entries(f.finalidades).filter(([, v]) => v !== null));
}

/** A guardian as the API takes them: no birth date (the server gives guardians a fixed one). */
function paraResponsavel(p: PessoaForm): ResponsavelDados {
  const { dt_nasc_pessoa: _, ...responsavel } = paraPessoa(p);
  return responsavel;
}

function paraAluno(p: PessoaForm): AlunoDados {
  return { ...paraPessoa(p), destro_canhoto: p.destro_canhoto as Mao };
}

const opcional = (p: PessoaForm) => (semNinguem(p) ? null : paraResponsavel(p));

function comum(f: WizardForm, menor: boolean, tipo: TipoAluno) {
  const pagante = tipo === 'pagante';
  return {
    aluno: paraAluno(f.aluno),
    responsavel1: menor ? paraResponsavel(f.responsavel1) : null,
    responsavel2: menor && tipo !== 'escola' ? opcional(f.responsavel2) : null,
    financeiro: menor && pagante ? (f.financeiro as Financeiro) : null,
    responsavel_financeiro:
      menor && pagante && f.financeiro === 'nao' ? paraResponsavel(f.responsavel_financeiro) : null,
    endereco: f.endereco as unknown as MatriculaInput['endereco'],
    tipo_plano: pagante ? (f.tipo_plano as TipoPlano) : null,
    dia_pagamento: pagante ? f.dia_pagamento : null,
  };
}

export function paraMatricula(f: WizardForm, tipo: TipoAluno, menor: boolean): MatriculaInput {
  return {
    ...comum(f, menor, tipo),
    tipo_aluno: tipo,
    id_unidade: f.id_unidade as number,
    dias_semana: f.dias_semana as number,
    turmas: f.turmas,
    contrato_aceito: f.contrato_aceito as true,
    finalidades: respondidas(f),
  };
}

export function paraEdicao(f: WizardForm, tipo: TipoAluno, menor: boolean): EdicaoMatriculaInput {
  return comum(f, menor, tipo);
}

/** GET /api/aluno/allData/{id}[0] as the server sends it. */
export interface AllData {
  id_aluno: number;
  tipo_aluno: TipoAluno;
  nome_aluno: string;
  email_aluno: string | null;
  cpf_aluno: string | null;
  genero_aluno: Genero | null;
  rg_aluno: string | null;
  telefone_aluno: string | null;
  data_nascimento_aluno: string | null;
  destro_canhoto: Mao | null;
  id_responsavel: number | null;
  id_responsavel_financeiro: number | null;
  cep: string | null;
  rua: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
  numero_aluno: string | null;
  dia_pagamento: DiaPagamento | null;
  tipo_plano: TipoPlano | null;
  [k: string]: unknown;
}

const s = (v: unknown) => (typeof v === 'string' ? v : '');

/** A person of the allData row, whose fields are named by role (`cpf_aluno`, `cpf_responsavel1`, ...). */
const pessoaSalvaDe = (d: AllData, sufixo: string): PessoaSalva => ({
  nome_pessoa: s(d[`nome_${sufixo}`]),
  email_pessoa: s(d[`email_${sufixo}`]),
  cpf_pessoa: s(d[`cpf_${sufixo}`]),
  rg_pessoa: s(d[`rg_${sufixo}`]),
  telefone_pessoa: s(d[`telefone_${sufixo}`]),
  genero: (s(d[`genero_${sufixo}`]) as Genero) || null,
});

const pessoaDe = (d: AllData, sufixo: string): PessoaForm => pessoaDoServidor(pessoaSalvaDe(d, sufixo));

export function formDe(d: AllData): WizardForm {
  const financeiroSeparado =
    d.id_responsavel_financeiro !== null && d.id_responsavel_financeiro !== d.id_responsavel;
  return {
    ...formVazio,
    aluno: pessoaDoServidor({
      ...pessoaSalvaDe(d, 'aluno'),
      dt_nasc_pessoa: d.data_nascimento_aluno,
      destro_canhoto: d.destro_canhoto,
    }),
    responsavel1: pessoaDe(d, 'responsavel1'),
    responsavel2: pessoaDe(d, 'responsavel2'),
    financeiro: d.id_responsavel === null ? '' : financeiroSeparado ? 'nao' : 'sim',
    responsavel_financeiro: financeiroSeparado ? pessoaDe(d, 'responsavel_financeiro') : pessoaVazia,
    endereco: {
      cep: mascarar('cep', s(d.cep)),
      estado: s(d.estado),
      cidade: s(d.cidade),
      bairro: s(d.bairro),
      rua: s(d.rua),
      numero: s(d.numero_aluno),
    },
    tipo_plano: d.tipo_plano ?? '',
    dia_pagamento: d.dia_pagamento,
  };
}
