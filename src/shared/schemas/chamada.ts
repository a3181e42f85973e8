// Teaching: the week of classes, class rosters and attendance (chamada).
// One schema per request body, used by the Fastify route and by the screens, and
// one per answer, used by the route's serializer and (as types) by the screens.

import { MSG_ENVIO } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { arma } from './esgrima';
import { marcasExperimentais } from './experimental';
import {
  busca,
  dataIso,
  ID_MAXIMO,
  id,
  inteiroQuery,
  numero,
  textoLimpo,
  textoLivre,
  z,
  zeroUm,
  zeroUmEntrada,
} from './fields';
import { idInt } from './resposta';
import { diaSemana } from './turma';

/**
 * POST /api/chamada/buscar. `com_experimentais: 1` also answers the trial rows of that class
 * and date (our client asks for them; the original client's answer stays students only).
 */
export const chamadaBuscarInput = z.object({
  id_turma: id,
  data_c: dataIso,
  com_experimentais: zeroUmEntrada.optional(),
});

/** The marks of a send or a correction: each student once. */
const marcasChamada = z
  .array(z.object({ id_aluno: id, presenca: zeroUmEntrada }), { error: MSG.adicioneAluno })
  .min(1, MSG.adicioneAluno)
  .max(500)
  .refine((l) => new Set(l.map((a) => a.id_aluno)).size === l.length, MSG_RECUSA.alunoRepetidoChamada);

/** An instant as ISO 8601 with its offset or Z (`2026-11-25T21:03:00.000Z`): when the device took the sheet. */
const instante = z
  .string({ error: MSG_ENVIO.instanteInvalido })
  .max(40, MSG_ENVIO.instanteInvalido)
  .refine(
    (v) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
      !Number.isNaN(Date.parse(v)),
    MSG_ENVIO.instanteInvalido,
  );

/**
 * POST /api/chamada/enviar. The chamada is named by its id (the sheet opened online) or by
 * its class and date (a sheet prepared on the device, perhaps never opened online: the
 * chamada is created as opening it does, under the same rules). `feita_em`: when the device
 * took the sheet, kept beside the time it arrived. The device's id for this send goes in the
 * `Idempotency-Key` header (docs/decisions/030-idempotent-send.md).
 */
export const chamadaEnviarInput = z
  .object({
    id_chamada: id.optional(),
    id_turma: id.optional(),
    data_c: dataIso.optional(),
    status_c: numero(z.literal(1, { error: 'status_c deve ser 1.' })).default(1),
    alunos: marcasChamada,
    observacao: textoLivre(2000),
    feita_em: instante.optional(),
    /** The trials of that class and date marked on the sheet (then the answer has trial rows too). */
    experimentais: marcasExperimentais.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.id_chamada !== undefined) {
      if (v.id_turma !== undefined || v.data_c !== undefined)
        ctx.addIssue({ code: 'custom', message: MSG_ENVIO.chamadaOuTurma, path: ['id_chamada'] });
      return;
    }
    if (v.id_turma === undefined)
      ctx.addIssue({ code: 'custom', message: MSG_ENVIO.chamadaOuTurma, path: ['id_turma'] });
    if (v.data_c === undefined)
      ctx.addIssue({ code: 'custom', message: MSG_ENVIO.chamadaOuTurma, path: ['data_c'] });
  });
export type ChamadaEnviarInput = z.input<typeof chamadaEnviarInput>;

/**
 * The `Idempotency-Key` header: the device's id for one send, 1 to 64 of [A-Za-z0-9_-]
 * (a UUID in practice). Optional: a send without it is answered as before.
 */
export const chaveIdempotencia = z
  .string({ error: MSG_ENVIO.chaveInvalida })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, MSG_ENVIO.chaveInvalida);

/**
 * The `code` of a send's refusals a device branches on (#shared/schemas/erro.ts): the key
 * used before with another body (422), a send with that key still being processed (409),
 * the chamada already sent with other marks (409, the sent sheet in `enviada`).
 */
export const CODIGO_ENVIO = {
  chaveComOutroCorpo: 42201,
  chaveEmAndamento: 40901,
  enviadaComOutrasMarcas: 40902,
} as const;

