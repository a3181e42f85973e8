// The offline module's requests, all through api() (the client's one HTTP client):
// the send of a queued sheet with its Idempotency-Key and a time limit, the sheet as
// the server has it, and what fills the device's store (one request). Run by the page
// and by the service worker (Background Sync). A failure of the network rejects (and
// marks the app offline); any answer resolves with its status and body.
import { ApiError, api } from '#client/api.ts';
import type { ParaOAparelho } from '#shared/schemas/aparelho.ts';
import type { ChamadaLinha } from '#shared/schemas/chamada.ts';
import type { CorpoEnvio } from './aparelho';

export type Resposta<T> = { status: number; corpo: T | null };

/** How long a send waits for its answer: past it, the answer counts as lost and the send is tried again. */
const ESPERA_ENVIO_MS = 20_000;

async function pedir<T>(
  method: 'GET' | 'POST',
  url: string,
  corpo?: unknown,
  opcoes?: { headers?: Record<string, string>; signal?: AbortSignal },
): Promise<Resposta<T>> {
  try {
    const r = await api<T>(method, url, corpo, opcoes);
    return { status: 200, corpo: r ?? null };
  } catch (e) {
    if (e instanceof ApiError) return { status: e.status, corpo: (e.body as T) ?? null };
    throw e;
  }
}

/** POST /api/chamada/enviar with the device's id of this send as its Idempotency-Key. */
export const postarEnvio = (corpo: CorpoEnvio, idEnvio: string, signal?: AbortSignal) =>
  pedir<unknown>('POST', '/api/chamada/enviar', corpo, {
    headers: { 'idempotency-key': idEnvio },
    signal: signal ?? AbortSignal.timeout(ESPERA_ENVIO_MS),
  });

/** The sheet as the server has it now, its trials included (POST /api/chamada/buscar). */
export const buscarFolha = (idTurma: number, data: string) =>
  pedir<ChamadaLinha[]>('POST', '/api/chamada/buscar', {
    id_turma: idTurma,
    data_c: data,
    com_experimentais: 1,
  });

/** The club's time zone and the caller's classes with their rosters (names only), in one request. */
export const lerParaOAparelho = () => pedir<ParaOAparelho>('GET', '/api/aulas/aparelho');

/** Whether the server answers at all (GET /health): what finds out that the network is back. */
export const sondarServidor = () => pedir<unknown>('GET', '/health');
