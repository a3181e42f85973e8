// Teaching: the week of classes, class rosters and attendance (chamada).
// One schema per request body, used by the Fastify route and by the screens.
import type { DiaSemana } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { busca, dataIso, id, inteiroQuery, textoLivre, z, zeroUm } from './fields';

/** POST /api/chamada/buscar */
export const chamadaBuscarInput = z.object({ id_turma: id, data_c: dataIso });
export type ChamadaBuscarInput = z.infer<typeof chamadaBuscarInput>;

/** POST /api/chamada/enviar */
export const chamadaEnviarInput = z.object({
  id_chamada: id,
  status_c: z.literal(1, { error: 'status_c deve ser 1.' }).default(1),
  alunos: z
    .array(z.object({ id_aluno: id, presenca: zeroUm }), { error: MSG.adicioneAluno })
    .min(1, MSG.adicioneAluno)
    .max(500)
    .refine((l) => new Set(l.map((a) => a.id_aluno)).size === l.length, MSG.alunoRepetidoChamada),
  observacao: textoLivre(2000),
});
export type ChamadaEnviarInput = z.input<typeof chamadaEnviarInput>;

/**
 * One row of the attendance sheet (spec §7). A class without students answers
 * a single row with id_aluno, nome_pessoa and presenca null (the LEFT JOIN
 * shape), so the chamada's id, status and note still arrive.
 * presenca null: not marked yet (a chamada never sent).
 */
export interface ChamadaLinha {
  id_chamada: number;
  data_c: string;
  status_c: 0 | 1;
  observacao: string | null;
  id_aluno: number | null;
  nome_pessoa: string | null;
  presenca: 0 | 1 | null;
}

/** POST /api/aluno_has_turma and the query of DELETE /api/aluno_has_turma/aluno/:id */
export const alunoTurmaInput = z.object({ id_aluno: id, id_turma: id });
export type AlunoTurmaInput = z.infer<typeof alunoTurmaInput>;
export const removerAlunoQuery = z.object({ id_turma: id });

/** POST /api/aluno_has_turma/transferir: move id_aluno from class `de` to class `para`. */
export const transferirInput = z
  .object({ id_aluno: id, de: id, para: id })
  .refine((v) => v.de !== v.para, { message: MSG.selecioneTurma, path: ['para'] });
export type TransferirInput = z.infer<typeof transferirInput>;

/** GET /api/aluno_has_turma/destinos */
export const destinosQuery = z.object({ id_aluno: id, de: id });

/** GET /listartodosalunos?q=&limit=&offset=&fora_da_turma= */
export const listarTodosQuery = z.object({
  q: busca,
  limit: inteiroQuery(1, 100).default(20),
  offset: inteiroQuery(0, 100_000).default(0),
  /** Leave out the students already in this class. */
  fora_da_turma: id.optional(),
});
export type ListarTodosQuery = z.input<typeof listarTodosQuery>;

/** A card of /aulas (GET /minhasturmas). */
export interface MinhaTurma {
  id_turma: number;
  nome_turma: string;
  dia_semana: DiaSemana;
  horario: string;
  endereco_completo: string;
  nome_unidade: string;
  qtd_maxima: number;
}

/** PUT /minhasturmas/:id */
export interface TurmaDetalhe extends MinhaTurma {
  total_alunos: number;
  nome_professor: string;
}

/** GET /listaralunos/:idturma */
export interface AlunoDaTurma {
  id_aluno: number;
  nome_aluno: string;
}

/** GET /listartodosalunos */
export interface AlunoBusca {
  id_aluno: number;
  nome_aluno: string;
}

/** GET /api/aluno_has_turma/destinos: where a student can be moved to. */
export interface TurmaDestino {
  id_turma: number;
  nome_turma: string;
  dia_semana: DiaSemana;
  horario: string;
  nome_unidade: string;
  vagas: number;
  lotada: boolean;
}

/** GET /api/aulas/hoje: the club's calendar day. */
export interface Hoje {
  hoje: string;
  dia_hoje: DiaSemana;
}
