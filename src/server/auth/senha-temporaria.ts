// Passwords the server makes: the first administrator's (when ADMIN_PASSWORD is not
// given) and a teacher's temporary one after an administrator's reset. Both must be
// changed at the next login (pessoa.troca_senha).
import { randomInt } from 'node:crypto';

/** No 0/o, 1/l/i: read aloud or copied from a screen without doubt. */
const LETRAS = 'abcdefghjkmnpqrstuvwxyz23456789';
const GRUPOS = 4;
const POR_GRUPO = 4;

/**
 * Four groups of four characters from 31 (`kq7m-x4tp-9hzc-w2ne`): about 79 bits from
 * the operating system's random source, each character drawn without bias.
 */
export function gerarSenhaTemporaria(): string {
  const grupos: string[] = [];
  for (let g = 0; g < GRUPOS; g++) {
    let grupo = '';
    for (let i = 0; i < POR_GRUPO; i++) grupo += LETRAS[randomInt(LETRAS.length)];
    grupos.push(grupo);
  }
  return grupos.join('-');
}
