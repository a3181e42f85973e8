// The rules of each wizard step (spec §5), checked when the person presses
// Próximo: the spec's popups for what is missing, field errors from the shared
// schemas for what is wrong.
import type { QueryClient } from '@tanstack/react-query';
import {
  algumVazio,
  CAMPOS_ALUNO,
  CAMPOS_ENDERECO,
  CAMPOS_RESPONSAVEL,
  type PessoaForm,
  paraAluno,
  paraResponsavel,
  todosVazios,
  type WizardForm,
} from '#client/features/matricula/form.ts';
import { alerta } from '#client/ui/alerts.tsx';
import { type Erros, errosDoZod } from '#client/ui/errors.ts';
import type { TipoAluno } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { brParaIso, hojeNoFuso, idade } from '#shared/rules/datas.ts';
import type { Passo } from '#shared/rules/passos.ts';
import { enderecoInput } from '#shared/schemas/endereco.ts';
import { alunoDados, responsavelDados } from '#shared/schemas/matricula.ts';
import { unidadesDaCidade } from './wizard-queries';

/** Whole years from a DD/MM/YYYY birth date to today in the club's time zone; null until it is a date. */
export function idadeDe(br: string, fuso: string): number | null {
  const iso = brParaIso(br);
  return iso ? idade(iso, hojeNoFuso(fuso)) : null;
}

const preencha = () => alerta({ title: MSG.alerta, text: MSG.preenchaObrigatorios, icon: 'warning' });

interface Contexto {
  tipo: TipoAluno;
  /** The club's time zone (GET /api/config). */
  fuso: string;
  setErros: (erros: Erros) => void;
  queryClient: QueryClient;
}

async function validarPessoa(p: PessoaForm, aluno: boolean, { fuso, setErros }: Contexto): Promise<boolean> {
  if (algumVazio(p, aluno ? CAMPOS_ALUNO : CAMPOS_RESPONSAVEL)) {
    await preencha();
    return false;
  }
  if (aluno) {
    const a = idadeDe(p.dt_nasc_pessoa, fuso);
    if (a === null || a < 1 || a > 120) {
      setErros({ dt_nasc_pessoa: MSG.dataInvalida });
      return false;
    }
  }
  const r = aluno ? alunoDados.safeParse(paraAluno(p)) : responsavelDados.safeParse(paraResponsavel(p));
  if (!r.success) {
    setErros(errosDoZod(r.error));
    return false;
  }
  return true;
}

/** True when the step's data may go on; otherwise shows why. */
export async function validarPasso(passo: Passo, form: WizardForm, ctx: Contexto): Promise<boolean> {
  switch (passo) {
    case 'aluno':
      return validarPessoa(form.aluno, true, ctx);
    case 'responsavel1':
      return validarPessoa(form.responsavel1, false, ctx);
    case 'responsavel2':
      return (
        todosVazios(form.responsavel2, CAMPOS_RESPONSAVEL) || validarPessoa(form.responsavel2, false, ctx)
      );
    case 'financeiro':
      return validarPessoa(form.responsavel_financeiro, false, ctx);
    case 'financeiroPergunta':
      if (!form.financeiro) await preencha();
      return !!form.financeiro;
    case 'endereco': {
      if (algumVazio(form.endereco, CAMPOS_ENDERECO)) {
        // School wizard: the alert shows but the unit search still runs (spec §5).
        const cidade = form.endereco.cidade.trim();
        if (ctx.tipo === 'escola' && cidade)
          void ctx.queryClient.prefetchQuery(unidadesDaCidade(ctx.tipo, cidade));
        await preencha();
        return false;
      }
      const r = enderecoInput.safeParse(form.endereco);
      if (!r.success) ctx.setErros(errosDoZod(r.error));
      return r.success;
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
    case 'contrato':
      if (!form.contrato_aceito)
        await alerta({ title: MSG.alerta, text: MSG.aceiteContrato, icon: 'warning' });
      return form.contrato_aceito;
  }
}
