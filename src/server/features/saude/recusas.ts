// Readiness refused as an HTTP answer: 503, saying whether the database is behind this
// build's migrations or out of reach.
import { type HttpError, type Recusas, responder, serviceUnavailable } from '#server/http-error.ts';
import type { Falha } from '#server/result.ts';
import { MSG } from '#shared/messages/comum.ts';

type FalhaProntidao = Falha<'desatualizado' | 'inacessivel'>;

const PRONTIDAO: Recusas<FalhaProntidao> = {
  desatualizado: () => serviceUnavailable(MSG.bancoDesatualizado),
  inacessivel: () => serviceUnavailable(MSG.bancoInacessivel),
};

export const recusaDaProntidao = (r: FalhaProntidao): HttpError => responder(PRONTIDAO, r);