/**
 * One row of the attendance sheet (docs/compatibility.md). A class without students answers
 * a single row with id_aluno, nome_pessoa and presenca null (the LEFT JOIN
 * shape), so the chamada's id, status and note still arrive.
 * presenca null: not marked yet (a chamada never sent).
 */
const chamadaLinha = z.object({
  id_chamada: idInt,
  data_c: z.string(),
  status_c: zeroUm,
  observacao: z.string().nullable(),
  id_aluno: idInt.nullable(),
  nome_pessoa: z.string().nullable(),
  presenca: zeroUm.nullable(),
  /**
   * Only on a trial's row (asked for with `com_experimentais`): the trial, its person's name
   * in nome_pessoa, id_aluno null; presenca null while it is `agendada`.
   */
  id_experimental: idInt.optional(),
});
export type ChamadaLinha = z.infer<typeof chamadaLinha>;

/** The answer of POST /api/chamada/buscar and /api/chamada/enviar. */
export const folhaChamada = z.array(chamadaLinha);

/** POST /api/aluno_has_turma */
export const alunoTurmaInput = z.object({ id_aluno: id, id_turma: id });
/**
 * The query of DELETE /api/aluno_has_turma/aluno/:id. Without id_turma (the original
 * class page sends only the student) the student's one class; several: 400.
 */
export const removerAlunoQuery = z.object({ id_turma: id.optional() });

/** The answer of both: the link added (201) or removed. */
export const alunoTurma = z.object({ id_aluno: idInt, id_turma: idInt });

/** POST /api/aluno_has_turma/transferir: move id_aluno from class `de` to class `para`. */
export const transferirInput = z
  .object({ id_aluno: id, de: id, para: id })
  .refine((v) => v.de !== v.para, { message: MSG.selecioneTurma, path: ['para'] });
export type TransferirInput = z.infer<typeof transferirInput>;
export const transferido = z.object({ id_aluno: idInt, de: idInt, para: idInt });

/** GET /api/aluno_has_turma/destinos */
export const destinosQuery = z.object({ id_aluno: id, de: id });

/**
 * GET /listartodosalunos?q=&limit=&offset=&fora_da_turma=. Without limit and offset,
 * every student (docs/compatibility.md: the original client loads the list once and filters it);
 * our picker always sends limit.
 */
export const listarTodosQuery = z.object({
  q: busca,
  limit: inteiroQuery(1, 100).optional(),
  offset: inteiroQuery(0, 100_000).optional(),
  /** Leave out the students already in this class. */
  fora_da_turma: id.optional(),
});

/** A card of /aulas (GET /minhasturmas). */
export const minhaTurma = z.object({
  id_turma: idInt,
  nome_turma: z.string(),
  dia_semana: diaSemana,
  horario: z.string(),
  endereco_completo: z.string(),
  nome_unidade: z.string(),
  qtd_maxima: z.int(),
  /** The class's weapon; null: mixed or beginners'. */
  arma: arma.nullable(),
});
export type MinhaTurma = z.infer<typeof minhaTurma>;

/** PUT /minhasturmas/:id */
export const turmaDetalhe = minhaTurma.extend({
  total_alunos: z.int(),
  nome_professor: z.string(),
});
export type TurmaDetalhe = z.infer<typeof turmaDetalhe>;

/** GET /listartodosalunos (an array of these); the start of a roster row. */
export const alunoDaTurma = z.object({ id_aluno: idInt, nome_aluno: z.string() });
export type AlunoDaTurma = z.infer<typeof alunoDaTurma>;

/**
 * A row of GET /listaralunos/:idturma: the student also as the person it is
 * (id_pessoa equals id_aluno: decision 012; nome_pessoa equals nome_aluno).
 */
export const alunoDoRoster = alunoDaTurma.extend({
  id_pessoa: idInt,
  nome_pessoa: z.string(),
  /** The student's competition category this season (null: none fits the birth year). */
  categoria: z.string().nullable(),
});
export type AlunoDoRoster = z.infer<typeof alunoDoRoster>;

