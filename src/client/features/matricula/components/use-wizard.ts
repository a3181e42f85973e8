// The wizard, put together from its parts: the form (use-wizard-form.ts), the
// step machine (use-passos.ts), the progress kept in the tab (use-progresso.ts),
// each step's rules (validar-passo.ts) and the submit (use-envio.ts). Field errors
// are keyed by the request's paths (`aluno.cpf_pessoa`, `endereco.cep`), the same
// for the step checks and the server's refusal, and leave as their field changes.
// After a new enrolment's save its receipt shows.
import { useRef, useState } from 'react';
import { formVazio, type WizardForm } from '#client/features/matricula/form.ts';
import { confirmar } from '#client/ui/alerts.tsx';
import { semErros } from '#client/ui/errors.ts';
import { focarPrimeiroErro } from '#client/ui/foco-erro.ts';
import type { TipoAluno } from '#shared/constants.ts';
import { MSG_MATRICULA } from '#shared/messages/matricula.ts';
import type { ContextoPassos } from '#shared/rules/passos.ts';
import type { MatriculaSalva } from '#shared/schemas/matricula.ts';
import { useEnvio } from './use-envio';
import { usePassos } from './use-passos';
import { esquecerProgresso, useGuardarProgresso, useProgressoRetomado } from './use-progresso';
import { useWizardForm } from './use-wizard-form';
import { CAMPOS_DO_PASSO, idadeDe, passoDoCampo, validarPasso } from './validar-passo';

export interface WizardOptions {
  tipo: TipoAluno;
  /** Edit mode: the student being corrected and the data it starts with. */
  idAluno?: number;
  inicial?: WizardForm;
  /** Called after a successful save. */
  onSalvo?: () => void;
}

export function useWizard({ tipo, idAluno, inicial, onSalvo, fuso }: WizardOptions & { fuso: string }) {
  const edicao = idAluno !== undefined;
  const progresso = useProgressoRetomado(tipo, edicao);
  const { retomado } = progresso;
  const { form: formulario, ...mudancas } = useWizardForm(inicial ?? retomado?.form ?? formVazio);
  const form = formulario.values;
  /** A new enrolment's receipt, shown after the save instead of the steps. */
  const [recibo, setRecibo] = useState<MatriculaSalva | null>(null);
  /** The student the server says is already enrolled (administrators only: a link to them). */
  const [alunoExistente, setAlunoExistente] = useState<number | null>(null);
  /** The current step's fields, where the focus goes to the first one to fix. */
  const campos = useRef<HTMLDivElement>(null);

  const anos = idadeDe(form.aluno.dt_nasc_pessoa, fuso);
  const ctx: ContextoPassos = { tipo, idade: anos, financeiro: form.financeiro || null, edicao };
  const passos = usePassos(ctx, retomado, () => {
    setAlunoExistente(null);
    progresso.esquecerAviso();
  });
  const { passo } = passos;
  const menor = anos !== null && passos.passos.includes('responsavel1');
  const { enviando, enviar, queryClient } = useEnvio(tipo, idAluno);

  useGuardarProgresso(tipo, !edicao && !recibo, { form, passo, revisando: passos.revisando });

  /** Back to an empty first step, nothing kept. */
  function recomecar() {
    esquecerProgresso(tipo);
    formulario.setValues(formVazio);
    formulario.setErrors({});
    passos.setRevisando(false);
    setRecibo(null);
    passos.irPara('aluno');
  }

  async function cancelar() {
    const ok = await confirmar({
      title: MSG_MATRICULA.descartarTitulo,
      text: MSG_MATRICULA.descartarTexto,
      confirmLabel: MSG_MATRICULA.descartar,
    });
    if (ok) recomecar();
  }

  async function salvar() {
    const salvo = await enviar(form, menor);
    if ('erros' in salvo) {
      // The server named fields: back to the first step that has one, the errors
      // beside their fields and the focus on the first.
      const chaves = Object.keys(salvo.erros);
      const alvo = passos.passos.find((p) => chaves.some((k) => passoDoCampo(k) === p));
      if (!alvo) return;
      formulario.setErrors(salvo.erros);
      passos.irPara(alvo);
      // Once fixed, the main button goes back to the review.
      if (!edicao) passos.setRevisando(true);
      setAlunoExistente(salvo.idAluno);
      focarPrimeiroErro(campos);
      return;
    }
    formulario.setErrors({});
    if (!edicao) {
      // Saved: nothing left to resume; the receipt until Nova matrícula.
      esquecerProgresso(tipo);
      setRecibo(salvo.recibo);
    }
    onSalvo?.();
  }

  async function proximo() {
    // Edit mode checks nothing before the save; the server still checks every field.
    if (!edicao) {
      const ctxPasso = { tipo, fuso, setErros: formulario.setErrors, queryClient };
      if (!(await validarPasso(passo, form, ctxPasso))) return focarPrimeiroErro(campos);
      formulario.setErrors((e) => semErros(e, CAMPOS_DO_PASSO[passo]));
    }
    if (passos.ultimo) return salvar();
    passos.seguir(form);
  }

  return {
    form,
    formulario,
    passo,
    erros: formulario.errors,
    campos,
    alunoExistente,
    enviando,
    edicao,
    revisando: passos.revisando && passo !== 'revisao',
    recuperado: progresso.recuperado,
    recibo,
    passos: passos.passos,
    indice: passos.indice,
    ultimo: passos.ultimo,
    ...mudancas,
    irPara: passos.irPara,
    alterar: passos.alterar,
    cancelar,
    novaMatricula: recomecar,
    proximo,
    anterior: passos.anterior,
  };
}
