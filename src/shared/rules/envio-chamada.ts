// When a sheet taken on a device may say it was taken: not later than now (a device's clock
// may run a little ahead of the server's) and not before the class day began, in the club's
// time zone. The device checks it before queueing a send and the server before recording it;
// which dates a chamada may exist for at all is encontros.ts (recusaDaData).
import { hojeNoFuso } from './datas';

/** How far a device's clock may run ahead of the server's (5 minutes). */
export const TOLERANCIA_RELOGIO_MS = 5 * 60_000;

/** Why a sheet's `feita_em` is refused: 'futuro' (after now), 'antes_da_aula' (before the class day). */
type FeitaRecusada = 'futuro' | 'antes_da_aula';

/** null when a sheet of the class day `data_c` may say it was taken at `feita_em` (epoch ms); else why not. */
export function recusaDaFeitaEm(
  feita_em: number,
  data_c: string,
  agora: number,
  fuso: string,
): FeitaRecusada | null {
  if (feita_em > agora + TOLERANCIA_RELOGIO_MS) return 'futuro';
  if (hojeNoFuso(fuso, new Date(feita_em)) < data_c) return 'antes_da_aula';
  return null;
}
