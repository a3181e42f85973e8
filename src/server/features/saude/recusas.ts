// Readiness refused as an HTTP answer: 503, saying whether the database is behind this
// build's migrations or out of reach.
import { type HttpError, type Recusas, responder, serviceUnavailable } from '#server/http-error.ts';
import type { Falha } from '#server/result.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';

type FalhaProntidao = Falha<'desatualizado' | 'inacessivel'>;

const PRONTIDAO: Recusas<FalhaProntidao> = {
  desatualizado: () => serviceUnavailable(MSG_RECUSA.bancoDesatualizado),
  inacessivel: () => serviceUnavailable(MSG_RECUSA.bancoInacessivel),
};

export const recusaDaProntidao = (r: FalhaProntidao): HttpError => responder(PRONTIDAO, r);
