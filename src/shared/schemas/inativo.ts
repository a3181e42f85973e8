// Students and teachers who leave keep their history (docs/decisions/014-inactive-people.md):
// the admin lists' `situacao` filter and the deactivation bodies.
import { MSG_INATIVO } from '#shared/messages/inativos.ts';
import { dataIso, textoOpcional, z } from './fields';

const SITUACOES = ['ativos', 'inativos', 'todos'] as const;
export type Situacao = (typeof SITUACOES)[number];

/** ?situacao= of the students' and teachers' lists (default: ativos). */
export const situacaoCampos = {
  situacao: z.enum(SITUACOES, { error: MSG_INATIVO.situacaoInvalida }).optional(),
};

/** POST /api/adm/professores/{id}/desativar: the day (default: today in the club's time zone). */
export const desativarProfessorInput = z.object({ data: dataIso.optional() });

/** POST /api/adm/alunos/{id}/desativar: the day and an optional reason. */
export const desativarAlunoInput = desativarProfessorInput.extend({
  motivo: textoOpcional(500),
});

/** GET /api/adm/alunos/{id}/historico: what a delete would erase. */
export const historicoAluno = z.object({ presencas: z.int() });
export type HistoricoAluno = z.infer<typeof historicoAluno>;
