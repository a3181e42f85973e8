import { MSG_CONTA } from '#shared/messages/conta.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { textoLimpo, z } from './fields';

/**
 * A password being set: 10 to 200 characters, no control characters (fields.ts). Its
 * strength is checked apart, on the server (#shared/rules/senha-forte.ts): the
 * estimator's dictionaries are too large for a form's bundle.
 */
export const senhaNova = z
  .string({ error: 'Informe a senha.' })
  .min(10, MSG_CONTA.senhaMinimo)
  .max(200, 'Máximo de 200 caracteres.')
  .refine((v) => textoLimpo(v), MSG_RECUSA.caracteresInvalidos);