/** GET /api/aluno_has_turma/destinos: where a student can be moved to. */
export const turmaDestino = z.object({
  id_turma: idInt,
  nome_turma: z.string(),
  dia_semana: diaSemana,
  horario: z.string(),
  nome_unidade: z.string(),
  vagas: z.int(),
  lotada: z.boolean(),
});
export type TurmaDestino = z.infer<typeof turmaDestino>;

/** GET /api/aulas/hoje: the club's calendar day. */
export const hojeResposta = z.object({ hoje: z.string(), dia_hoje: diaSemana });
export type Hoje = z.infer<typeof hojeResposta>;

/** One meeting of the class page's recent meetings; `id_chamada` null: never opened. */
const encontro = z.object({
  data_c: z.string(),
  estado: z.enum(['nao_aberta', 'a_ser_feita', 'finalizada']),
  id_chamada: idInt.nullable(),
});
export type Encontro = z.infer<typeof encontro>;

/** GET /minhasturmas/:id/encontros: the class's meetings of the last weeks, newest first. */
export const encontrosTurma = z.array(encontro);

/**
 * POST /api/chamada/corrigir (administrators): new marks and note for a Finalizada
 * chamada. `versao` is the chamada's version the correction starts from (from its
 * history); a correction saved meanwhile by someone else makes it a conflict.
 */
export const chamadaCorrigirInput = z.object({
  id_chamada: id,
  versao: numero(z.int().min(0).max(ID_MAXIMO)),
  alunos: marcasChamada,
  observacao: textoLivre(2000),
});
export type ChamadaCorrigirInput = z.input<typeof chamadaCorrigirInput>;

/** A mark before → after; `antes` null: not marked before (the first send). */
const mudancaMarca = z.object({
  id_aluno: idInt,
  nome_pessoa: z.string().nullable(),
  antes: zeroUm.nullable(),
  depois: zeroUm,
});

/** One send or correction: who, when (ISO instant), the note and every mark that changed. */
const registroChamada = z.object({
  versao: z.int(),
  tipo: z.enum(['envio', 'correcao']),
  autor: z.string(),
  feito_em: z.string(),
  observacao_antes: z.string().nullable(),
  observacao_depois: z.string().nullable(),
  marcas: z.array(mudancaMarca),
});
export type RegistroChamada = z.infer<typeof registroChamada>;

/** POST /api/chamada/:id/pedido-correcao: a teacher asks an administrator to correct a sent chamada. */
export const pedidoCorrecaoInput = z.object({
  mensagem: z
    .string({ error: MSG_ENVIO.pedidoMensagem })
    .trim()
    .min(1, MSG_ENVIO.pedidoMensagem)
    .max(2000, 'Máximo de 2000 caracteres.')
    .refine((v) => textoLimpo(v, true), MSG_RECUSA.caracteresInvalidos),
});

/** A correction request; `pendente`: no correction saved since it was made. */
export const pedidoCorrecao = z.object({
  id_pedido: idInt,
  id_chamada: idInt,
  autor: z.string(),
  mensagem: z.string(),
  criado_em: z.string(),
  pendente: z.boolean(),
});
export type PedidoCorrecao = z.infer<typeof pedidoCorrecao>;

/**
 * GET /api/chamada/:id/historico: the chamada as it is now (read together with its
 * version, so a correction starts from exactly this) and its records, oldest first.
 */
export const historicoChamada = z.object({
  id_chamada: idInt,
  id_turma: idInt,
  data_c: z.string(),
  status_c: zeroUm,
  versao: z.int(),
  observacao: z.string().nullable(),
  alunos: z.array(z.object({ id_aluno: idInt, nome_pessoa: z.string(), presenca: zeroUm })),
  registros: z.array(registroChamada),
  /** When the device took the sheet and when it arrived (ISO instants; null: not recorded). */
  feita_em: z.string().nullable(),
  enviada_em: z.string().nullable(),
  /** Its teachers' correction requests, oldest first. */
  pedidos: z.array(pedidoCorrecao),
});
export type HistoricoChamada = z.infer<typeof historicoChamada>;
