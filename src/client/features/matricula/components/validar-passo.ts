// The check of each wizard step (docs/product/validation.md), run by the wizard's one
// form when the person presses Próximo: the shared schema of the whole enrolment
// (matriculaInput) picked down to the request's fields the step fills, over what the
// request will send, so a step's errors are keyed by the same paths as the server's
// (`aluno.cpf_pessoa`) and land on the same field. A required field left empty says so
// beside it, and the step answers with the product's popup.
import type { FormErrors } from '@mantine/form';
import type { QueryClient } from '@tanstack/react-query';
import { faltando, paraMatricula, type WizardForm } from '#client/features/matricula/form.ts';
import { unidadesDaCidade } from '#client/features/matricula/queries.ts';
import { alerta } from '#client/ui/alerts.tsx';
import { checarCom } from '#client/ui/form.ts';
import type { TipoAluno } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { dataReal, hojeNoFuso, idade } from '#shared/rules/datas.ts';
import type { Passo } from '#shared/rules/passos.ts';
import { matriculaInput } from '#shared/schemas/matricula.ts';

/** Whole years from an ISO birth date to today in the club's time zone; null until it is a date. */
export function idadeDe(iso: string, fuso: string): number | null {
  return dataReal(iso) ? idade(iso, hojeNoFuso(fuso)) : null;
}

type Campo = keyof typeof matriculaInput.shape;

/** The request's fields each step fills (the first part of an error's path). */
const CAMPOS_DO_PASSO: Record<Passo, readonly Campo[]> = {
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
  return (Object.keys(CAMPOS_DO_PASSO) as Passo[]).find((p) =>
    (CAMPOS_DO_PASSO[p] as readonly string[]).includes(campo),
  );
}

/** Each wizard's steps' parts of the shared schema, picked once. */
const partes = new Map<string, (v: WizardForm) => FormErrors>();

function parteDo(passo: Passo, tipo: TipoAluno) {
  const chave = `${tipo}.${passo}`;
  let checar = partes.get(chave);
  if (!checar) {
    const mascara = Object.fromEntries(CAMPOS_DO_PASSO[passo].map((c) => [c, true])) as Record<Campo, true>;
    // The guardians' parts are checked as sent for a minor: their steps show only for one.
    checar = checarCom(matriculaInput.pick(mascara), (v: WizardForm) => paraMatricula(v, tipo, true));
    partes.set(chave, checar);
  }
  return checar;
}

export interface ContextoPasso {
  tipo: TipoAluno;
  /** The club's time zone (GET /api/config): ages count from its today. */
  fuso: string;
}

/**
 * The errors of a step, by path: its part of the shared schema, each required field
 * left empty marked as such, and a birth date that makes no student (under 1 or over
 * 120 years in the club's today). The contract's tick says the product's own words.
 */
export function checarPasso(passo: Passo, v: WizardForm, { tipo, fuso }: ContextoPasso): FormErrors {
  if (passo === 'revisao') return {};
  const erros: FormErrors = parteDo(passo, tipo)(v);
  if (passo !== 'contrato')
    for (const caminho of faltando(passo, v)) erros[caminho] = MSG_RECUSA.campoObrigatorio;
  if (passo === 'aluno' && !erros['aluno.dt_nasc_pessoa']) {
    const anos = idadeDe(v.aluno.dt_nasc_pessoa, fuso);
    if (anos !== null && (anos < 1 || anos > 120)) erros['aluno.dt_nasc_pessoa'] = MSG.dataInvalida;
  }
  return erros;
}

/**
 * The product's popup for a refused step (docs/product/messages.md): the contract not
 * ticked, or a required field empty. The school wizard still looks up the units of a
 * city typed into an incomplete address.
 */
export function alertarPasso(
  passo: Passo,
  v: WizardForm,
  { tipo, queryClient }: { tipo: TipoAluno; queryClient: QueryClient },
) {
  if (passo === 'contrato') return alerta({ title: MSG.alerta, text: MSG.aceiteContrato, icon: 'warning' });
  if (faltando(passo, v).length === 0) return;
  const cidade = v.endereco.cidade.trim();
  if (passo === 'endereco' && tipo === 'escola' && cidade)
    void queryClient.prefetchQuery(unidadesDaCidade(tipo, cidade));
  return alerta({ title: MSG.alerta, text: MSG.preenchaObrigatorios, icon: 'warning' });
}
