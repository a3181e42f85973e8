// The rules of each wizard step (docs/product/validation.md), checked when the person presses
// Próximo: the product's popups for what is missing, field errors from the shared
// schemas for what is wrong, keyed by the request's paths (`aluno.cpf_pessoa`),
// as the server keys its own (so both land on the same field).
import type { FormErrors } from '@mantine/form';
import type { QueryClient } from '@tanstack/react-query';
import {
  algumVazio,
  CAMPOS_ALUNO,
  CAMPOS_ENDERECO,
  CAMPOS_RESPONSAVEL,
  paraAluno,
  paraResponsavel,
  todosVazios,
  type WizardForm,
} from '#client/features/matricula/form.ts';
import { unidadesDaCidade } from '#client/features/matricula/queries.ts';
import { alerta } from '#client/ui/alerts.tsx';
import { checarCom } from '#client/ui/form.ts';
import type { PessoaForm } from '#client/ui/pessoa-form.ts';
import type { TipoAluno } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import { brParaIso, hojeNoFuso, idade } from '#shared/rules/datas.ts';
import type { Passo } from '#shared/rules/passos.ts';
import { enderecoInput } from '#shared/schemas/endereco.ts';
import { alunoDados, responsavelDados } from '#shared/schemas/matricula.ts';

/** Whole years from a DD/MM/YYYY birth date to today in the club's time zone; null until it is a date. */
export function idadeDe(br: string, fuso: string): number | null {
  const iso = brParaIso(br);
  return iso ? idade(iso, hojeNoFuso(fuso)) : null;
}

/** The request's fields each step fills (the first part of an error's path). */
export const CAMPOS_DO_PASSO: Record<Passo, readonly string[]> = {
  aluno: ['aluno'],
  responsavel1: ['responsavel1'],
  responsavel2: ['responsavel2'],
  financeiroPergunta: ['financeiro'],
  financeiro: ['responsavel_financeiro'],
  endereco: ['endereco'],
  unidade: ['id_unidade'],
  dias: ['dias_semana'],
  turma: ['turmas'],
  pagamento: ['tipo_plano', 'dia_pagamento'],
  revisao: [],
  contrato: ['contrato_aceito', 'finalidades'],
};

/** The step where the field of an error's path is filled in. */
export function passoDoCampo(caminho: string): Passo | undefined {
  const campo = caminho.split('.')[0] ?? '';
  return (Object.keys(CAMPOS_DO_PASSO) as Passo[]).find((p) => CAMPOS_DO_PASSO[p].includes(campo));
}

/** A sub-form's errors under its place in the request (`cpf_pessoa` -> `aluno.cpf_pessoa`). */
const sob = (prefixo: string, erros: FormErrors): FormErrors =>
  Object.fromEntries(Object.entries(erros).map(([k, v]) => [`${prefixo}.${k}`, v]));

/** The shared schemas' checks of a step's part, over what the request sends. */
const checarAluno = checarCom(alunoDados, paraAluno);
const checarResponsavel = checarCom(responsavelDados, paraResponsavel);
const checarEndereco = checarCom(enderecoInput, (e: WizardForm['endereco']) => e);

/** True without errors; otherwise shows them beside their fields. */
function aceito(erros: FormErrors, prefixo: string, setErros: (erros: FormErrors) => void): boolean {
  if (Object.keys(erros).length === 0) return true;
  setErros(sob(prefixo, erros));
  return false;
}

const preencha = () => alerta({ title: MSG.alerta, text: MSG.preenchaObrigatorios, icon: 'warning' });

interface Contexto {
  tipo: TipoAluno;
  /** The club's time zone (GET /api/config). */
  fuso: string;
  setErros: (erros: FormErrors) => void;
  queryClient: QueryClient;
}

async function validarPessoa(
  p: PessoaForm,
  prefixo: string,
  aluno: boolean,
  { fuso, setErros }: Contexto,
): Promise<boolean> {
  if (algumVazio(p, aluno ? CAMPOS_ALUNO : CAMPOS_RESPONSAVEL)) {
    await preencha();
    return false;
  }
  if (aluno) {
    const a = idadeDe(p.dt_nasc_pessoa, fuso);
    if (a === null || a < 1 || a > 120) {
      setErros({ [`${prefixo}.dt_nasc_pessoa`]: MSG.dataInvalida });
      return false;
    }
  }
  return aceito(aluno ? checarAluno(p) : checarResponsavel(p), prefixo, setErros);
}

/** True when the step's data may go on; otherwise shows why. */
export async function validarPasso(passo: Passo, form: WizardForm, ctx: Contexto): Promise<boolean> {
  switch (passo) {
    case 'aluno':
      return validarPessoa(form.aluno, 'aluno', true, ctx);
    case 'responsavel1':
      return validarPessoa(form.responsavel1, 'responsavel1', false, ctx);
    case 'responsavel2':
      return (
        todosVazios(form.responsavel2, CAMPOS_RESPONSAVEL) ||
        validarPessoa(form.responsavel2, 'responsavel2', false, ctx)
      );
    case 'financeiro':
      return validarPessoa(form.responsavel_financeiro, 'responsavel_financeiro', false, ctx);
    case 'financeiroPergunta':
      if (!form.financeiro) await preencha();
      return !!form.financeiro;
    case 'endereco': {
      if (algumVazio(form.endereco, CAMPOS_ENDERECO)) {
        // School wizard: the alert shows but the unit search still runs
        // (docs/product/validation.md).
        const cidade = form.endereco.cidade.trim();
        if (ctx.tipo === 'escola' && cidade)
          void ctx.queryClient.prefetchQuery(unidadesDaCidade(ctx.tipo, cidade));
        await preencha();
        return false;
      }
      return aceito(checarEndereco(form.endereco), 'endereco', ctx.setErros);
    }
    case 'unidade':
      if (form.id_unidade === null) await preencha();
      return form.id_unidade !== null;
    case 'dias':
      if (form.dias_semana === null) await preencha();
      return form.dias_semana !== null;
    case 'turma':
      if (form.turmas.length === 0) await preencha();
      return form.turmas.length > 0;
    case 'pagamento':
      if (!form.tipo_plano || !form.dia_pagamento) await preencha();
      return !!form.tipo_plano && !!form.dia_pagamento;
    case 'revisao':
      return true;
    case 'contrato':
      if (!form.contrato_aceito)
        await alerta({ title: MSG.alerta, text: MSG.aceiteContrato, icon: 'warning' });
      return form.contrato_aceito;
  }
}
