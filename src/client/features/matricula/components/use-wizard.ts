// The wizard's state and step machine: the form, the current step, its field
// errors, and the moves between steps. The step order comes from the pure
// passosDe() (#shared/rules/passos.ts); the rules of a step from validar-passo.ts;
// the save from salvar-matricula.ts. Field errors are keyed by the request's
// paths (`aluno.cpf_pessoa`, `endereco.cep`), the same for the step checks and
// the server's refusal, and leave as their field changes. A new enrolment's progress
// is kept in the tab (progresso-salvo.ts); after the save its receipt shows.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formVazio, passoCompleto, type WizardForm } from '#client/features/matricula/form.ts';
import {
  apagarProgresso,
  carregarProgresso,
  guardarProgresso,
  progressoParaGuardar,
  sessao,
} from '#client/features/matricula/progresso-salvo.ts';
import { confirmar } from '#client/ui/alerts.tsx';
import { useErros } from '#client/ui/errors.ts';
import { focarPrimeiroErro } from '#client/ui/foco-erro.ts';
import type { TipoAluno, TipoUnidade } from '#shared/constants.ts';
import { MSG_MATRICULA } from '#shared/messages-matricula.ts';
import {
  type ContextoPassos,
  ehUltimoPasso,
  type Passo,
  passoAnterior,
  passosDe,
  proximoPasso,
} from '#shared/rules/passos.ts';
import type { MatriculaSalva } from '#shared/schemas/matricula.ts';
import { salvarMatricula } from './salvar-matricula';
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
  const queryClient = useQueryClient();
  // Edit mode starts from the server's data and keeps nothing (progresso-salvo.ts says why).
  const [retomado] = useState(() => (edicao ? null : carregarProgresso(sessao(), tipo)));
  const [form, setForm] = useState<WizardForm>(inicial ?? retomado?.form ?? formVazio);
  const [passo, setPasso] = useState<Passo>(retomado?.passo ?? 'aluno');
  /** Came to this step through the review's Alterar: its main button goes back there. */
  const [revisando, setRevisando] = useState(retomado?.revisando ?? false);
  /** The progress was restored: said once, until the person moves on. */
  const [recuperado, setRecuperado] = useState(retomado !== null);
  /** A new enrolment's receipt, shown after the save instead of the steps. */
  const [recibo, setRecibo] = useState<MatriculaSalva | null>(null);
  const { erros, setErros, limpar, mudou } = useErros();
  const [enviando, setEnviando] = useState(false);
  /** The current step's fields, where the focus goes to the first one to fix. */
  const campos = useRef<HTMLDivElement>(null);
  /** The student the server says is already enrolled (administrators only: a link to them). */
  const [alunoExistente, setAlunoExistente] = useState<number | null>(null);

  const anos = idadeDe(form.aluno.dt_nasc_pessoa, fuso);
  const ctx: ContextoPassos = { tipo, idade: anos, financeiro: form.financeiro || null, edicao };
  const passos = passosDe(ctx);
  const indice = Math.max(0, passos.indexOf(passo));
  const ultimo = ehUltimoPasso(passo, ctx);
  const menor = anos !== null && passos.includes('responsavel1');

  const set = <K extends keyof WizardForm>(campo: K, valor: WizardForm[K]) => {
    setForm((f) => ({ ...f, [campo]: valor }));
    mudou(form[campo], valor, campo);
  };

  /** Another city: the unit and classes chosen for the old one no longer apply. */
  const mudarEndereco = (v: WizardForm['endereco']) => {
    mudou(form.endereco, v, 'endereco');
    setForm((f) =>
      v.cidade === f.endereco.cidade
        ? { ...f, endereco: v }
        : { ...f, endereco: v, id_unidade: null, tipo_unidade: null, turmas: [] },
    );
  };

  /** Another unit: the chosen classes no longer apply (spec §4). */
  const escolherUnidade = (id: number, tipoUnidade: TipoUnidade) =>
    setForm((f) => ({
      ...f,
      id_unidade: id,
      tipo_unidade: tipoUnidade,
      turmas: f.id_unidade === id ? f.turmas : [],
    }));

  /** Fewer days keep only as many classes. */
  const escolherDias = (n: number) =>
    setForm((f) => ({ ...f, dias_semana: n, turmas: f.turmas.slice(0, n) }));

  useEffect(() => {
    if (edicao || recibo) return;
    guardarProgresso(sessao(), tipo, progressoParaGuardar(form, passo, revisando));
  }, [edicao, recibo, tipo, form, passo, revisando]);

  function irPara(p: Passo | null) {
    if (!p) return;
    setAlunoExistente(null);
    setRecuperado(false);
    setPasso(p);
    if (p === 'revisao') setRevisando(false);
    window.scrollTo({ top: 0 });
  }

  /** Back to an empty first step, nothing kept. */
  function recomecar() {
    apagarProgresso(sessao(), tipo);
    setErros({});
    setForm(formVazio);
    setRevisando(false);
    setRecibo(null);
    irPara('aluno');
  }

  async function cancelar() {
    const ok = await confirmar({
      title: MSG_MATRICULA.descartarTitulo,
      text: MSG_MATRICULA.descartarTexto,
      confirmLabel: MSG_MATRICULA.descartar,
    });
    if (ok) recomecar();
  }

  /** The review's Alterar: that step, then back to the review. */
  function alterar(p: Passo) {
    irPara(p);
    setRevisando(true);
  }

  async function enviar() {
    setEnviando(true);
    try {
      const salvo = await salvarMatricula({ form, tipo, menor, idAluno, queryClient });
      if ('erros' in salvo) {
        // The server named fields: back to the first step that has one, the errors
        // beside their fields and the focus on the first.
        const chaves = Object.keys(salvo.erros);
        const alvo = passos.find((p) => chaves.some((k) => passoDoCampo(k) === p));
        if (!alvo) return;
        setErros(salvo.erros);
        irPara(alvo);
        // Once fixed, the main button goes back to the review.
        if (!edicao) setRevisando(true);
        setAlunoExistente(salvo.idAluno);
        focarPrimeiroErro(campos);
        return;
      }
      setErros({});
      if (!edicao) {
        // Saved: nothing left to resume; the receipt until Nova matrícula.
        apagarProgresso(sessao(), tipo);
        setRecibo(salvo.recibo);
      }
      onSalvo?.();
    } finally {
      setEnviando(false);
    }
  }

  async function proximo() {
    // Edit mode skips validation (spec §4); the server still checks every field.
    if (!edicao) {
      const ok = await validarPasso(passo, form, { tipo, fuso, setErros, queryClient });
      if (!ok) return focarPrimeiroErro(campos);
      limpar(...CAMPOS_DO_PASSO[passo]);
    }
    if (ultimo) return enviar();
    if (revisando) {
      // Back to the review, unless the change left a later step to fill in first.
      const depois = passos.slice(passos.indexOf(passo) + 1);
      return irPara(depois.find((p) => p === 'revisao' || !passoCompleto(p, form)) ?? 'revisao');
    }
    irPara(proximoPasso(passo, ctx));
  }

  return {
    form,
    passo,
    erros,
    campos,
    alunoExistente,
    enviando,
    edicao,
    revisando: revisando && passo !== 'revisao',
    recuperado,
    recibo,
    passos,
    indice,
    ultimo,
    set,
    mudarEndereco,
    escolherUnidade,
    escolherDias,
    irPara,
    alterar,
    cancelar,
    novaMatricula: recomecar,
    proximo,
    anterior: () => irPara(passoAnterior(passo, ctx)),
  };
}
