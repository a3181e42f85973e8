// Student and guardian bodies of the granular calls (docs/compatibility.md), for administrators.
import { type DIAS_PAGAMENTO, MAOS, TIPOS_ALUNO, TIPOS_PLANO } from '#shared/constants.ts';
import { dataIso, id, numero, z } from './fields';
import { idInt, idSalvo } from './resposta';

export const mao = z.enum(MAOS, { error: 'Mão dominante inválida.' });
export const tipoPlano = z.enum(TIPOS_PLANO, { error: 'Plano inválido.' });
/** 10, 20 or 30; from a form also "10", "20" or "30". */
export const diaPagamento = numero(
  z.union([z.literal(10), z.literal(20), z.literal(30)], { error: 'Dia de pagamento inválido.' }),
) satisfies z.ZodType<(typeof DIAS_PAGAMENTO)[number]>;
export const tipoAluno = z.enum(TIPOS_ALUNO, { error: 'Tipo de aluno inválido.' });

/** POST /api/responsavel_aluno {id_pessoa}. */
export const responsavelAlunoInput = z.object({ id_pessoa: id });

/** POST /api/aluno with the original client's body. */
export const alunoInput = z.object({
  id_pessoa: id,
  destro_canhoto: mao,
  id_responsavel: id.nullish(),
  id_responsavel2: id.nullish(),
  dt_inicio: dataIso,
  tipo_plano: tipoPlano.nullish(),
  dia_pagamento: diaPagamento.nullish(),
  tipo_aluno: tipoAluno,
});
export type AlunoInput = z.infer<typeof alunoInput>;

/** POST /api/responsavel_aluno (201) */
export const responsavelSalvo = idSalvo('id_responsavel');

/** POST /api/aluno (201) */
export const alunoSalvo = idSalvo('id_aluno');

/** A row of the administration's student list (GET /admbackend/aluno, /api/adm/alunos). */
export const alunoItem = z.object({
  id_aluno: idInt,
  id_pessoa: idInt,
  nome_pessoa: z.string(),
  tipo_aluno: tipoAluno,
});

/** Our client's list (GET /api/adm/alunos): the row and its situation (null: active). */
export const alunoItemAdm = alunoItem.extend({
  inativo_desde: z.string().nullable(),
  /** The competition category in the current season (null: no birth date, or no category holds the age). */
  categoria: z.string().nullable(),
});
export type AlunoItemAdm = z.infer<typeof alunoItemAdm>;
