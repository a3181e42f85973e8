// The whole enrolment a wizard submits (POST /api/matricula) and the edit-mode
// save (PUT /api/matricula/{id_aluno}). The wizard validates each step with the
// same pieces before moving on.
import { DIAS_POR_SEMANA } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { idade, nascimentoValido } from '#shared/rules/datas.ts';
import { precisaResponsavel } from '#shared/rules/passos.ts';
import { diaPagamento, mao, tipoAluno, tipoPlano } from './aluno';
import { enderecoInput } from './endereco';
import { id, z } from './fields';
import { pessoaBase } from './pessoa';

/** Step 0: the student's own data. */
export const alunoDados = pessoaBase.extend({ destro_canhoto: mao });
export type AlunoDados = z.infer<typeof alunoDados>;

/** Guardian steps: no birth date (guardians get the fixed 1999-01-01). */
export const responsavelDados = pessoaBase.omit({ dt_nasc_pessoa: true });
export type ResponsavelDados = z.infer<typeof responsavelDados>;

export const respostaFinanceiro = z.enum(['sim', 'nao'], { error: 'Responda sim ou não.' });

export const diasSemana = z
  .number({ error: MSG.campoObrigatorio })
  .int()
  .min(DIAS_POR_SEMANA.min, `De ${DIAS_POR_SEMANA.min} a ${DIAS_POR_SEMANA.max} dias.`)
  .max(DIAS_POR_SEMANA.max, `De ${DIAS_POR_SEMANA.min} a ${DIAS_POR_SEMANA.max} dias.`);

/** POST /api/matricula: one enrolment, saved in one transaction. */
export const matriculaInput = z.object({
  tipo_aluno: tipoAluno,
  aluno: alunoDados,
  responsavel1: responsavelDados.nullish(),
  responsavel2: responsavelDados.nullish(),
  financeiro: respostaFinanceiro.nullish(),
  responsavel_financeiro: responsavelDados.nullish(),
  endereco: enderecoInput,
  id_unidade: id,
  dias_semana: diasSemana,
  turmas: z
    .array(id)
    .min(1, 'Escolha ao menos uma turma.')
    .max(DIAS_POR_SEMANA.max)
    .refine((ts) => new Set(ts).size === ts.length, 'Turma repetida.'),
  tipo_plano: tipoPlano.nullish(),
  dia_pagamento: diaPagamento.nullish(),
  contrato_aceito: z.literal(true, { error: MSG.aceiteContrato }),
});
export type MatriculaInput = z.infer<typeof matriculaInput>;

/** PUT /api/matricula/{id_aluno}: edit mode (persons, address, plan and due day). */
export const edicaoMatriculaInput = z.object({
  aluno: alunoDados,
  responsavel1: responsavelDados.nullish(),
  responsavel2: responsavelDados.nullish(),
  financeiro: respostaFinanceiro.nullish(),
  responsavel_financeiro: responsavelDados.nullish(),
  endereco: enderecoInput,
  tipo_plano: tipoPlano.nullish(),
  dia_pagamento: diaPagamento.nullish(),
});
export type EdicaoMatriculaInput = z.infer<typeof edicaoMatriculaInput>;

type Regras = Pick<
  MatriculaInput,
  | 'aluno'
  | 'responsavel1'
  | 'responsavel2'
  | 'financeiro'
  | 'responsavel_financeiro'
  | 'tipo_plano'
  | 'dia_pagamento'
> & { tipo_aluno: MatriculaInput['tipo_aluno'] };

/**
 * The cross-field rules of an enrolment, given the club's "today": returns the
 * first broken rule's pt-BR message, or null. Used by the server after parsing.
 */
export function conferirMatricula(
  input: Regras & { dias_semana?: number; turmas?: number[] },
  hoje: string,
): string | null {
  const anos = idade(input.aluno.dt_nasc_pessoa, hoje);
  // The shared birth-date rule with the club's configured day, then the ages a student may have.
  if (!nascimentoValido(input.aluno.dt_nasc_pessoa, hoje) || anos < 1 || anos > 120)
    return MSG.nascimentoInvalido;
  if (input.turmas && input.dias_semana !== undefined && input.turmas.length > input.dias_semana) {
    return MSG.turmasAcimaDosDias;
  }
  if (input.tipo_aluno === 'pagante' && (!input.tipo_plano || !input.dia_pagamento)) {
    return MSG.planoObrigatorio;
  }
  if (precisaResponsavel(anos)) {
    if (!input.responsavel1) return MSG.responsavelObrigatorio;
    if (input.tipo_aluno === 'escola' && input.responsavel2) return MSG.umResponsavelEscola;
    if (input.tipo_aluno === 'pagante') {
      if (!input.financeiro) return MSG.financeiroObrigatorio;
      if (input.financeiro === 'nao' && !input.responsavel_financeiro) return MSG.financeiroObrigatorio;
    }
  }
  return null;
}
