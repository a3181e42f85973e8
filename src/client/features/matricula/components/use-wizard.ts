// The wizard's state and step machine: the form, the current step, its field
// errors, and the moves between steps. The step order comes from the pure
// passosDe() (#shared/rules/passos.ts); the rules of a step from validar-passo.ts;
// the save from salvar-matricula.ts. Field errors are keyed by the request's
// paths (`aluno.cpf_pessoa`, `endereco.cep`), the same for the step checks and
// the server's refusal, and leave as their field changes.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { formVazio, type WizardForm } from '#client/features/matricula/form.ts';
import { useErros } from '#client/ui/errors.ts';
import { focarPrimeiroErro } from '#client/ui/foco-erro.ts';
import type { TipoAluno, TipoUnidade } from '#shared/constants.ts';
import {
  type ContextoPassos,
  ehUltimoPasso,
  type Passo,
  passoAnterior,
  passosDe,
  proximoPasso,
} from '#shared/rules/passos.ts';
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
  const [form, setForm] = useState<WizardForm>(inicial ?? formVazio);
  const [passo, setPasso] = useState<Passo>('aluno');
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

  function irPara(p: Passo | null) {
    if (!p) return;
    setAlunoExistente(null);
    setPasso(p);
    window.scrollTo({ top: 0 });
  }

  async function enviar() {
    setEnviando(true);
    try {
      const salvo = await salvarMatricula({ form, tipo, menor, idAluno, queryClient });
      if (salvo !== true) {
        // The server named fields: back to the first step that has one, the errors
        // beside their fields and the focus on the first.
        const chaves = Object.keys(salvo.erros);
        const alvo = passos.find((p) => chaves.some((k) => passoDoCampo(k) === p));
        if (!alvo) return;
        setErros(salvo.erros);
        irPara(alvo);
        setAlunoExistente(salvo.idAluno);
        focarPrimeiroErro(campos);
        return;
      }
      setErros({});
      if (!edicao) {
        setForm(formVazio);
        irPara('aluno');
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
    passos,
    indice,
    ultimo,
    set,
    mudarEndereco,
    escolherUnidade,
    escolherDias,
    irPara,
    proximo,
    anterior: () => irPara(passoAnterior(passo, ctx)),
  };
}
