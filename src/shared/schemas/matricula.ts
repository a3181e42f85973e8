// The whole enrolment a wizard submits (POST /api/matricula) and the edit-mode
// save (PUT /api/matricula/{id_aluno}). The wizard validates each step with the
// same pieces before moving on.
import { DIAS_POR_SEMANA } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { idade, nascimentoValido } from '#shared/rules/datas.ts';
import { precisaResponsavel } from '#shared/rules/passos.ts';
import { diaPagamento, mao, tipoAluno, tipoPlano } from './aluno';
import { enderecoInput } from './endereco';
import { id, numero, z } from './fields';
import { documentosOuMascara, genero, pessoaBase } from './pessoa';
import { respostasFinalidades } from './privacidade';
import { idInt } from './resposta';
import { diaSemana } from './turma';

/** Step 0: the student's own data. */
export const alunoDados = pessoaBase.extend({ destro_canhoto: mao });
export type AlunoDados = z.infer<typeof alunoDados>;

/** Guardian steps: no birth date (guardians get the fixed 1999-01-01). */
export const responsavelDados = pessoaBase.omit({ dt_nasc_pessoa: true });
export type ResponsavelDados = z.infer<typeof responsavelDados>;

const respostaFinanceiro = z.enum(['sim', 'nao'], { error: 'Responda sim ou não.' });

const diasSemana = numero(
  z
    .number({ error: MSG_RECUSA.campoObrigatorio })
    .int()
    .min(DIAS_POR_SEMANA.min, `De ${DIAS_POR_SEMANA.min} a ${DIAS_POR_SEMANA.max} dias.`)
    .max(DIAS_POR_SEMANA.max, `De ${DIAS_POR_SEMANA.min} a ${DIAS_POR_SEMANA.max} dias.`),
);

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
  /** The optional purposes answered yes or no; one left out is not recorded (consent is never presumed). */
  finalidades: respostasFinalidades.partial().nullish(),
  /** The trial class this enrolment converts (administrators): it becomes `matriculada`, pointing to the student. */
  id_experimental: id.nullish(),
});
export type MatriculaInput = z.infer<typeof matriculaInput>;

/** A stored student or guardian in the edit mode: the CPF and RG may come back masked (unchanged when they match). */
const alunoEdicao = alunoDados.extend(documentosOuMascara());
const responsavelEdicao = responsavelDados.extend(documentosOuMascara());
export type ResponsavelEdicao = z.infer<typeof responsavelEdicao>;

/** PUT /api/matricula/{id_aluno}: edit mode (persons, address, plan and due day). */
export const edicaoMatriculaInput = z.object({
  aluno: alunoEdicao,
  responsavel1: responsavelEdicao.nullish(),
  responsavel2: responsavelEdicao.nullish(),
  financeiro: respostaFinanceiro.nullish(),
  responsavel_financeiro: responsavelEdicao.nullish(),
  endereco: enderecoInput,
  tipo_plano: tipoPlano.nullish(),
  dia_pagamento: diaPagamento.nullish(),
});
export type EdicaoMatriculaInput = z.infer<typeof edicaoMatriculaInput>;

/** One class of an enrolment's receipt: when, and where (its unit and the unit's address). */
const turmaDoRecibo = z.object({
  id_turma: idInt,
  nome_turma: z.string(),
  dia_semana: diaSemana,
  /** hh:mm */
  horario: z.string(),
  nome_unidade: z.string(),
  /** The unit's address in one line (empty when the unit has none). */
  endereco_unidade: z.string(),
});

/**
 * POST /api/matricula (201): the new student, which contract was accepted, and what
 * the receipt shows, as saved: the student's name, the classes by weekday and time
 * with their unit's address, the plan and due day (null outside the paying wizard).
 */
export const matriculaSalva = z.object({
  id: idInt,
  id_aluno: idInt,
  id_pessoa: idInt,
  /** Which contract was accepted: 'clube' or 'escola'. */
  contrato: z.string(),
  nome_aluno: z.string(),
  tipo_aluno: tipoAluno,
  turmas: z.array(turmaDoRecibo),
  tipo_plano: tipoPlano.nullable(),
  dia_pagamento: diaPagamento.nullable(),
});
export type MatriculaSalva = z.infer<typeof matriculaSalva>;

