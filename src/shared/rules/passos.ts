// The enrolment wizards' step sequence (docs/product/validation.md, docs/product/states.md) as one
// pure function, so the components never decide transitions with scattered conditions.
import { IDADE_ADULTO, type TipoAluno } from '#shared/constants.ts';

/** Every step any wizard can show. */
export const PASSOS = [
  'aluno',
  'responsavel1',
  'responsavel2',
  'financeiroPergunta',
  'financeiro',
  'endereco',
  'unidade',
  'dias',
  'turma',
  'pagamento',
  'revisao',
  'contrato',
] as const;
export type Passo = (typeof PASSOS)[number];

export type Financeiro = 'sim' | 'nao';

export interface ContextoPassos {
  /** Which wizard: pagante (/matricula), naoPagante (/cadastro), escola (/cadastro/aluno/Escola). */
  tipo: TipoAluno;
  /** Age in whole years from the birth date, or null while it is not known yet. */
  idade: number | null;
  /** The answer at the financial-guardian question (paying wizard only). */
  financeiro: Financeiro | null;
  /** Edit mode (/editar/aluno/{id}): no unit/days/class/review/contract steps. */
  edicao: boolean;
}

/** Under 18 and above 0 needs guardians (docs/product/states.md, docs/product/validation.md). */
export function precisaResponsavel(idade: number | null): boolean {
  return idade !== null && idade > 0 && idade < IDADE_ADULTO;
}

/**
 * The ordered steps of a wizard for what is known so far. Before the age is
 * known the guardian steps are listed (they are decided when leaving step 0).
 */
export function passosDe({ tipo, idade, financeiro, edicao }: ContextoPassos): Passo[] {
  const menor = idade === null || precisaResponsavel(idade);
  const passos: Passo[] = ['aluno'];
  if (menor) {
    passos.push('responsavel1');
    if (tipo !== 'escola') passos.push('responsavel2');
    if (tipo === 'pagante') {
      passos.push('financeiroPergunta');
      if (financeiro !== 'sim') passos.push('financeiro');
    }
  }
  passos.push('endereco');
  if (edicao) {
    // Edit mode: Next from the address jumps to the payment step (paying students);
    // the other kinds end at the address.
    if (tipo === 'pagante') passos.push('pagamento');
    return passos;
  }
  passos.push('unidade', 'dias', 'turma');
  if (tipo === 'pagante') passos.push('pagamento');
  // Everything entered, to check and change, just before the contract: its
  // Finalizar Cadastro stays the last click (docs/decisions/017).
  passos.push('revisao', 'contrato');
  return passos;
}

/** The step after `atual`, or null when `atual` is the last one. */
export function proximoPasso(atual: Passo, ctx: ContextoPassos): Passo | null {
  const passos = passosDe(ctx);
  const i = passos.indexOf(atual);
  if (i < 0) return passos[0];
  return passos[i + 1] ?? null;
}

/** The step before `atual`, or null on the first step. */
export function passoAnterior(atual: Passo, ctx: ContextoPassos): Passo | null {
  const passos = passosDe(ctx);
  const i = passos.indexOf(atual);
  if (i <= 0) return null;
  return passos[i - 1];
}

/** True for the step that submits (its button reads Finalizar Cadastro, or Salvar in edit mode). */
export function ehUltimoPasso(atual: Passo, ctx: ContextoPassos): boolean {
  const passos = passosDe(ctx);
  return passos[passos.length - 1] === atual;
}
