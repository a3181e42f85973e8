import { z } from 'zod';
import { folhaChamada } from './chamada';
import { problemaImportacao } from './importacao';

/**
 * The one shape of every error answer (4xx and 5xx): a pt-BR `message` for the
 * user; `campos` maps a field path of the request (e.g. `aluno.cpf_pessoa`) to
 * its pt-BR message, for forms to show next to the field; `code` is a number a
 * client may branch on (login failure: docs/product/messages.md); `id_turma` names the class a
 * refusal is about (a full class met during an enrolment); `id_aluno` the student (an
 * enrolment of someone already enrolled, answered to an administrator only); `problemas` lists every
 * problem of a CSV import that was refused (nothing written); `enviada` is the chamada as it was
 * sent, when a send with other marks is refused (the device shows both).
 *
 * One exception, the original client's: a refused login answers its code (1 unknown user, 2 wrong
 * password: docs/product/messages.md) in `message`, as the original client reads it, and the pt-BR
 * text in `mensagem`.
 */
export const erroResposta = z.object({
  message: z.union([z.string(), z.int()]),
  mensagem: z.string().optional(),
  campos: z.record(z.string(), z.string()).optional(),
  code: z.number().int().optional(),
  id_turma: z.number().int().optional(),
  id_aluno: z.number().int().optional(),
  problemas: z.array(problemaImportacao).optional(),
  enviada: folhaChamada.optional(),
});
export type ErroResposta = z.infer<typeof erroResposta>;