/** PUT /api/matricula/{id_aluno} */
export const edicaoSalva = z.object({ id: idInt });

/** A class as the wizard lists it (GET /api/turma/formatada): its formatted name and free places. */
export const turmaFormatada = z.object({
  id_turma: idInt,
  id_unidade: idInt,
  nome_formatado: z.string(),
  qtd_maxima: z.int(),
  vagas: z.int(),
  lotada: z.boolean(),
});
export type TurmaFormatada = z.infer<typeof turmaFormatada>;

const textoOuNulo = z.string().nullable();
/** One person of the edit mode's read, its columns suffixed: `nome_responsavel1`, … */
const pessoaDe = <S extends string>(sufixo: S) =>
  ({
    [`nome_${sufixo}`]: textoOuNulo,
    [`email_${sufixo}`]: textoOuNulo,
    [`cpf_${sufixo}`]: textoOuNulo,
    [`rg_${sufixo}`]: textoOuNulo,
    [`telefone_${sufixo}`]: textoOuNulo,
    [`genero_${sufixo}`]: genero.nullable(),
  }) as Record<`${'nome' | 'email' | 'cpf' | 'rg' | 'telefone'}_${S}`, typeof textoOuNulo> &
    Record<`genero_${S}`, ReturnType<typeof genero.nullable>>;

/**
 * GET /api/aluno/allData/{id_aluno} (an array of one): the student, the
 * guardians (null when absent), the address and the plan, the flat shape of docs/product/data.md.
 */
export const alunoAllData = z.object({
  id_aluno: idInt,
  id_pessoa: idInt,
  tipo_aluno: tipoAluno,
  dt_inicio: z.string(),
  contrato: textoOuNulo,
  /** When the contract was accepted (ISO 8601 instant). */
  contrato_aceito_em: z.string().nullable(),
  nome_aluno: z.string(),
  email_aluno: textoOuNulo,
  cpf_aluno: textoOuNulo,
  genero_aluno: genero.nullable(),
  rg_aluno: textoOuNulo,
  telefone_aluno: textoOuNulo,
  data_nascimento_aluno: textoOuNulo,
  destro_canhoto: mao.nullable(),
  ...pessoaDe('responsavel1'),
  ...pessoaDe('responsavel2'),
  ...pessoaDe('responsavel_financeiro'),
  id_responsavel: idInt.nullable(),
  id_responsavel_financeiro: idInt.nullable(),
  cep: textoOuNulo,
  rua: textoOuNulo,
  bairro: textoOuNulo,
  cidade: textoOuNulo,
  estado: textoOuNulo,
  numero_aluno: textoOuNulo,
  dia_pagamento: diaPagamento.nullable(),
  tipo_plano: tipoPlano.nullable(),
});
export type AlunoAllData = z.infer<typeof alunoAllData>;

/** What the rules read: the student's birth date, which guardians are there, the plan. */
type Regras = Pick<MatriculaInput, 'financeiro' | 'tipo_plano' | 'dia_pagamento' | 'tipo_aluno'> & {
  aluno: Pick<AlunoDados, 'dt_nasc_pessoa'>;
  responsavel1?: object | null;
  responsavel2?: object | null;
  responsavel_financeiro?: object | null;
};

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
    return MSG_RECUSA.nascimentoInvalido;
  if (input.turmas && input.dias_semana !== undefined && input.turmas.length > input.dias_semana) {
    return MSG_RECUSA.turmasAcimaDosDias;
  }
  if (input.tipo_aluno === 'pagante' && (!input.tipo_plano || !input.dia_pagamento)) {
    return MSG_RECUSA.planoObrigatorio;
  }
  if (precisaResponsavel(anos)) {
    if (!input.responsavel1) return MSG_RECUSA.responsavelObrigatorio;
    if (input.tipo_aluno === 'escola' && input.responsavel2) return MSG_RECUSA.umResponsavelEscola;
    if (input.tipo_aluno === 'pagante') {
      if (!input.financeiro) return MSG_RECUSA.financeiroObrigatorio;
      if (input.financeiro === 'nao' && !input.responsavel_financeiro)
        return MSG_RECUSA.financeiroObrigatorio;
    }
  }
  return null;
}
