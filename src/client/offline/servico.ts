// The offline module's HTTP client: the send of a queued sheet (with its
// Idempotency-Key, which api() cannot set) and the reads that fill the device's
// store. Plain fetch with the session cookie, so the service worker (Background
// Sync) runs the same code as the page. A failure of the network rejects; any
// answer resolves with its status.
import type { ChamadaLinha, MinhaTurma } from '#shared/schemas/chamada.ts';
import type { CorpoEnvio } from './db';
import { marcarComRede, marcarSemRede } from './rede';

export type Resposta<T> = { status: number; corpo: T | null };

async function pedir<T>(method: string, url: string, corpo?: unknown, chave?: string): Promise<Resposta<T>> {
  const headers: Record<string, string> = {};
  if (corpo !== undefined) headers['content-type'] = 'application/json';
  if (chave) headers['idempotency-key'] = chave;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers,
      body: corpo === undefined ? undefined : JSON.stringify(corpo),
    });
  } catch (e) {
    marcarSemRede();
    throw e;
  }
  marcarComRede();
  const texto = await res.text();
  let json: T | null = null;
  try {
    json = texto ? (JSON.parse(texto) as T) : null;
  } catch {
    json = null;
  }
  return { status: res.status, corpo: json };
}

/** POST /api/chamada/enviar with the device's id of this send. */
export const postarEnvio = (corpo: CorpoEnvio, idEnvio: string) =>
  pedir<unknown>('POST', '/api/chamada/enviar', corpo, idEnvio);

/** The sheet as the server has it now (POST /api/chamada/buscar). */
export const buscarFolha = (idTurma: number, data: string) =>
  pedir<ChamadaLinha[]>('POST', '/api/chamada/buscar', { id_turma: idTurma, data_c: data });

export const lerMinhasTurmas = () => pedir<MinhaTurma[]>('GET', '/minhasturmas');

export const lerRoster = (idTurma: number) =>
  pedir<{ id_aluno: number; nome_aluno: string }[]>('GET', `/listaralunos/${idTurma}`);

export const lerConfig = () => pedir<{ fuso?: string }>('GET', '/api/config');
