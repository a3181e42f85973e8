// The wizard, put together from its parts: the one form (use-wizard-form.ts) whose
// check is the current step's (validar-passo.ts), the step machine (use-passos.ts)
// and the progress kept in the tab (use-progresso.ts). Its main button submits the
// form through the app's one submit (#client/ui/form-envio.ts): a step that passes
// its check leads on, the last one saves. Field errors are keyed by the request's
// paths (`aluno.cpf_pessoa`), the same for the step checks and the server's refusal;
// a refusal goes back to the step of the first field it names. After a new
// enrolment's save its receipt shows.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '#client/api.ts';
import { formVazio, type WizardForm } from '#client/features/matricula/form.ts';
import { enviarEdicao, enviarMatricula, turmasMudaram } from '#client/features/matricula/queries.ts';
import { confirmar } from '#client/ui/alerts.tsx';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import type { TipoAluno } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_MATRICULA } from '#shared/messages/matricula.ts';
import type { ContextoPassos } from '#shared/rules/passos.ts';
import type { MatriculaSalva } from '#shared/schemas/matricula.ts';
import { usePassos } from './use-passos';
import { esquecerProgresso, useGuardarProgresso, useProgressoRetomado } from './use-progresso';
import { useWizardForm } from './use-wizard-form';
import { alertarPasso, checarPasso, idadeDe, passoDoCampo } from './validar-passo';

export interface WizardOptions {
  tipo: TipoAluno;
  /** Edit mode: the student being corrected and the data it starts with. */
  idAluno?: number;
  inicial?: WizardForm;
  /** Called after a successful save. */
  onSalvo?: () => void;
  /** A new enrolment converting this trial class (kept nowhere in the tab: the trial holds it). */
  idExperimental?: number;
}

/** What a submit did: saved (a new enrolment's receipt; null for an edit), or null when a step led on. */
type Resultado = { recibo: MatriculaSalva | null } | null;

export function useWizard({
  tipo,
  idAluno,
  inicial,
  onSalvo,
  idExperimental,
  fuso,
}: WizardOptions & { fuso: string }) {
  const edicao = idAluno !== undefined;
  const semProgresso = edicao || idExperimental !== undefined;
  const queryClient = useQueryClient();
  const progresso = useProgressoRetomado(tipo, semProgresso);
  const { retomado } = progresso;
  /** A new enrolment's receipt, shown after the save instead of the steps. */
  const [recibo, setRecibo] = useState<MatriculaSalva | null>(null);
  /** The student the server says is already enrolled (administrators only: a link to them). */
  const [alunoExistente, setAlunoExistente] = useState<number | null>(null);
  const passos = usePassos(retomado, () => {
    setAlunoExistente(null);
    progresso.esquecerAviso();
  });
  const { passo } = passos;
  // Edit mode checks nothing before the save (docs/product/states.md); the server checks every field.
  const { form: formulario, ...mudancas } = useWizardForm(inicial ?? retomado?.form ?? formVazio, (v) =>
    edicao ? {} : checarPasso(passo, v, { tipo, fuso }),
  );
  const form = formulario.values;

  const anos = idadeDe(form.aluno.dt_nasc_pessoa, fuso);
  const ctx: ContextoPassos = { tipo, idade: anos, financeiro: form.financeiro || null, edicao };
  const { passos: lista, indice, ultimo } = passos.onde(ctx);
  const menor = anos !== null && lista.includes('responsavel1');

  useGuardarProgresso(tipo, !semProgresso && !recibo, { form, passo, revisando: passos.revisando });

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

  /** The save: a new enrolment (POST, answering its receipt) or the edit-mode correction (PUT). */
  async function salvar(v: WizardForm): Promise<Resultado> {
    if (idAluno !== undefined) {
      await enviarEdicao(idAluno, v, tipo, menor);
      return { recibo: null };
    }
    return { recibo: await enviarMatricula(v, tipo, menor, idExperimental) };
  }

  const enviar = enviarFormulario<WizardForm, WizardForm, Resultado>(formulario, {
    salvar: (v) => (ultimo ? salvar(v) : null),
    // The product's success texts (docs/product/messages.md), as a notice.
    aviso: (r) =>
      r === null
        ? undefined
        : edicao
          ? { titulo: MSG.sucesso, texto: MSG.alunoAtualizado }
          : tipo === 'pagante'
            ? { titulo: MSG.sucesso, texto: MSG.alunoCadastrado }
            : MSG.cadastroConcluido,
    depois: (r) => {
      if (r === null) return passos.seguir(formulario.getValues(), ctx);
      if (r.recibo) {
        // Saved: nothing left to resume; the receipt until Nova matrícula.
        esquecerProgresso(tipo);
        setRecibo(r.recibo);
      }
      onSalvo?.();
    },
    padrao: MSG.erroSalvarMatricula,
    invalido: () => alertarPasso(passo, formulario.getValues(), { tipo, queryClient }),
    recusado: (campos, erro) => {
      // A class that filled up meanwhile: the class lists are read again, so it shows full.
      if (erro instanceof ApiError && erro.status === 409) void turmasMudaram(queryClient);
      // Back to the first step that has a field the server named; once fixed, its main
      // button goes back to the review.
      const alvo = lista.find((p) => Object.keys(campos).some((k) => passoDoCampo(k) === p));
      if (!alvo) return;
      passos.irPara(alvo);
      if (!edicao) passos.setRevisando(true);
      setAlunoExistente((erro instanceof ApiError && erro.body.id_aluno) || null);
    },
  });

  return {
    form,
    formulario,
    passo,
    erros: formulario.errors,
    alunoExistente,
    enviando: ultimo && formulario.submitting,
    edicao,
    revisando: passos.revisando && passo !== 'revisao',
    recuperado: progresso.recuperado,
    recibo,
    passos: lista,
    indice,
    ultimo,
    ...mudancas,
    irPara: passos.irPara,
    alterar: passos.alterar,
    cancelar,
    novaMatricula: recomecar,
    enviar,
    anterior: () => passos.anterior(ctx),
  };
}
