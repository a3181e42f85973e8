// A new enrolment's progress kept in the tab's sessionStorage, so a reload or an
// accidental Back does not cost the guardian what they typed: the form and the current
// step, one key per wizard kind. Cleared on success and on cancel; sessionStorage
// itself ends with the tab. The contract acceptance is never kept: after a restore
// the guardian ticks it again, having seen the contract in this visit.
//
// Edit mode (/editar/aluno/{id}) keeps nothing: it loads the student from the server
// each time, and a copy kept in the browser would show an administrator older data
// over what someone else has since saved.
import { formVazio, type WizardForm } from '#client/features/matricula/form.ts';
import type { TipoAluno } from '#shared/constants.ts';
import { brParaIso } from '#shared/rules/datas.ts';
import { PASSOS, type Passo } from '#shared/rules/passos.ts';

/** What is kept: everything entered but the contract acceptance and the optional purposes' answers. */
interface Progresso {
  form: Omit<WizardForm, 'contrato_aceito' | 'finalidades'>;
  passo: Passo;
  /** The person came to this step from the review (Alterar) and goes back to it. */
  revisando: boolean;
}

/** The part of Storage used here (sessionStorage in the browser, a Map in tests). */
export type Armazenamento = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const VERSAO = 1;

export const chaveProgresso = (tipo: TipoAluno) => `estocada.matricula.v${VERSAO}.${tipo}`;

const semAceite = ({ contrato_aceito: _, finalidades: __, ...resto }: WizardForm): Progresso['form'] => resto;

/**
 * The value to keep for this state, or null when nothing has been entered yet (an
 * empty first step: the key is removed instead).
 */
export function progressoParaGuardar(form: WizardForm, passo: Passo, revisando: boolean): string | null {
  const dados = semAceite(form);
  if (passo === 'aluno' && JSON.stringify(dados) === JSON.stringify(semAceite(formVazio))) return null;
  const progresso: Progresso = { form: dados, passo, revisando: revisando && passo !== 'revisao' };
  return JSON.stringify({ v: VERSAO, ...progresso });
}

const ehObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Only the known fields of their known types, over the empty form: a stale or edited value cannot break the wizard. */
function mesclar<T extends object>(vazio: T, salvo: unknown): T {
  if (!ehObjeto(salvo)) return vazio;
  const out = { ...vazio } as Record<string, unknown>;
  for (const [k, v0] of Object.entries(vazio)) {
    const v = salvo[k];
    if (v === undefined) continue;
    if (Array.isArray(v0)) out[k] = Array.isArray(v) ? v.filter((x) => Number.isInteger(x)) : v0;
    else if (ehObjeto(v0)) out[k] = mesclar(v0, v);
    else if (v0 === null) out[k] = v === null || typeof v === 'number' || typeof v === 'string' ? v : v0;
    else if (typeof v === typeof v0) out[k] = v;
  }
  return out as T;
}

/** The kept progress as a wizard starts from it, the contract always unticked; null when none (or unreadable). */
export function lerProgresso(texto: string | null): (Progresso & { form: WizardForm }) | null {
  if (!texto) return null;
  let salvo: unknown;
  try {
    salvo = JSON.parse(texto);
  } catch {
    return null;
  }
  if (!ehObjeto(salvo) || salvo.v !== VERSAO) return null;
  const passo = (PASSOS as readonly string[]).includes(salvo.passo as string)
    ? (salvo.passo as Passo)
    : 'aluno';
  const mesclado = mesclar(formVazio, salvo.form);
  // Progress kept before the birth date became the date field's ISO value holds it as DD/MM/YYYY.
  const nascimento = mesclado.aluno.dt_nasc_pessoa;
  const form: WizardForm = {
    ...mesclado,
    aluno: { ...mesclado.aluno, dt_nasc_pessoa: brParaIso(nascimento) ?? nascimento },
    contrato_aceito: false,
    finalidades: formVazio.finalidades,
  };
  return { form, passo, revisando: salvo.revisando === true };
}

/** Storage can be absent or refuse (private windows, a full quota): progress is then simply not kept. */
export function guardarProgresso(s: Armazenamento | null, tipo: TipoAluno, valor: string | null) {
  try {
    if (valor === null) s?.removeItem(chaveProgresso(tipo));
    else s?.setItem(chaveProgresso(tipo), valor);
  } catch {
    // Not kept; the wizard works as before.
  }
}

export function carregarProgresso(s: Armazenamento | null, tipo: TipoAluno) {
  try {
    return lerProgresso(s?.getItem(chaveProgresso(tipo)) ?? null);
  } catch {
    return null;
  }
}

export const apagarProgresso = (s: Armazenamento | null, tipo: TipoAluno) => guardarProgresso(s, tipo, null);

/** The tab's sessionStorage, or null where the browser refuses it. */
export function sessao(): Armazenamento | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
