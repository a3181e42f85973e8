import { MSG } from '#shared/messages.ts';
import { textoLimpo, z } from './fields';

/** A password being set: 8 to 200 characters, no control characters (fields.ts). */
export const senhaNova = z
  .string({ error: 'Informe a senha.' })
  .min(8, 'A senha precisa de ao menos 8 caracteres.')
  .max(200, 'Máximo de 200 caracteres.')
  .refine((v) => textoLimpo(v), MSG.caracteresInvalidos);
